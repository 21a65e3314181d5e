import Catalogue
import CataloguePostgres

/// Which catalogue `taproom serve` serves, each case making its own `CatalogueBackend`.
enum ServedCatalogue {
    /// The SQLite file of `--database` (or TAPROOM_DATABASE, or the default location).
    case sqlite(DatabaseOptions)
    /// The PostgreSQL database of `--postgres` (or TAPROOM_POSTGRES_URL), migrated on start.
    case postgres(PostgresURL)

    /// The backend, ready to serve, and what to run once the server has stopped.
    func makeBackend() async throws -> (backend: any CatalogueBackend, close: @Sendable () async -> Void) {
        switch self {
        case .sqlite(let options):
            let store = try options.isDefaultLocation ? options.openOrCreateStore() : options.openStore()
            return (SQLiteCatalogueBackend(store: store, accounts: AccountService(store: store)), {})
        case .postgres(let url):
            let backend = try await Self.migratedBackend(url)
            return (backend, { await backend.shutdown() })
        }
    }

    /// The PostgreSQL database at `url`, migrated; a failure to reach it is a `CommandFailure`.
    static func migratedBackend(_ url: PostgresURL) async throws -> PostgresCatalogueBackend {
        let backend = PostgresCatalogueBackend(configuration: url.configuration)
        do {
            // The pool keeps retrying a server it cannot reach; a person starting the server
            // hears about it in seconds instead.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await backend.migrate() }
                group.addTask {
                    try await Task.sleep(for: Self.connectDeadline)
                    throw PostgresUnreachable(seconds: Self.connectDeadline.components.seconds)
                }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            await backend.shutdown()
            let reason = (error as? PostgresUnreachable)?.description ?? String(reflecting: error)
            throw CommandFailure(message: "cannot use the PostgreSQL database at \(url.redacted): \(reason)",
                                 status: .failure)
        }
        return backend
    }

    /// How long `serve` waits for PostgreSQL to answer before giving up.
    static let connectDeadline: Duration = .seconds(10)
}

/// PostgreSQL did not answer in time: not running, not at that address, or refusing the user.
struct PostgresUnreachable: Error, CustomStringConvertible {
    let seconds: Int64
    var description: String { "no answer within \(seconds) s (is the server running, and is the URL right?)" }
}
