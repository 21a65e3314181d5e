import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom backup FILE [--force]`: a complete copy of the catalogue, made with SQLite's online
/// backup, so it can run while the app or an import has the catalogue open.
package struct BackupCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the catalogue to FILE, safely, even while taproom is running.",
        discussion: ExitStatus.discussion("FILE is a complete catalogue: `taproom --database FILE` opens it."))

    @OptionGroup var databaseOptions: DatabaseOptions

    @OptionGroup var postgresOption: PostgresOption

    @Argument(help: "Where to write the copy; its folder must exist.")
    var file: String

    @Flag(help: "Replace FILE if it exists.")
    var force = false

    package func validate() throws {
        try postgresOption.validate(with: databaseOptions)
    }

    package func run() throws {
        try reportingFailures {
            // PostgreSQL has its own consistent, online copy, which keeps all a database holds;
            // `taproom copy` makes a SQLite snapshot of a PostgreSQL catalogue.
            if postgresOption.url(with: databaseOptions) != nil {
                throw CommandFailure(message: """
                    a PostgreSQL catalogue is backed up with PostgreSQL's own pg_dump \
                    (`pg_dump --format=custom URL > FILE`, restored with pg_restore) or copied to a file with \
                    `taproom copy URL FILE`; taproom backup copies a SQLite file
                    """, status: .failure)
            }
            let store = try databaseOptions.openStore()
            do {
                try store.backup(to: file, replacing: force)
            } catch StoreError.alreadyExists(let path) {
                throw CommandFailure(message: "\(path) already exists; give --force to replace it", status: .failure)
            } catch let error as StoreError {
                if case .cannotWriteBackup = error { throw CommandFailure(message: "\(error)", status: .failure) }
                throw error
            }
            print("backed up \(store.path.terminalSafe) to \(file.terminalSafe)")
        }
    }
}
