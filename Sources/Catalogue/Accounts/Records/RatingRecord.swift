import Foundation
import GRDB

/// A row of `ratings`: the user's 1 to 5 stars for the beer (the table checks the range), and
/// when they were given (in Taproom, or by the rated check-in that set them).
struct RatingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ratings"

    var userID: Int64
    var beerID: Int64
    var stars: Int
    var ratedAt: Date?

    enum CodingKeys: String, CodingKey {
        case userID = "user_id", beerID = "beer_id", stars, ratedAt = "rated_at"
    }

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}
