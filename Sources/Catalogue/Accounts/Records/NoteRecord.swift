import GRDB

/// A row of `notes`: the user's note about the beer, never empty.
struct NoteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "notes"

    var userID: Int64
    var beerID: Int64
    var text: String

    enum CodingKeys: String, CodingKey {
        case userID = "user_id", beerID = "beer_id", text
    }
}
