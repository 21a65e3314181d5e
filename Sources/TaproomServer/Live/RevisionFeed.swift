import Catalogue
import Locking
import Logging

/// The catalogue's revision as this process's `/v1/events` clients hear it: ONE watcher of the
/// backend's `revisionChanges()` per server process, whatever the number of clients, reading
/// `revision()` once per change and posting the new number to every subscription. It also posts
/// a keep-alive to all after `keepAlive` without an event. It watches only while someone is
/// subscribed; with nobody, or while nothing changes, it does no work beyond what the backend
/// needs to notice a change.
final class RevisionFeed: Sendable {
    private struct State {
        var subscribers: [Int: WeakSubscription] = [:]
        var nextID = 0
        var watcher: Task<Void, Never>?
        /// The newest revision posted by the running watcher.
        var latest: Int?
        /// When the running watcher last posted anything.
        var lastPosted = ContinuousClock.now
    }

    private struct WeakSubscription {
        weak var subscription: RevisionSubscription?
    }

    private let backend: any CatalogueBackend
    private let keepAlive: Duration
    private let logger: Logger
    private let state = Locked(State())

    init(backend: any CatalogueBackend, keepAlive: Duration, logger: Logger = Logger(label: "taproom.events")) {
        self.backend = backend
        self.keepAlive = keepAlive
        self.logger = logger
    }

    /// A new subscription, posted every revision from now on (and keep-alives) until it leaves.
    func subscribe() -> RevisionSubscription {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let subscription = RevisionSubscription(onLeave: { [weak self] in self?.unsubscribe(id) })
            state.subscribers[id] = WeakSubscription(subscription: subscription)
            if state.watcher == nil {
                state.latest = nil
                state.lastPosted = .now
                state.watcher = Task { await self.watch() }
            }
            return subscription
        }
    }

    /// How many subscriptions are live (tests see the feed stop when its clients leave).
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Whether the one watcher is running.
    var isWatching: Bool { state.withLock { $0.watcher != nil } }

    private func unsubscribe(_ id: Int) {
        let stopped = state.withLock { state -> Task<Void, Never>? in
            state.subscribers[id] = nil
            guard state.subscribers.isEmpty else { return nil }
            defer { state.watcher = nil }
            return state.watcher
        }
        stopped?.cancel()
    }

    private func watch() async {
        await withDiscardingTaskGroup { group in
            group.addTask {
                for await _ in self.backend.revisionChanges() { await self.readRevision() }
            }
            group.addTask { await self.sendKeepAlives() }
        }
    }

    /// Reads the revision after a change and posts it if it moved forward; a failed read is
    /// tried again (a second later) rather than leaving clients behind until the next change.
    private func readRevision() async {
        while !Task.isCancelled {
            do {
                post(try await backend.revision())
                return
            } catch {
                logger.warning("cannot read the catalogue's revision", metadata: ["error": "\(String(reflecting: error))"])
                do { try await Task.sleep(for: .seconds(1)) } catch { return }
            }
        }
    }

    private func post(_ revision: Int) {
        let subscribers = state.withLock { state -> [RevisionSubscription] in
            guard revision > (state.latest ?? .min) else { return [] }
            state.latest = revision
            state.lastPosted = .now
            return state.subscribers.values.compactMap(\.subscription)
        }
        for subscriber in subscribers { subscriber.post(revision: revision) }
    }

    private func sendKeepAlives() async {
        while !Task.isCancelled {
            let due = state.withLock { $0.lastPosted } + keepAlive
            do { try await Task.sleep(until: due, clock: .continuous) } catch { return }
            let subscribers = state.withLock { state -> [RevisionSubscription] in
                guard state.lastPosted + keepAlive <= .now else { return [] }
                state.lastPosted = .now
                return state.subscribers.values.compactMap(\.subscription)
            }
            for subscriber in subscribers { subscriber.postKeepAlive() }
        }
    }
}
