import Catalogue
import PostgresNIO

extension PostgresCatalogue {
    /// Where the beer is in the search's order, as `CatalogueStore.position(of:in:)` answers: the
    /// number of matching beers before it. Those are the matching beers that are neither the beer
    /// itself nor after it (`SortOrder.after`, which already places the beers without a value last
    /// in both directions), counted in the snapshot that found the beer's own sort value.
    public func position(of beerID: Int64, in request: SearchRequest, as session: Session?) async throws -> Int? {
        let userID = session?.user.id
        if let mirror = try await currentMirror(for: request.query, signedIn: userID != nil) {
            return try await mirror.catalogue.position(of: beerID, in: request, as: nil)
        }
        let order = SortOrder(request.sort, descending: request.descending)
        let fullText = try SearchConditions.fullText(request.query, userID: userID)

        var target = BoundSQL()
        let targetConditions = try SearchConditions(request.query, fullText: fullText, userID: userID,
                                                    binding: &target)
        let id = try target.bind(beerID)
        target.append("""
            SELECT b.sort_key, b.brewery_sort, b.abv, b.ibu, rs.average
            FROM beers b \(targetConditions.needsBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : "")
                LEFT JOIN rating_summaries rs ON rs.beer_id = b.id
            WHERE \((targetConditions.conditions + ["b.id = \(id)"]).joined(separator: " AND "))
            """)
        let targetQuery = target.query
        let query = request.query

        return try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            guard let row = try await connection.query(targetQuery, logger: self.logger).collect().first else { return nil }
            let (sortKey, brewerySort, abv, ibu, average) = try row.decode((String, String, Double?, Double?, Double?).self)
            let value: NextPage.SortValue = switch request.sort {
            case .name: .text(sortKey)
            case .brewery: .text(brewerySort)
            case .abv: abv.map { .number($0) } ?? .none
            case .ibu: ibu.map { .number($0) } ?? .none
            case .rating: average.map { .number($0) } ?? .none
            }

            var before = BoundSQL()
            let conditions = try SearchConditions(query, fullText: fullText, userID: userID, binding: &before)
            let after = try order.after(value, id: beerID, binding: &before)
            let notItself = "b.id <> \(try before.bind(beerID))"
            before.append("""
                SELECT count(*)
                FROM beers b \(conditions.needsBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : "")
                    LEFT JOIN rating_summaries rs ON rs.beer_id = b.id
                WHERE \((conditions.conditions + [notItself, "NOT (\(after))"]).joined(separator: " AND "))
                """)
            let count = try await connection.query(before.query, logger: self.logger).collect().first
                .map { try $0.decode(Int64.self) } ?? 0
            return Int(count)
        }
    }
}
