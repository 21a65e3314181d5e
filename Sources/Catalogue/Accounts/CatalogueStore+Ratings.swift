import GRDB

extension CatalogueStore {
    /// The user's ratings (1–5 stars) of those of `beerIDs` they rated: one query for a page of
    /// list rows, which show the rating beside the favourite mark.
    public func ratings(userID: Int64, beerIDs: [Int64]) throws -> [Int64: Int] {
        guard !beerIDs.isEmpty else { return [:] }
        return try reading { db in
            let ratings = try RatingRecord.all().owned(by: userID)
                .filter(beerIDs.contains(PersonalColumns.beerID)).fetchAll(db)
            return Dictionary(ratings.map { ($0.beerID, $0.stars) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
