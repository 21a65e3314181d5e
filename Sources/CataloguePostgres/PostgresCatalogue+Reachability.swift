import Catalogue
import Locking
import PostgresNIO
import _ConnectionPoolModule

extension PostgresCatalogue {
    /// How long a call waits for one of the pool's connections before it reports the catalogue
    /// unavailable. While PostgreSQL is down or restarting the pool keeps trying to connect in the
    /// background (postgres-nio's backoff); a call that has its connection runs as long as it needs.
    public static let defaultConnectionWait: Duration = .seconds(3)

    /// Runs `body` on one of the pool's connections; when the database cannot be reached (no
    /// connection within `connectionWait`, or one lost on the way), throws
    /// `CatalogueError.unavailable` instead of waiting on, so a server answers `503` in time.
    func withReachableConnection<Result: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let client = client
        let wait = connectionWait
        let leased = LeaseFlag()
        do {
            return try await withThrowingTaskGroup(of: Result?.self) { group in
                group.addTask {
                    try await client.withConnection { connection in
                        leased.set()
                        return try await body(connection)
                    }
                }
                group.addTask {
                    try await Task.sleep(for: wait)
                    if !leased.isSet { throw NoConnectionInTime() }
                    return nil
                }
                // The first answer that is the body's; the timer's `nil` only says it had its connection.
                while let answer = try await group.next() {
                    if let result = answer {
                        group.cancelAll()
                        return result
                    }
                }
                throw CancellationError()
            }
        } catch {
            throw unavailable(error) ?? error
        }
    }

    /// `CatalogueError.unavailable` for an error that says the database could not be reached, or
    /// nil for any other (which stays as it is).
    func unavailable(_ error: any Error) -> CatalogueError? {
        switch error {
        case is NoConnectionInTime:
            return .unavailable("no connection to \(location) within \(connectionWait)")
        case is ConnectionPoolError:
            return .unavailable("\(location) cannot be reached (the connection pool is waiting to try again)")
        case let error as PSQLError:
            switch error.code {
            case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed:
                return .unavailable("the connection to \(location) failed")
            default:
                // Class 08 is "connection exception"; 57P01–57P03: the server is shutting down or starting up.
                guard let state = error.sqlState, state.hasPrefix("08") || state.hasPrefix("57P") else { return nil }
                return .unavailable("\(location) is not accepting statements now (SQLSTATE \(state))")
            }
        default:
            return nil
        }
    }
}

/// The pool gave no connection within the wait.
private struct NoConnectionInTime: Error {}

/// Whether the call has its connection (set once, read by the wait).
private final class LeaseFlag: Sendable {
    private let flag = Locked(false)

    func set() { flag.withLock { $0 = true } }
    var isSet: Bool { flag.withLock { $0 } }
}
