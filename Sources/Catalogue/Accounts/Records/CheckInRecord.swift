import Foundation
import GRDB

/// A row of `checkins`: the user drank the beer at `at`, with what they noted then. A user checks
/// in to a beer any number of times, so each check-in has its own id.
struct CheckInRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "checkins"

    var id: Int64?
    var userID: Int64
    var beerID: Int64
    var at: Date
    var serving: String?
    var place: String?
    var comment: String?
    var ratingQuarters: Int?
    var externalID: String?

    enum CodingKeys: String, CodingKey {
        case id, userID = "user_id", beerID = "beer_id", at, serving, place, comment
        case ratingQuarters = "rating_quarters", externalID = "external_id"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let at = Column(CodingKeys.at)
    }

    /// A validated check-in (`NewCheckIn.validated`, so its time is set).
    init(userID: Int64, beerID: Int64, _ checkIn: NewCheckIn) {
        self.userID = userID
        self.beerID = beerID
        at = checkIn.time ?? Date(timeIntervalSince1970: 0)
        serving = checkIn.serving?.rawValue
        place = checkIn.place
        comment = checkIn.comment
        ratingQuarters = checkIn.rating?.quarters
        externalID = checkIn.externalID
    }

    var checkIn: CheckIn {
        CheckIn(id: id ?? 0, beerID: beerID, time: at, serving: serving.flatMap(Serving.init(rawValue:)), place: place,
                comment: comment, rating: ratingQuarters.flatMap(QuarterRating.init(quarters:)), externalID: externalID)
    }

    /// The schema keeps times as seconds since 1970 (REAL), not GRDB's default text form.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
