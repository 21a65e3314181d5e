import GRDB

extension CatalogueStore {
    /// The user's ratings (1–5 stars) of those of `beerIDs` they rated: one query for a page of
    /// list rows, which show the rating beside the favourite mark.
    public func ratings(userID: Int64, beerIDs: [Int64]) throws -> [Int64: Int] {
        guard !beerIDs.isEmpty else { return [:] }
        return try reading { db in
            let placeholders = Array(repeating: "?", count: beerIDs.count).joined(separator: ",")
            let rows = try Row.fetchAll(db, sql: """
                SELECT beer_id, stars FROM ratings WHERE user_id = ? AND beer_id IN (\(placeholders))
                """, arguments: StatementArguments([userID] + beerIDs))
            return Dictionary(rows.map { (row: Row) -> (Int64, Int) in (row["beer_id"], row["stars"]) },
                              uniquingKeysWith: { first, _ in first })
        }
    }
}
