import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `--postgres URL` of every subcommand that takes `--database PATH`, with the same meaning: the
/// catalogue in that PostgreSQL database instead of a file. Without it, TAPROOM_POSTGRES_URL,
/// unless `--database` or `--server` chose another catalogue (or TAPROOM_SERVER, which a command
/// that reads a server reads first).
package struct PostgresOption: ParsableArguments {
    @Option(help: ArgumentHelp("The catalogue in this PostgreSQL database instead of a file. Default: TAPROOM_POSTGRES_URL.",
                               valueName: "postgres://user@host:port/database"))
    package var postgres: String?

    package init() {}

    /// The database to use, or nil for a file (or a server).
    package func url(with database: DatabaseOptions, server: String? = nil) -> String? {
        if let postgres { return postgres }
        let environment = ProcessInfo.processInfo.environment
        guard database.database == nil, server == nil, (environment["TAPROOM_SERVER"] ?? "").isEmpty else { return nil }
        return environment["TAPROOM_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Refuses `--postgres` beside `--database`, `--read-only` or `--server`, and (where
    /// PostgreSQL is linked) a URL that is not one.
    package func validate(with database: DatabaseOptions, server: String? = nil) throws {
        guard let postgres else { return }
        do {
            try PostgresCatalogues.installedOpener?.check(postgres)
        } catch {
            throw ValidationError("--postgres: \(error)")
        }
        if database.database != nil || database.readOnly {
            throw ValidationError("--postgres names a PostgreSQL database: --database and --read-only are for a SQLite file")
        }
        if server != nil {
            throw ValidationError("--postgres names a PostgreSQL database: --server is for a served catalogue")
        }
    }
}

/// A command that may work on a PostgreSQL catalogue: `taproom` runs `taproom-server` (the
/// program that links PostgreSQL) in its place with the same arguments when `postgresURL` is set.
package protocol PostgresCapableCommand {
    var postgresURL: String? { get }
}

extension PostgresOption {
    /// The catalogue a command of its owner works on: the PostgreSQL database's, else the file's.
    /// Only `making` (import, account create) makes one where there is none.
    func ownedCatalogue(with database: DatabaseOptions, making: Bool = false) throws -> any CatalogueAdministration {
        if let url = url(with: database) { return try PostgresCatalogues.open(url, making: making) }
        return SQLiteCatalogue(store: try making ? database.openOrCreateStore() : database.openStore(), strategy: .sql)
    }
}
