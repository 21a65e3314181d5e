import GRDB

/// The beers like a beer: candidates by the indexes (the brewery's, the style's, ABV's) and by
/// the other people who rated it 4 or more (the person asking is not counted: their own taste
/// is no news to them), ranked by `SimilarityRanking` as every store ranks them.
extension SQLiteCatalogue {
    public func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer] {
        let userID = session?.user.id
        return try await work.run { [store] in try store.reading { db in try Self.similarBeers(db, beerID, userID) } }
    }

    static func similarBeers(_ db: Database, _ beerID: Int64, _ userID: Int64?) throws -> [SimilarBeer] {
        let columns = "b.id, b.brewery_id, b.style_id, b.abv, b.ibu, b.srm"
        func traits(_ sql: String, _ arguments: StatementArguments) throws -> [SimilarityRanking.Traits] {
            try Row.fetchAll(db, sql: "SELECT \(columns) FROM beers b \(sql)", arguments: arguments).map { row in
                SimilarityRanking.Traits(id: row[0], breweryID: row[1], styleID: row[2], abv: row[3], ibu: row[4], srm: row[5])
            }
        }
        guard let beer = try traits("WHERE b.id = ?", [beerID]).first else { throw CatalogueError.noSuchBeer(beerID) }
        let perKind = SimilarityRanking.candidatesPerKind
        var candidates = try traits("WHERE b.brewery_id = ? AND b.id <> ? ORDER BY b.id LIMIT ?", [beer.breweryID, beerID, perKind])
        if let style = beer.styleID {
            candidates += try traits("""
                WHERE b.style_id = ? AND b.id <> ? ORDER BY abs(coalesce(b.abv, 1000) - ?), b.id LIMIT ?
                """, [style, beerID, beer.abv ?? 0, perKind])
        }
        if let abv = beer.abv {
            let distance = SimilarityRanking.abvDistance
            let ibu = beer.ibu.map { _ in "AND b.ibu BETWEEN ? AND ?" } ?? ""
            var arguments: StatementArguments = [abv - distance, abv + distance, beerID]
            if let value = beer.ibu { arguments += [value - SimilarityRanking.ibuDistance, value + SimilarityRanking.ibuDistance] }
            arguments += [abv, perKind]
            candidates += try traits("""
                WHERE b.abv BETWEEN ? AND ? AND b.id <> ? \(ibu) ORDER BY abs(b.abv - ?), b.id LIMIT ?
                """, arguments)
        }
        let liked = try Row.fetchAll(db, sql: """
            SELECT other.beer_id, count(*) AS people FROM ratings mine
            JOIN ratings other ON other.user_id = mine.user_id AND other.beer_id <> mine.beer_id AND other.stars >= 4
            WHERE mine.beer_id = ? AND mine.stars >= 4 AND mine.user_id <> ?
            GROUP BY other.beer_id ORDER BY people DESC, other.beer_id LIMIT ?
            """, arguments: [beerID, userID ?? 0, perKind])
        let likedBy = Dictionary(liked.map { ($0[0] as Int64, $0[1] as Int) }, uniquingKeysWith: +)
        if !likedBy.isEmpty {
            let ids = likedBy.keys.sorted()
            candidates += try traits("WHERE b.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))", StatementArguments(ids))
        }
        let ranked = SimilarityRanking.rank(beer, candidates: candidates, likedBy: likedBy)
        let summaries = try CatalogueStore.summaries(db, ids: ranked.map(\.id), userID: userID)
        return zip(summaries, ranked).map { SimilarBeer(beer: $0, reasons: $1.reasons) }
    }
}

extension SQLiteCatalogue {
    public func styleDistribution(ofStyle name: String) async throws -> StyleDistribution {
        try await work.run { [store] in
            try store.reading { db in
                func bins(_ expression: String, _ column: String) throws -> [(bin: Int, count: Int)] {
                    try Row.fetchAll(db, sql: """
                        SELECT \(expression), count(*) FROM beers b JOIN styles s ON s.id = b.style_id
                        WHERE s.name = ? AND b.\(column) >= 0 GROUP BY 1
                        """, arguments: [name]).map { ($0[0], $0[1]) }
                }
                return StyleDistribution(
                    abv: ABVBins.histogram(try bins("CASE WHEN b.abv >= \(ABVBins.last) THEN \(ABVBins.last) ELSE CAST(b.abv AS INTEGER) END", "abv")),
                    ibu: IBUBins.histogram(try bins("""
                        CASE WHEN b.ibu >= \(IBUBins.last * IBUBins.width) THEN \(IBUBins.last) ELSE CAST(b.ibu AS INTEGER) / \(IBUBins.width) END
                        """, "ibu")))
            }
        }
    }
}
