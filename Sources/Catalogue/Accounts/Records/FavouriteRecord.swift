import Foundation
import GRDB

/// A row of `favourites`: the user marked the beer as a favourite at `createdAt`.
struct FavouriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "favourites"

    var userID: Int64
    var beerID: Int64
    var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case userID = "user_id", beerID = "beer_id", createdAt = "created_at"
    }

    /// The schema keeps times as seconds since 1970 (REAL), not GRDB's default text form.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }
}
