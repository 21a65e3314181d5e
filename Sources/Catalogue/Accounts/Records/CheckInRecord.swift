import Foundation
import GRDB

/// A row of `checkins`: the user drank the beer at `at`. A user checks in to a beer any number
/// of times, so each check-in has its own id.
struct CheckInRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "checkins"

    var id: Int64?
    var userID: Int64
    var beerID: Int64
    var at: Date

    enum CodingKeys: String, CodingKey {
        case id, userID = "user_id", beerID = "beer_id", at
    }

    enum Columns {
        static let at = Column(CodingKeys.at)
    }

    /// The schema keeps times as seconds since 1970 (REAL), not GRDB's default text form.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
