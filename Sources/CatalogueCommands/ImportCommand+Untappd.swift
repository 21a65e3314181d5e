import Catalogue
import CommandLineSupport
import Foundation

/// `taproom import EXPORT --user NAME [--dry-run]`: an Untappd export into NAME's journal.
extension ImportCommand {
    func importUntappd(user: String) throws {
        guard files.count == 1, let path = files.first else {
            throw CommandFailure(message: "--user imports one Untappd export at a time", status: .usage)
        }
        let checkIns: [UntappdCheckIn]
        do {
            guard UntappdExport.recognises(path: path) else {
                throw CommandFailure(message: "\(path) is not an Untappd export (it needs the columns beer_name, "
                                     + "brewery_name, created_at and checkin_id or rating_score)", status: .failure)
            }
            checkIns = try UntappdExport.read(path: path)
        } catch let error as ImportError {
            throw CommandFailure(message: "\(error)", status: .failure)
        } catch let error as UntappdImportError {
            throw CommandFailure(message: "\(error); nothing was imported", status: .failure)
        }
        let store = try databaseOptions.openOrCreateStore()
        let catalogue = SQLiteCatalogue(store: store, strategy: .sql)
        // The account must exist (a failure naming it otherwise).
        let session = try fromCatalogue { try await catalogue.acting(asUserNamed: user) }
        let report = try UntappdImporter.importCheckIns(checkIns, userID: session.user.id, into: store, dryRun: dryRun)
        for line in report.lines { print((dryRun ? "would: " : "") + line) }
    }

    /// An Untappd export is a person's check-ins, not beers for the catalogue: it needs `--user`.
    func refuseUntappdWithoutUser() throws {
        if let export = files.first(where: UntappdExport.recognises(path:)) {
            throw CommandFailure(message: "\(export) is an Untappd export: import it into an account's journal "
                                 + "with --user NAME", status: .usage)
        }
    }
}
