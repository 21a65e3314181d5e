import Catalogue
import Locking
import PostgresNIO
import _ConnectionPoolModule

extension PostgresCatalogue {
    /// How long a call waits for one of the pool's connections before it reports the catalogue
    /// unavailable. While PostgreSQL is down or restarting the pool keeps trying to connect in the
    /// background (`RenewingPool`); a call that has its connection runs as long as it needs.
    public static let defaultConnectionWait: Duration = .seconds(3)

    /// How many times the connection pool was replaced by a fresh one that reached the database
    /// after an outage (`RenewingPool`).
    public var connectionPoolRenewals: Int { pool.renewals.load(ordering: .relaxed) }

    /// Whether a fresh connection pool is trying to reach the database (after a call found it unreachable).
    public var isProbingForTheDatabase: Bool { pool.isProbing }

    /// Runs `body` on one of the pool's connections; when the database cannot be reached (no
    /// connection within `connectionWait`, or one lost on the way), throws
    /// `CatalogueError.unavailable` instead of waiting on, so a server answers `503` in time.
    ///
    /// `body` runs in a task of its own, so that the call can answer without it: postgres-nio
    /// sometimes never ends a statement whose connection PostgreSQL closed under it (a restart),
    /// so a call still running after `connectionWait` answers as soon as its connection is closed,
    /// whether or not its statement has. A call whose connection stays open runs as long as it needs.
    func withReachableConnection<Result: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let pool = pool
        let wait = connectionWait
        let leased = LeasedConnection()
        let answer = FirstAnswer<Result>()
        let work = Task {
            do {
                answer.give(.success(try await pool.withConnection { connection in
                    leased.set(connection)
                    return try await body(connection)
                }))
            } catch {
                answer.give(.failure(error))
            }
        }
        let watch = Task {
            // A call answered within the wait cancels this here.
            try await Task.sleep(for: wait)
            defer { work.cancel() }
            guard let connection = leased.connection else { return answer.give(.failure(NoConnectionInTime())) }
            try await connection.closeFuture.get()
            answer.give(.failure(ConnectionLostUnderStatement()))
        }
        defer { watch.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await answer.value
            } onCancel: {
                work.cancel()
            }
        } catch {
            guard let unavailable = unavailable(error) else { throw error }
            pool.reportUnreachable()
            throw unavailable
        }
    }

    /// `CatalogueError.unavailable` for an error that says the database could not be reached, or
    /// nil for any other (which stays as it is).
    func unavailable(_ error: any Error) -> CatalogueError? {
        switch error {
        case is NoConnectionInTime:
            return .unavailable("no connection to \(location) within \(connectionWait)")
        case is ConnectionLostUnderStatement:
            return .unavailable("the connection to \(location) closed under a statement")
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

/// A statement's connection closed and the statement did not end.
private struct ConnectionLostUnderStatement: Error {}

/// The connection the call was given, once it has one.
private final class LeasedConnection: Sendable {
    private let leased = Locked<PostgresConnection?>(nil)

    func set(_ connection: PostgresConnection) { leased.withLock { $0 = connection } }
    var connection: PostgresConnection? { leased.withLock { $0 } }
}

/// The first of the answers a call may get; later ones are dropped.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private struct State {
        var answer: Result<Value, any Error>?
        var waiting: CheckedContinuation<Value, any Error>?
    }

    private let state = Locked(State())

    func give(_ answer: Result<Value, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard state.answer == nil else { return nil }
            state.answer = answer
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(with: answer)
    }

    var value: Value {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                let ready = state.withLock { state -> Result<Value, any Error>? in
                    if state.answer == nil { state.waiting = continuation }
                    return state.answer
                }
                if let ready { continuation.resume(with: ready) }
            }
        }
    }
}
