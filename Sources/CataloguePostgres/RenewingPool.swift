import Locking
import Logging
import PostgresNIO
import Synchronization

/// The catalogue's connection pool, replaced by a fresh one as soon as the database answers again
/// after an outage.
///
/// postgres-nio's pool waits longer after each failed attempt to connect (100 ms × 1.25ⁿ, up to a
/// minute, and not configurable), so after 40 s away it may take another 10 s to notice that
/// PostgreSQL is back. Once a call reports the database unreachable, a new pool tries to connect
/// every `probeInterval`; the first that does becomes the pool, unless the old one is serving again
/// by then (a call holds an open connection of it). The old pool stops then; a call still waiting
/// in its queue is started again on the new one.
final class RenewingPool: Sendable {
    /// How long a fresh pool is given to connect, and the pause before the next one tries.
    static let probeWait: Duration = .seconds(1)
    static let probeInterval: Duration = .milliseconds(250)

    private struct State {
        var current: PoolGeneration
        /// Replaced pools, stopped by `shutdown()` if their last call has not stopped them.
        var replaced: [PoolGeneration] = []
        var probe: Task<Void, Never>?
        var isShutDown = false
    }

    private let configuration: PostgresClient.Configuration
    private let logger: Logger
    private let state: Locked<State>
    /// How many times a fresh pool has replaced the one before.
    let renewals = Atomic<Int>(0)

    /// Whether a fresh pool is trying to connect.
    var isProbing: Bool { state.withLock { $0.probe != nil } }

    init(configuration: PostgresClient.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        state = Locked(State(current: PoolGeneration(configuration: configuration, logger: logger)))
    }

    /// Runs `body` on a connection of the current pool. A call that was still waiting for a
    /// connection when its pool was replaced waits again in the new one: its body has not run.
    func withConnection<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        while true {
            let generation = state.withLock { $0.current }
            let leased = Atomic<Bool>(false)
            do {
                return try await generation.withConnection { connection in
                    leased.store(true, ordering: .relaxed)
                    return try await body(connection)
                }
            } catch where !leased.load(ordering: .relaxed) && generation.isReplaced
                && !state.withLock({ $0.isShutDown }) {
                continue
            }
        }
    }

    /// A call found the database unreachable: unless one is running, starts the search for a pool
    /// that connects.
    func reportUnreachable() {
        state.withLock { state in
            guard state.probe == nil, !state.isShutDown else { return }
            state.probe = Task { [self] in await probe() }
        }
    }

    private func probe() async {
        defer { state.withLock { $0.probe = nil } }
        while !Task.isCancelled {
            let candidate = PoolGeneration(configuration: configuration, logger: logger)
            if await candidate.connects(within: Self.probeWait) {
                let replaced = state.withLock { state -> PoolGeneration? in
                    guard !state.isShutDown, !state.current.isServing else { return nil }
                    defer { state.current = candidate }
                    state.replaced.append(state.current)
                    return state.current
                }
                if let replaced {
                    replaced.retire()
                    renewals.add(1, ordering: .relaxed)
                    logger.notice("the database answers again: serving from a new connection pool")
                } else {
                    await candidate.stop()
                }
                return
            }
            await candidate.stop()
            do { try await Task.sleep(for: Self.probeInterval) } catch { return }
        }
    }

    /// Stops every pool; calls waiting for a connection fail.
    func shutdown() async {
        let (generations, probe) = state.withLock { state in
            state.isShutDown = true
            return ([state.current] + state.replaced, state.probe)
        }
        probe?.cancel()
        await probe?.value
        for generation in generations { await generation.stop() }
    }
}
