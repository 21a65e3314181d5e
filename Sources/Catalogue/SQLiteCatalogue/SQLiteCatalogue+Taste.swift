import Foundation
import GRDB

/// A person's `TasteFacts`: their check-ins grouped by style, country and whole ABV percent, the
/// catalogue's beers by ABV, and their ratings beside the others' (`rating_summaries` holds the
/// total of everyone's stars, so the others' average leaves their own out).
extension SQLiteCatalogue {
    public func tasteFacts(session: Session) async throws -> TasteFacts {
        let userID = session.user.id
        return try await work.run { [store] in try store.reading { db in try Self.tasteFacts(db, userID) } }
    }

    /// A beer `b`'s `ABVBins` bin, in SQLite's SQL.
    static let abvBin = "CASE WHEN b.abv >= \(ABVBins.last) THEN \(ABVBins.last) ELSE CAST(b.abv AS INTEGER) END"

    static func tasteFacts(_ db: Database, _ userID: Int64) throws -> TasteFacts {
        let times = try Double.fetchAll(db, sql: "SELECT at FROM checkins WHERE user_id = ? ORDER BY at", arguments: [userID])
        func counts(_ name: String, _ join: String) throws -> [NamedCount] {
            try Row.fetchAll(db, sql: """
                SELECT \(name) AS name, count(*) AS n FROM checkins c JOIN beers b ON b.id = c.beer_id \(join)
                WHERE c.user_id = ? AND \(name) IS NOT NULL GROUP BY \(name) ORDER BY n DESC, name
                """, arguments: [userID]).map { NamedCount($0["name"], $0["n"]) }
        }
        func histogram(_ sql: String, _ arguments: StatementArguments) throws -> [Int] {
            ABVBins.histogram(try Row.fetchAll(db, sql: sql, arguments: arguments).map { ($0[0], $0[1]) })
        }
        let ratings = try Row.fetchAll(db, sql: """
            SELECT t.beer_id, t.stars, g.stars_total, g.raters FROM ratings t JOIN rating_summaries g ON g.beer_id = t.beer_id
            WHERE t.user_id = ? AND g.raters > 1 ORDER BY t.beer_id
            """, arguments: [userID]).map { row -> RatingAgainstOthers in
            let (stars, total, raters): (Int, Int, Int) = (row[1], row[2], row[3])
            return RatingAgainstOthers(beerID: row[0], stars: stars, othersAverage: Double(total - stars) / Double(raters - 1),
                                       others: raters - 1)
        }
        return TasteFacts(
            checkInTimes: times.map { Date(timeIntervalSince1970: $0) },
            styles: try counts("s.name", "JOIN styles s ON s.id = b.style_id"),
            countries: try counts("COALESCE(r.country_code, r.country)", "JOIN breweries r ON r.id = b.brewery_id"),
            checkInABV: try histogram("""
                SELECT \(abvBin), count(*) FROM checkins c JOIN beers b ON b.id = c.beer_id
                WHERE c.user_id = ? AND b.abv >= 0 GROUP BY 1
                """, [userID]),
            catalogueABV: try histogram("SELECT \(abvBin), count(*) FROM beers b WHERE b.abv >= 0 GROUP BY 1", []),
            ratings: ratings)
    }
}
