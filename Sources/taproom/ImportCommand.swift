import ArgumentParser
import Catalogue
import Foundation

/// `taproom import FILE... [--format csv|json|auto] [--dry-run] [--database PATH]`
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import beers from CSV or JSON files in one all-or-nothing transaction.",
        discussion: """
            Give a beer file together with its companion files (breweries.csv, styles.csv, \
            categories.csv) so ids can be joined. Recognises the craft-cans and Open Beer DB CSV \
            layouts and Punk API JSON (an array, or a folder of one-object files) with no options.
            Exit status: 0 imported, 1 bad input (the message names the file and line), \
            2 the database could not be opened or written.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json, auto
    }

    @Argument(help: "CSV or JSON files, or folders of JSON files.")
    var files: [String]

    @Option(help: "Input format: csv, json or auto (by extension, then content).")
    var format: Format = .auto

    @Flag(help: "Read and check everything, report what would change, and write nothing.")
    var dryRun = false

    @Option(help: "The database file (default: $TAPROOM_DATABASE, then $XDG_DATA_HOME/taproom/taproom.sqlite).")
    var database: String?

    func run() throws {
        let path = DatabaseLocation.resolve(explicit: database, environment: ProcessInfo.processInfo.environment)
        let summary: ImportSummary
        do {
            let store = try CatalogueStore(path: path)
            let progress = isatty(STDERR_FILENO) == 1 ? ProgressBar.report : nil
            summary = try CatalogueImporter.importFiles(
                files, format: ImportFormat(rawValue: format.rawValue) ?? .auto, into: store,
                dryRun: dryRun, progress: progress)
        } catch let error as ImportError {
            Self.printError("taproom import: \(error)")
            throw ExitCode(1)
        } catch {
            Self.printError("taproom import: \(error)")
            throw ExitCode(2)
        }
        for warning in summary.warnings { Self.printError("warning: \(warning)") }
        for line in summary.lines { print(line) }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
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
