import Catalogue
import CatalogueClient
import CommandLineSupport
import Foundation

/// `taproom import EXPORT --user NAME [--dry-run]`: an Untappd export into NAME's journal, through
/// the catalogue contract (`importCheckIns`) whichever store keeps it: a file or PostgreSQL (as
/// their owner, acting as NAME), or a server (signed in as NAME with their password).
extension ImportCommand {
    func importUntappd(user: String) throws {
        guard files.count == 1, let path = files.first else {
            throw CommandFailure(message: "--user imports one Untappd export at a time", status: .usage)
        }
        // The whole file is read and checked here first, so a malformed row is named by its line
        // before anything is sent or written.
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
        let dryRun = self.dryRun
        let report: UntappdImportReport
        if postgresURL == nil, let server = try serverOptions.client(with: databaseOptions) {
            let password = passwordStdin ? try PasswordPrompt.fromStandardInput()
                : try PasswordPrompt.fromTerminal(prompt: "Password for \(user.terminalSafe) at \(server.location): ")
            report = try fromCatalogue {
                let session = try await server.signIn(name: user, password: password)
                // Signed out either way: the token was for this import only.
                do {
                    let report = try await server.importCheckIns(checkIns, dryRun: dryRun, session: session)
                    try? await server.signOut(session)
                    return report
                } catch {
                    try? await server.signOut(session)
                    throw error
                }
            }
        } else {
            let catalogue = try postgresOption.ownedCatalogue(with: databaseOptions)
            report = try fromCatalogue {
                let session = try await OwnersSession.acting(asUserNamed: user, in: catalogue)
                return try await catalogue.importCheckIns(checkIns, dryRun: dryRun, session: session)
            }
        }
        for line in report.lines { print((dryRun ? "would: " : "") + line.terminalSafe) }
    }

    /// An Untappd export is a person's check-ins, not beers for the catalogue: it needs `--user`.
    func refuseUntappdWithoutUser() throws {
        if let export = files.first(where: UntappdExport.recognises(path:)) {
            throw CommandFailure(message: "\(export) is an Untappd export: import it into an account's journal "
                                 + "with --user NAME", status: .usage)
        }
    }
}

extension UntappdImportReport {
    /// What the command prints: the counts, then each unlisted serving type.
    var lines: [String] {
        var lines = ["\(checkInsAdded) check-in\(checkInsAdded == 1 ? "" : "s") added, \(alreadyImported) already imported, "
                     + "\(beersAdded) beer\(beersAdded == 1 ? "" : "s") added to the catalogue"]
        for (type, count) in unlistedServings.sorted(by: { $0.key < $1.key }) {
            lines.append("\(count) check-in\(count == 1 ? "" : "s") served as \(String(reflecting: type)) kept without a serving "
                         + "(Taproom lists draught, bottle, can, cask, taster)")
        }
        return lines
    }
}
