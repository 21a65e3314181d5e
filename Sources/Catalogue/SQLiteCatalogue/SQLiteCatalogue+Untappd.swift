import Foundation
import GRDB

/// An Untappd export into a person's journal, in one transaction (a dry run rolls it back):
/// each beer found by its sort keys, else upserted as an import upserts it, then the check-ins
/// recorded in file order as `checkIn` records one (`record`: the external id once, the rating rule).
extension SQLiteCatalogue {
    public func importCheckIns(_ checkIns: [UntappdCheckIn], dryRun: Bool, session: Session) async throws -> UntappdImportReport {
        let userID = session.user.id
        let plan = try UntappdImportPlan(checkIns, now: sessions.wholeSecondsNow)
        return try await work.run { [store] in
            let body = { (transaction: CatalogueTransaction) throws -> UntappdImportReport in
                try Self.importCheckIns(plan, userID: userID, transaction)
            }
            return dryRun ? try store.dryRun(body) : try store.write(body)
        }
    }

    private static func importCheckIns(_ plan: UntappdImportPlan, userID: Int64,
                                       _ transaction: CatalogueTransaction) throws -> UntappdImportReport {
        let db = transaction.db
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM users WHERE id = ?)", arguments: [userID]) == true
        else { throw CatalogueError.noSuchUser(userID) }
        let find = try db.makeStatement(sql: """
            SELECT b.id FROM beers b JOIN breweries r ON r.id = b.brewery_id
            WHERE b.sort_key = ? AND r.sort_key = ? ORDER BY b.id LIMIT 1
            """)
        var beersAdded = 0
        let beerIDs = try plan.beers.map { beer in
            if let found = try Int64.fetchOne(find, arguments: [beer.sortKey, beer.brewerySortKey]) { return found }
            let upserted = try transaction.upsert(beer: beer.beer)
            if upserted.outcome == .added { beersAdded += 1 }
            return upserted.id
        }
        let added = try plan.rows.map { row in
            try record(row.checkIn, userID: userID, beerID: beerIDs[row.beer], db)
        }
        if added.contains(true) {
            // As `checkIn` does: the schema's revision triggers do not cover check-ins.
            try db.execute(sql: "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?",
                           arguments: [MetaKey.personalRevision])
        }
        return plan.report(added: added, beersAdded: beersAdded)
    }
}
