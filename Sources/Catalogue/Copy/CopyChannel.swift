import Dispatch
import Locking

/// What a copy's reader hands its writer: batches, then the end of its snapshot.
public enum CatalogueCopyItem: Sendable {
    case batch(CatalogueCopyBatch)
    case end(CatalogueSnapshotEnd)
}

/// What a reader says after its last batch: the counts in its snapshot, and how the source keeps
/// the bundled beers.
public struct CatalogueSnapshotEnd: Sendable {
    public let counts: CatalogueCounts
    public let bundled: BundledMark

    public init(counts: CatalogueCounts, bundled: BundledMark) {
        self.counts = counts
        self.bundled = bundled
    }
}

/// How a catalogue keeps the bundled beers: a file records the version it loaded, or that its
/// owner left them out; PostgreSQL loads them only when asked and records nothing.
public enum BundledMark: Hashable, Sendable {
    case version(String)
    case leftOut
    case notRecorded
}

/// The hand-over between a copy's reader and its writer, each inside its own transaction: a
/// reader waits while one batch is queued, so at most three batches are alive (one read, one
/// queued, one written) whatever the catalogue's size. A failure on either side ends the other
/// with the same error. The blocking forms are for a SQLite transaction, which runs on a thread
/// of its own (never one of Swift's cooperative threads).
public final class CopyChannel: Sendable {
    private struct State {
        var queued: CatalogueCopyItem?
        var sender: (item: CatalogueCopyItem, continuation: CheckedContinuation<Void, any Error>)?
        var receiver: CheckedContinuation<CatalogueCopyItem, any Error>?
        var failure: (any Error)?
    }

    private let state = Locked(State())

    public init() {}

    /// Queues `item`, waiting while another is queued.
    public func send(_ item: CatalogueCopyItem) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let resume: () -> Void = state.withLock { state in
                if let failure = state.failure { return { continuation.resume(throwing: failure) } }
                if let receiver = state.receiver {
                    state.receiver = nil
                    return { receiver.resume(returning: item); continuation.resume() }
                }
                if state.queued == nil {
                    state.queued = item
                    return { continuation.resume() }
                }
                state.sender = (item, continuation)
                return {}
            }
            resume()
        }
    }

    /// The next item, waiting for one.
    public func receive() async throws -> CatalogueCopyItem {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<CatalogueCopyItem, any Error>) in
            let resume: () -> Void = state.withLock { state in
                if let failure = state.failure { return { continuation.resume(throwing: failure) } }
                guard let item = state.queued else {
                    state.receiver = continuation
                    return {}
                }
                state.queued = state.sender?.item
                let sender = state.sender?.continuation
                state.sender = nil
                return { continuation.resume(returning: item); sender?.resume() }
            }
            resume()
        }
    }

    /// Ends the channel: every waiting and later call throws `error` (the first one given).
    public func fail(_ error: any Error) {
        let waiting: (CheckedContinuation<Void, any Error>?, CheckedContinuation<CatalogueCopyItem, any Error>?, any Error) =
            state.withLock { state in
                if state.failure == nil { state.failure = error }
                defer { (state.sender, state.receiver, state.queued) = (nil, nil, nil) }
                return (state.sender?.continuation, state.receiver, state.failure ?? error)
            }
        waiting.0?.resume(throwing: waiting.2)
        waiting.1?.resume(throwing: waiting.2)
    }

    /// `send`, from a thread that may block.
    public func sendBlocking(_ item: CatalogueCopyItem) throws {
        try waitFor { try await self.send(item) }
    }

    /// `receive`, from a thread that may block.
    public func receiveBlocking() throws -> CatalogueCopyItem {
        try waitFor { try await self.receive() }
    }
}
