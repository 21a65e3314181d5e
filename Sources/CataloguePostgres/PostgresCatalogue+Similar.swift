import Catalogue
import PostgresNIO

/// The beers like a beer, found and ranked as the SQLite store finds and ranks them (the nearest
/// in ABV down the ABV indexes, a style's down `beers_style_abv`), in one snapshot.
extension PostgresCatalogue {
    public func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer] {
        let userID = session?.user.id
        let perKind = Int64(SimilarityRanking.candidatesPerKind)
        return try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            func traits(_ query: PostgresQuery) async throws -> [SimilarityRanking.Traits] {
                try await connection.query(query, logger: self.logger).collect().map { row in
                    let (id, brewery, style, abv, ibu, srm) = try row.decode((Int64, Int64, Int64?, Double?, Double?, Double?).self)
                    return SimilarityRanking.Traits(id: id, breweryID: brewery, styleID: style, abv: abv, ibu: ibu, srm: srm)
                }
            }
            let columns = "b.id, b.brewery_id, b.style_id, b.abv, b.ibu, b.srm"
            guard let beer = try await traits("SELECT \(unescaped: columns) FROM beers b WHERE b.id = \(beerID)").first else {
                throw CatalogueError.noSuchBeer(beerID)
            }
            var candidates = try await traits("""
                SELECT \(unescaped: columns) FROM beers b WHERE b.brewery_id = \(beer.breweryID) AND b.id <> \(beerID)
                ORDER BY b.id LIMIT \(perKind)
                """)
            if let style = beer.styleID {
                if let abv = beer.abv {
                    candidates += try await traits("""
                        SELECT \(unescaped: columns) FROM beers b WHERE b.style_id = \(style) AND (b.abv, b.id) > (\(abv), \(beerID))
                        ORDER BY b.abv, b.id LIMIT \(perKind)
                        """)
                    candidates += try await traits("""
                        SELECT \(unescaped: columns) FROM beers b WHERE b.style_id = \(style) AND (b.abv, b.id) < (\(abv), \(beerID))
                        ORDER BY b.abv DESC, b.id DESC LIMIT \(perKind)
                        """)
                } else {
                    candidates += try await traits("""
                        SELECT \(unescaped: columns) FROM beers b WHERE b.style_id = \(style) AND b.id <> \(beerID)
                        ORDER BY b.id LIMIT \(perKind)
                        """)
                }
            }
            if let abv = beer.abv {
                // Any style's nearest in ABV on each side, down the ABV indexes, ties by id.
                candidates += try await traits("""
                    SELECT \(unescaped: columns) FROM beers b WHERE (b.abv, b.id) > (\(abv), \(beerID))
                    ORDER BY b.abv, b.id LIMIT \(perKind)
                    """)
                candidates += try await traits("""
                    SELECT \(unescaped: columns) FROM beers b WHERE (b.abv, b.id) < (\(abv), \(beerID))
                    ORDER BY b.abv DESC, b.id DESC LIMIT \(perKind)
                    """)
            }
            let liked = try await connection.query("""
                SELECT other.beer_id, count(*) AS people FROM ratings mine
                JOIN ratings other ON other.user_id = mine.user_id AND other.beer_id <> mine.beer_id AND other.stars >= 4
                WHERE mine.beer_id = \(beerID) AND mine.stars >= 4 AND mine.user_id <> \(userID ?? 0)
                GROUP BY other.beer_id ORDER BY people DESC, other.beer_id LIMIT \(perKind)
                """, logger: self.logger).collect()
            var likedBy: [Int64: Int] = [:]
            for row in liked {
                let (id, people) = try row.decode((Int64, Int64).self)
                likedBy[id] = Int(people)
            }
            if !likedBy.isEmpty {
                candidates += try await traits("SELECT \(unescaped: columns) FROM beers b WHERE b.id = ANY(\(likedBy.keys.sorted()))")
            }
            let ranked = SimilarityRanking.rank(beer, candidates: candidates, likedBy: likedBy)
            let summaries = try await Self.summaries(connection, ids: ranked.map(\.id), userID: userID, logger: self.logger)
            return zip(summaries, ranked).map { SimilarBeer(beer: $0, reasons: $1.reasons) }
        }
    }

    /// The beers `ids` as a list shows them, in that order, with `userID`'s marks.
    static func summaries(_ connection: PostgresConnection, ids: [Int64], userID: Int64?, logger: Logger) async throws -> [BeerSummary] {
        guard !ids.isEmpty else { return [] }
        var sql = BoundSQL()
        let personal = try personalColumns(of: userID, binding: &sql)
        sql.append("""
            SELECT b.id, b.name, r.name, COALESCE(r.country_code, r.country), s.name, b.abv, b.ibu, rs.average, rs.raters,
                   \(personal)
            FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
                LEFT JOIN rating_summaries rs ON rs.beer_id = b.id
            WHERE b.id = ANY(\(try sql.bind(ids)))
            """)
        var byID: [Int64: BeerSummary] = [:]
        for row in try await connection.query(sql.query, logger: logger).collect() {
            let (id, name, brewery, country, style, abv, ibu, average, raters, favourite, rating, checkIns) = try row.decode(
                (Int64, String, String, String?, String?, Double?, Double?, Double?, Int32?, Bool, Int32?, Int64).self)
            byID[id] = BeerSummary(id: id, name: name, breweryName: brewery, country: country, style: style, abv: abv, ibu: ibu,
                                   isFavourite: favourite, rating: userID == nil ? nil : rating.map(Int.init), averageRating: average,
                                   ratingCount: Int(raters ?? 0), checkInCount: Int(checkIns))
        }
        return ids.compactMap { byID[$0] }
    }
}

extension PostgresCatalogue {
    public func styleDistribution(ofStyle name: String) async throws -> StyleDistribution {
        // PostgreSQL's text cannot hold a NUL (binding one fails), so no style's name has one.
        guard !name.unicodeScalars.contains("\u{0}") else { return StyleDistribution() }
        let ibu = "CASE WHEN b.ibu >= \(IBUBins.last * IBUBins.width) THEN \(IBUBins.last) ELSE floor(b.ibu / \(IBUBins.width))::integer END"
        return try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            func bins(_ expression: String, _ column: String) async throws -> [(bin: Int, count: Int)] {
                try await connection.query("""
                    SELECT \(unescaped: expression), count(*) FROM beers b JOIN styles s ON s.id = b.style_id
                    WHERE s.name = \(name) AND b.\(unescaped: column) >= 0 GROUP BY 1
                    """, logger: self.logger).collect().map { row in
                    let (bin, count) = try row.decode((Int32, Int64).self)
                    return (Int(bin), Int(count))
                }
            }
            return StyleDistribution(abv: ABVBins.histogram(try await bins(Self.abvBin, "abv")),
                                     ibu: IBUBins.histogram(try await bins(ibu, "ibu")))
        }
    }
}
