import Foundation
import GRDB

/// Puts an Untappd export's check-ins into one person's journal in a SQLite catalogue, in one
/// transaction (or a dry run that rolls it back). Each row's beer is the catalogue's beer of the
/// same name and brewery ignoring case and accents (their folded sort keys), else it is added
/// with its brewery, style, ABV and IBU; a check-in whose `untappd:<checkin_id>` the person has
/// already adds nothing, so importing the same export, or a newer one, again is safe.
public enum UntappdImporter {
    public struct Report: Hashable, Sendable {
        public var checkInsAdded = 0
        public var alreadyImported = 0
        public var beersAdded = 0
        /// Serving types Taproom does not list, and how many check-ins had each.
        public var unlistedServings: [String: Int] = [:]

        public var lines: [String] {
            var lines = ["\(checkInsAdded) check-in\(checkInsAdded == 1 ? "" : "s") added, \(alreadyImported) already imported, "
                         + "\(beersAdded) beer\(beersAdded == 1 ? "" : "s") added to the catalogue"]
            for (type, count) in unlistedServings.sorted(by: { $0.key < $1.key }) {
                lines.append("\(count) check-in\(count == 1 ? "" : "s") served as \(String(reflecting: type)) kept without a serving "
                             + "(Taproom lists draught, bottle, can, cask, taster)")
            }
            return lines
        }
    }

    /// Imports `checkIns` for `userID`; with `dryRun`, reports what would change and writes nothing.
    /// `checkIns` are as `UntappdExport.read` makes them (validated).
    public static func importCheckIns(_ checkIns: [UntappdCheckIn], userID: Int64, into store: CatalogueStore,
                                      dryRun: Bool) throws -> Report {
        let body = { (transaction: CatalogueTransaction) throws -> Report in
            try importCheckIns(checkIns, userID: userID, transaction)
        }
        return dryRun ? try store.dryRun(body) : try store.write(body)
    }

    private static func importCheckIns(_ checkIns: [UntappdCheckIn], userID: Int64,
                                       _ transaction: CatalogueTransaction) throws -> Report {
        let db = transaction.db
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM users WHERE id = ?)", arguments: [userID]) == true
        else { throw CatalogueError.noSuchUser(userID) }
        var report = Report()
        var beerIDs: [String: Int64] = [:]
        let find = try db.makeStatement(sql: """
            SELECT b.id FROM beers b JOIN breweries r ON r.id = b.brewery_id
            WHERE b.sort_key = ? AND r.sort_key = ? ORDER BY b.id LIMIT 1
            """)
        for row in checkIns {
            let name = row.beer.name.catalogueNormalised.sortForm
            let brewery = row.beer.brewery.name.catalogueNormalised.sortForm
            let key = name + "\u{0}" + brewery
            let beerID: Int64
            if let known = beerIDs[key] {
                beerID = known
            } else if let found = try Int64.fetchOne(find, arguments: [name, brewery]) {
                beerID = found
            } else {
                let upserted = try transaction.upsert(beer: row.beer)
                beerID = upserted.id
                if upserted.outcome == .added { report.beersAdded += 1 }
            }
            beerIDs[key] = beerID
            if try SQLiteCatalogue.record(row.checkIn, userID: userID, beerID: beerID, db) {
                report.checkInsAdded += 1
                if let type = row.unlistedServing { report.unlistedServings[type, default: 0] += 1 }
            } else {
                report.alreadyImported += 1
            }
        }
        if report.checkInsAdded > 0 {
            try db.execute(sql: "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?",
                           arguments: [MetaKey.personalRevision])
        }
        return report
    }
}
