import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation
import Locking

/// `taproom import FILE... [--format csv|json|auto] [--dry-run] [--database PATH]`, and
/// `taproom import EXPORT --user NAME` for an Untappd export (`ImportCommand+Untappd.swift`).
package struct ImportCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import beers from CSV or JSON files in one all-or-nothing transaction.",
        discussion: ExitStatus.discussion("""
            Give a beer file together with its companion files (breweries.csv, styles.csv, \
            categories.csv) so ids can be joined. Recognises the craft-cans and Open Beer DB CSV \
            layouts and Punk API JSON (an array, or a folder of one-object files) with no options. \
            With --user NAME, imports an Untappd export (CSV or JSON) into NAME's journal, in a \
            file, in PostgreSQL, or on a server (--server URL, signed in as NAME: the password is \
            asked without echo, or read with --password-stdin): created_at is read as UTC; a \
            check-in already imported is not added again.
            """))

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json, auto
    }

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var postgresOption: PostgresOption

    /// `--server`, for an Untappd export (`--user`) only.
    @OptionGroup var serverOptions: ServerOptions

    @Argument(help: "CSV or JSON files, or folders of JSON files.")
    var files: [String]

    @Option(help: "Input format: csv, json or auto (by extension, then content).")
    var format: Format = .auto

    @Flag(help: "Read and check everything, report what would change, and write nothing.")
    var dryRun = false

    @Option(help: "Import an Untappd export (CSV or JSON) into this account's journal.")
    var user: String?

    @Flag(help: "With --server: read NAME's password from the first line of standard input (for scripts).")
    var passwordStdin = false

    package func validate() throws {
        try serverOptions.validate(with: databaseOptions)
        try postgresOption.validate(with: databaseOptions, server: serverOptions.server)
        if serverOptions.server != nil, user == nil {
            throw ValidationError("--server imports an Untappd export into an account's journal (--user NAME); "
                                  + "beer files are imported on the catalogue's machine (--database or --postgres)")
        }
        if passwordStdin, try user == nil || postgresURL != nil || serverOptions.client(with: databaseOptions) == nil {
            throw ValidationError("--password-stdin signs in to a server (--server URL) for an import with --user NAME")
        }
    }

    package func run() throws {
        try reportingFailures {
            if let user { return try importUntappd(user: user) }
            try refuseUntappdWithoutUser()
            let progress = isatty(STDERR_FILENO) == 1 ? ProgressBar.report : nil
            let importFiles = { (store: CatalogueStore) in
                try CatalogueImporter.importFiles(
                    files, format: ImportFormat(rawValue: format.rawValue) ?? .auto, into: store,
                    dryRun: dryRun, progress: progress)
            }
            // A new catalogue is made whole, with the import, before anyone can see it.
            let made = try reportingImportFailures {
                defer { RemovedOnSignal.disarm() }
                return databaseOptions.readOnly || postgresURL != nil ? nil : try CatalogueStore.makingNew(
                    at: databaseOptions.path, keep: !dryRun, madeTemporaryFile: RemovedOnSignal.arm, importFiles)
            }
            let summary: ImportSummary
            if let made {
                summary = made
            } else if let postgresURL {
                let catalogue = try PostgresCatalogues.open(postgresURL, making: !dryRun)
                let (files, format, dryRun) = (self.files, ImportFormat(rawValue: self.format.rawValue) ?? .auto, self.dryRun)
                summary = try reportingImportFailures {
                    try waitFor { try await catalogue.importFiles(files, format: format, dryRun: dryRun) }
                }
            } else {
                let store = try databaseOptions.openOrCreateStore()
                summary = try reportingImportFailures { try importFiles(store) }
            }
            for warning in summary.warnings { Self.printError("warning: \(warning.terminalSafe)") }
            if summary.unlistedWarnings > 0 {
                Self.printError("warning: \(summary.unlistedWarnings) more warnings not listed")
            }
            for line in summary.lines { print(line.terminalSafe) }
        }
    }

    /// Runs `body`, turning a bad file into `ExitStatus.failure` and anything else (from the
    /// database: locked, disk full, damaged) into `.database`.
    private func reportingImportFailures<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ImportError {
            throw CommandFailure(message: "\(error)", status: .failure)
        } catch {
            throw CommandFailure(message: "\(error)", status: .database)
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension ImportCommand: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: serverOptions.server) }
}

/// A one-line progress bar on stderr, redrawn in place; only used when stderr is a terminal.
enum ProgressBar {
    /// Large imports only: small ones finish before a bar would be seen.
    static let minimumTotal = 10_000
    static let width = 30

    static let report: CatalogueImporter.Progress = { done, total in
        guard total >= minimumTotal else { return }
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percent = total == 0 ? 100 : 100 * done / total
        let end = done >= total ? "\r\u{1B}[K" : ""
        let line = "\rimporting [\(bar)] \(percent)% \(done)/\(total)" + end
        FileHandle.standardError.write(Data(line.utf8))
    }
}
