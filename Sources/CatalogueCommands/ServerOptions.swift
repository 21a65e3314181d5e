import ArgumentParser
import Catalogue
import CatalogueClient
import CommandLineSupport
import Foundation
import Locking

/// `--server URL` of the reading subcommands (search, stats, export) and of an Untappd import:
/// the catalogue a `taproom serve` shares instead of a local file. Without it, TAPROOM_SERVER,
/// unless `--database` chose a file.
package struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The catalogue a `taproom serve` shares at this URL instead of a file (reading commands and import --user: default TAPROOM_SERVER).",
                               valueName: "URL"))
    package var server: String?

    package init() {}

    /// Refuses `--server` beside `--database` or `--read-only`, and a URL that is not one.
    package func validate(with database: DatabaseOptions) throws {
        if server != nil, database.database != nil || database.readOnly {
            throw ValidationError("--server reads a served catalogue: --database and --read-only are for a local file")
        }
        do {
            _ = try client(with: database)
        } catch let error as InvalidServerAddress {
            throw ValidationError("--server: \(error)")
        }
    }

    /// The server to read, or nil for the local catalogue. `allowsInsecurePasswords` (the app's
    /// `--insecure`) lets a password travel over plain HTTP to another machine.
    package func client(with database: DatabaseOptions, allowsInsecurePasswords: Bool = false) throws -> CatalogueHTTPClient? {
        let environment = ProcessInfo.processInfo.environment["TAPROOM_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        guard let url = server ?? (database.database == nil ? environment : nil) else { return nil }
        return try CatalogueHTTPClient(serverURL: url, allowsInsecurePasswords: allowsInsecurePasswords)
    }

    /// The catalogue a reading command reads: PostgreSQL's, the server's, else the local file's
    /// (each of which must hold one), searched with SQL (one search per process: loading the
    /// in-memory index first would cost more).
    func catalogue(with database: DatabaseOptions, postgres: PostgresOption) throws -> any SharedCatalogue {
        if let url = postgres.url(with: database, server: server) { return try PostgresCatalogues.open(url) }
        if let server = try client(with: database) { return server }
        return SQLiteCatalogue(store: try database.openStore(), strategy: .sql)
    }
}

/// A call to the catalogue from a synchronous command, its failures as the command reports them:
/// a query that cannot run is a bad query (exit 2); anything about the server is exit 4.
func fromCatalogue<Value: Sendable>(_ request: @escaping @Sendable () async throws -> Value) throws -> Value {
    do {
        return try waitFor(request)
    } catch let error as QueryError {
        throw CommandFailure(message: "bad query: \(error)", status: .badQuery)
    } catch RemoteCatalogueError.rejected(_, _, let message, "q") {
        throw CommandFailure(message: "bad query: \(message)", status: .badQuery)
    } catch let error as RemoteCatalogueError {
        throw CommandFailure(message: error.description, status: .server)
    } catch let error as AccountError {
        throw CommandFailure(message: "\(error)", status: .failure)
    }
}
