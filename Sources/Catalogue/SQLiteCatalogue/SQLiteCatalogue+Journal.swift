import Foundation
import GRDB

/// The journal: a person's check-ins newest first, the beers' terms of the query answered by
/// the list's own conditions (`SearchPlan.sqlConditions`), the dates by the check-ins' times;
/// pages continue after (time, id) down the index `checkins_journal` (user, at, id).
extension SQLiteCatalogue {
    public func journal(_ request: JournalRequest, session: Session) async throws -> JournalPage {
        let userID = session.user.id
        return try await work.run { [store] in try store.reading { db in try Self.journal(db, request, userID) } }
    }

    static func journal(_ db: Database, _ request: JournalRequest, _ userID: Int64) throws -> JournalPage {
        let plan = try SearchPlan(query: request.query.beerTerms, userID: userID, db)
        let beers = try plan.sqlConditions()
        var conditions = ["c.user_id = ?"] + beers.conditions
        var arguments: StatementArguments = [userID]
        arguments += beers.arguments
        for filter in request.query.filters {
            switch filter {
            case .since(let date):
                conditions.append("c.at >= ?")
                arguments += [date.start.timeIntervalSince1970]
            case .until(let date):
                conditions.append("c.at < ?")
                arguments += [date.end.timeIntervalSince1970]
            default: break
            }
        }
        let from = """
            FROM checkins c JOIN beers b ON b.id = c.beer_id JOIN breweries r ON r.id = b.brewery_id
            """
        let total = try Int.fetchOne(db, sql: "SELECT count(*) \(from) WHERE \(conditions.joined(separator: " AND "))",
                                     arguments: arguments) ?? 0
        if let after = request.after {
            conditions.append("(c.at, c.id) < (?, ?)")
            arguments += [after.time.timeIntervalSince1970, after.id]
        }
        let limit = max(1, request.limit)
        arguments += [limit + 1]
        let rows = try Row.fetchAll(db, sql: """
            SELECT c.id, c.beer_id, c.at, c.serving, c.place, c.comment, c.rating_quarters, c.external_id,
                   b.name AS beer_name, r.name AS brewery_name, s.name AS style_name, t.stars
            \(from) LEFT JOIN styles s ON s.id = b.style_id
                LEFT JOIN ratings t ON t.user_id = c.user_id AND t.beer_id = c.beer_id
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY c.at DESC, c.id DESC
            LIMIT ?
            """, arguments: arguments)
        let entries = rows.prefix(limit).map { row in
            let quarters: Int? = row["rating_quarters"]
            let serving: String? = row["serving"]
            let checkIn = CheckIn(id: row["id"], beerID: row["beer_id"], time: Date(timeIntervalSince1970: row["at"]),
                                  serving: serving.flatMap(Serving.init(rawValue:)), place: row["place"],
                                  comment: row["comment"], rating: quarters.flatMap(QuarterRating.init(quarters:)),
                                  externalID: row["external_id"])
            return JournalEntry(checkIn: checkIn, beerName: row["beer_name"], breweryName: row["brewery_name"],
                                style: row["style_name"], rating: row["stars"])
        }
        let next = rows.count > limit ? entries.last.map { JournalCursor(time: $0.checkIn.time, id: $0.checkIn.id) } : nil
        return JournalPage(entries: Array(entries), total: total, next: next)
    }
}
