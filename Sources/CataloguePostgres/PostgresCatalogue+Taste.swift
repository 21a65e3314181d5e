import Catalogue
import Foundation
import PostgresNIO

/// A person's `TasteFacts` as the SQLite store reads them, in one snapshot.
extension PostgresCatalogue {
    /// A beer `b`'s `ABVBins` bin, in PostgreSQL's SQL.
    static let abvBin = "CASE WHEN b.abv >= \(ABVBins.last) THEN \(ABVBins.last) ELSE floor(b.abv)::integer END"

    public func tasteFacts(session: Session) async throws -> TasteFacts {
        let userID = session.user.id
        func counts(_ name: String, _ join: String) -> PostgresQuery {
            """
            SELECT \(unescaped: name) AS name, count(*) AS n FROM checkins c JOIN beers b ON b.id = c.beer_id \(unescaped: join)
            WHERE c.user_id = \(userID) AND \(unescaped: name) IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, \(unescaped: name) COLLATE "C"
            """
        }
        let styles = counts("s.name", "JOIN styles s ON s.id = b.style_id")
        let countries = counts("COALESCE(r.country_code, r.country)", "JOIN breweries r ON r.id = b.brewery_id")
        return try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
                try await connection.query(query, logger: self.logger).collect()
            }
            func named(_ query: PostgresQuery) async throws -> [NamedCount] {
                try await rows(query).map { row in
                    let (name, count) = try row.decode((String, Int64).self)
                    return NamedCount(name, Int(count))
                }
            }
            func histogram(_ query: PostgresQuery) async throws -> [Int] {
                ABVBins.histogram(try await rows(query).map { row in
                    let (bin, count) = try row.decode((Int32, Int64).self)
                    return (Int(bin), Int(count))
                })
            }
            let times = try await rows("SELECT at FROM checkins WHERE user_id = \(userID) ORDER BY at")
                .map { Date(timeIntervalSince1970: try $0.decode(Double.self)) }
            let ratings = try await rows("""
                SELECT t.beer_id, t.stars, g.stars_total, g.raters FROM ratings t JOIN rating_summaries g ON g.beer_id = t.beer_id
                WHERE t.user_id = \(userID) AND g.raters > 1 ORDER BY t.beer_id
                """).map { row in
                let (beerID, stars, total, raters) = try row.decode((Int64, Int32, Int32, Int32).self)
                return RatingAgainstOthers(beerID: beerID, stars: Int(stars), othersAverage: Double(total - stars) / Double(raters - 1),
                                           others: Int(raters - 1))
            }
            return TasteFacts(
                checkInTimes: times,
                styles: try await named(styles),
                countries: try await named(countries),
                checkInABV: try await histogram("""
                    SELECT \(unescaped: Self.abvBin), count(*) FROM checkins c JOIN beers b ON b.id = c.beer_id
                    WHERE c.user_id = \(userID) AND b.abv >= 0 GROUP BY 1
                    """),
                catalogueABV: try await histogram("SELECT \(unescaped: Self.abvBin), count(*) FROM beers b WHERE b.abv >= 0 GROUP BY 1"),
                ratings: ratings)
        }
    }
}
