import ArgumentParser
import Catalogue
import CatalogueClient
import Foundation

/// `--server URL` of the reading subcommands (search, stats, export): the catalogue a
/// `taproom serve` shares instead of a local file. Without it, TAPROOM_SERVER, unless
/// `--database` chose a file.
struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read the catalogue a `taproom serve` shares at this URL instead of a file. Default: TAPROOM_SERVER.",
                               valueName: "URL"))
    var server: String?

    /// Refuses `--server` beside `--database` or `--read-only`, and a URL that is not one.
    func validate(with database: DatabaseOptions) throws {
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
    func client(with database: DatabaseOptions, allowsInsecurePasswords: Bool = false) throws -> CatalogueHTTPClient? {
        let environment = ProcessInfo.processInfo.environment["TAPROOM_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        guard let url = server ?? (database.database == nil ? environment : nil) else { return nil }
        return try CatalogueHTTPClient(serverURL: url, allowsInsecurePasswords: allowsInsecurePasswords)
    }
}

/// A request to the server from a synchronous command: its failures as the command reports them
/// (a refused query is a bad query; anything else about the server exits with `ExitStatus.server`).
func fromServer<Value: Sendable>(_ request: @escaping @Sendable () async throws -> Value) throws -> Value {
    do {
        return try waitFor(request)
    } catch RemoteCatalogueError.rejected(_, _, let message, "q") {
        throw CommandFailure(message: "bad query: \(message)", status: .badQuery)
    } catch let error as RemoteCatalogueError {
        throw CommandFailure(message: error.description, status: .server)
    }
}
