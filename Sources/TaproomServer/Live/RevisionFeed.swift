import Catalogue
import Locking
import Logging

/// The catalogue's revision as this process's `/v1/events` clients hear it: ONE watcher of the
/// catalogue's `revisions()` per server process, whatever the number of clients, posting each new
/// number to every subscription. It also posts
/// a keep-alive to all after `keepAlive` without an event. It watches only while someone is
/// subscribed; with nobody, or while nothing changes, it does no work beyond what the catalogue
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

    private let catalogue: any BeerCatalogue
    private let keepAlive: Duration
    private let logger: Logger
    private let state = Locked(State())

    init(catalogue: any BeerCatalogue, keepAlive: Duration, logger: Logger = Logger(label: "taproom.events")) {
        self.catalogue = catalogue
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
            group.addTask { await self.followRevisions() }
            group.addTask { await self.sendKeepAlives() }
        }
    }

    /// Posts each revision the catalogue announces; a stream that fails or ends (a lost
    /// connection to the database) is started again a second later, and its first number is
    /// whatever moved meanwhile.
    private func followRevisions() async {
        while !Task.isCancelled {
            do {
                for try await revision in catalogue.revisions() { post(revision) }
            } catch {
                logger.warning("cannot follow the catalogue's revision", metadata: ["error": "\(String(reflecting: error))"])
            }
            do { try await Task.sleep(for: .seconds(1)) } catch { return }
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
