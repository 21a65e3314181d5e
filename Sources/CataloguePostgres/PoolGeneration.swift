import Locking
import Logging
import PostgresNIO

/// One postgres-nio pool and the task that runs it, with the connections its calls hold.
final class PoolGeneration: Sendable {
    private let client: PostgresClient
    private let logger: Logger
    private let running: Task<Void, Never>

    private struct State {
        var held: [Int: PostgresConnection] = [:]
        var nextHold = 0
        var isReplaced = false
    }

    private let state = Locked(State())

    init(configuration: PostgresClient.Configuration, logger: Logger) {
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.logger = logger
        // Started on this thread, so the pool is running before `init` returns: a plain `Task` may
        // not have begun when the first query asks the pool for a connection (postgres-nio then
        // warns that `run()` has not been called). Linux always has `Task.immediate`.
        if #available(macOS 26, *) {
            running = Task.immediate { await client.run() }
        } else {
            running = Task { await client.run() }
        }
    }

    func withConnection<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        try await client.withConnection { connection in
            let hold = state.withLock { state in
                defer { state.nextHold += 1 }
                state.held[state.nextHold] = connection
                return state.nextHold
            }
            defer { release(hold) }
            return try await body(connection)
        }
    }

    private func release(_ hold: Int) {
        state.withLock { state in state.held[hold] = nil }
    }

    /// Whether a call holds one of its connections that is still open: the pool works.
    var isServing: Bool { state.withLock { $0.held.values.contains { !$0.isClosed } } }

    var isReplaced: Bool { state.withLock { $0.isReplaced } }

    /// Stops the pool for good, which fails the calls waiting in its queue (`RenewingPool` starts
    /// them again on the pool that replaced this one). Retired only when no call holds an open
    /// connection of it: those of an outage are closed, and their calls answered as unavailable.
    func retire() {
        state.withLock { state in state.isReplaced = true }
        running.cancel()
    }

    /// Whether this pool opens a connection that answers within `wait`; stopped, if not, so its
    /// attempt ends.
    func connects(within wait: Duration) async -> Bool {
        let deadline = Task { [running] in
            do { try await Task.sleep(for: wait) } catch { return }
            running.cancel()
        }
        defer { deadline.cancel() }
        return await withTaskCancellationHandler {
            (try? await withConnection { connection in
                _ = try await connection.query("SELECT 1", logger: logger).collect()
            }) != nil
        } onCancel: { [running] in
            running.cancel()
        }
    }

    func stop() async {
        running.cancel()
        await running.value
    }
}
