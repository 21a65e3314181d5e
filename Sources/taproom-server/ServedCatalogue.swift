import Catalogue
import CataloguePostgres
import CommandLineSupport
import Foundation
import Logging

/// Which catalogue `taproom serve` serves, each case making its store.
enum ServedCatalogue {
    /// The SQLite file of `--database` (or TAPROOM_DATABASE, or the default location).
    case sqlite(DatabaseOptions)
    /// The PostgreSQL database of `--postgres` (or TAPROOM_POSTGRES_URL), migrated on start.
    case postgres(PostgresURL)

    /// The store, ready to serve, and what to run once the server has stopped.
    func open(logger: Logger) async throws -> (catalogue: any SharedCatalogue, close: @Sendable () async -> Void) {
        switch self {
        case .sqlite(let options):
            let store = try options.isDefaultLocation ? options.openOrCreateStore() : options.openStore()
            let catalogue = SQLiteCatalogue(store: store)
            catalogue.prepareSearch()
            return (catalogue, {})
        case .postgres(let url):
            let catalogue = try await PostgresDatabase.open(url, status: .failure) { try await $0.migrate() }
            let preparing = Task { await Self.prepareSearch(catalogue, logger) }
            return (catalogue, {
                preparing.cancel()
                await catalogue.shutdown()
            })
        }
    }

    /// Loads the server's search mirror, trying again (after 1 s, then longer, up to 30 s) while
    /// the database cannot be read; searches run in PostgreSQL meanwhile.
    private static func prepareSearch(_ catalogue: PostgresCatalogue, _ logger: Logger) async {
        var delay = Duration.seconds(1)
        while !Task.isCancelled {
            let start = ContinuousClock.now
            do {
                try await catalogue.prepareSearch()
                let took = (ContinuousClock.now - start).components
                let seconds = Double(took.seconds) + Double(took.attoseconds) / 1e18
                let beers = (try? await catalogue.stats().beers).map(String.init) ?? "?"
                logger.info("search index loaded", metadata: ["beers": "\(beers)", "seconds": "\(String(format: "%.2f", seconds))"])
                return
            } catch {
                guard !Task.isCancelled else { return }
                logger.warning("loading the search index failed; searches run in PostgreSQL until it loads",
                               metadata: ["error": "\(String(reflecting: error))"])
            }
            do { try await Task.sleep(for: delay) } catch { return }
            delay = min(delay * 2, .seconds(30))
        }
    }
}

/// Reaching a PostgreSQL database from a command or `serve`.
enum PostgresDatabase {
    /// The catalogue at `url` once `prepare` has run on it. A `CommandFailure` that `prepare`
    /// throws is passed on; not reaching the database in time, or any other failure, is a
    /// `CommandFailure` with `status` naming the database (never its password).
    static func open(_ url: PostgresURL, status: ExitStatus,
                     prepare: @escaping @Sendable (PostgresCatalogue) async throws -> Void) async throws -> PostgresCatalogue {
        let catalogue = PostgresCatalogue(configuration: url.configuration, location: url.redacted)
        do {
            // The pool keeps retrying a server it cannot reach; a person hears about it in seconds instead.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await prepare(catalogue) }
                group.addTask {
                    try await Task.sleep(for: Self.connectDeadline)
                    throw PostgresUnreachable(seconds: Self.connectDeadline.components.seconds)
                }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            await catalogue.shutdown()
            if let failure = error as? CommandFailure { throw failure }
            let reason = switch error {
            case let error as PostgresUnreachable: error.description
            case CatalogueError.unavailable: PostgresUnreachable(seconds: catalogue.connectionWait.components.seconds).description
            default: String(reflecting: error)
            }
            throw CommandFailure(message: "cannot use the PostgreSQL database at \(url.redacted): \(reason)", status: status)
        }
        return catalogue
    }

    /// How long a command waits for PostgreSQL to answer before giving up.
    static let connectDeadline: Duration = .seconds(10)
}

/// PostgreSQL did not answer in time: not running, not at that address, or refusing the user.
struct PostgresUnreachable: Error, CustomStringConvertible {
    let seconds: Int64
    var description: String { "no answer within \(seconds) s (is the server running, and is the URL right?)" }
}
