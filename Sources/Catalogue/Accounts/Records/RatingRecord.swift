import GRDB

/// A row of `ratings`: the user's 1 to 5 stars for the beer (the table checks the range).
struct RatingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ratings"

    var userID: Int64
    var beerID: Int64
    var stars: Int

    enum CodingKeys: String, CodingKey {
        case userID = "user_id", beerID = "beer_id", stars
    }
}
