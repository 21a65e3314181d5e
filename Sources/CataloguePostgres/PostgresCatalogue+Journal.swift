import Catalogue
import Foundation
import PostgresNIO

/// The journal, as the SQLite store answers it: the beers' terms by the list's own conditions
/// (`SearchConditions`), the dates on the check-ins' times, newest first, each page after the
/// last one's (time, id) down the index `checkins_journal`; the count and the page in one snapshot.
extension PostgresCatalogue {
    public func journal(_ request: JournalRequest, session: Session) async throws -> JournalPage {
        let userID = session.user.id
        let beerTerms = request.query.beerTerms
        let fullText = try SearchConditions.fullText(beerTerms, userID: userID)
        let limit = max(1, request.limit)

        func statement(counting: Bool) throws -> PostgresQuery {
            var sql = BoundSQL()
            let beers = try SearchConditions(beerTerms, fullText: fullText, userID: userID, binding: &sql)
            var conditions = ["c.user_id = \(try sql.bind(userID))"] + beers.conditions
            for filter in request.query.filters {
                switch filter {
                case .since(let date): conditions.append("c.at >= \(try sql.bind(date.start.timeIntervalSince1970))")
                case .until(let date): conditions.append("c.at < \(try sql.bind(date.end.timeIntervalSince1970))")
                default: break
                }
            }
            let ratings = beers.needsRatings ? "LEFT JOIN rating_summaries rs ON rs.beer_id = b.id" : ""
            let from = "FROM checkins c JOIN beers b ON b.id = c.beer_id JOIN breweries r ON r.id = b.brewery_id \(ratings)"
            if counting {
                sql.append("SELECT count(*) \(from) WHERE \(conditions.joined(separator: " AND "))")
                return sql.query
            }
            if let after = request.after {
                conditions.append("(c.at, c.id) < (\(try sql.bind(after.time.timeIntervalSince1970)), \(try sql.bind(after.id)))")
            }
            sql.append("""
                SELECT c.\(Self.checkInColumns.replacingOccurrences(of: ", ", with: ", c.")), b.name, r.name, s.name, t.stars
                \(from) LEFT JOIN styles s ON s.id = b.style_id
                    LEFT JOIN ratings t ON t.user_id = c.user_id AND t.beer_id = c.beer_id
                WHERE \(conditions.joined(separator: " AND "))
                ORDER BY c.at DESC, c.id DESC
                LIMIT \(try sql.bind(Int64(limit + 1)))
                """)
            return sql.query
        }
        let (countQuery, pageQuery) = (try statement(counting: true), try statement(counting: false))
        let (total, rows) = try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            let total = try await connection.query(countQuery, logger: self.logger).collect().first
                .map { try $0.decode(Int64.self) } ?? 0
            return (Int(total), try await connection.query(pageQuery, logger: self.logger).collect())
        }
        let entries = try rows.prefix(limit).map { row in
            let (id, beerID, at, serving, place, comment, quarters, externalID, beer, brewery, style, stars) = try row.decode(
                (Int64, Int64, Double, String?, String?, String?, Int32?, String?, String, String, String?, Int32?).self)
            let checkIn = CheckIn(id: id, beerID: beerID, time: Date(timeIntervalSince1970: at),
                                  serving: serving.flatMap(Serving.init(rawValue:)), place: place, comment: comment,
                                  rating: quarters.flatMap { QuarterRating(quarters: Int($0)) }, externalID: externalID)
            return JournalEntry(checkIn: checkIn, beerName: beer, breweryName: brewery, style: style, rating: stars.map(Int.init))
        }
        let next = rows.count > limit ? entries.last.map { JournalCursor(time: $0.checkIn.time, id: $0.checkIn.id) } : nil
        return JournalPage(entries: entries, total: total, next: next)
    }
}
