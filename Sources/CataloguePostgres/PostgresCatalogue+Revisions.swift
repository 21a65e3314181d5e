import Catalogue
import Logging
import PostgresNIO

extension PostgresCatalogue {
    /// The channel migration 5's trigger announces every move of the revision on.
    static let revisionChannel = "taproom_revision"

    /// The revision now, then each time it moves (`changeSignals()`); a failed read of the
    /// revision is tried again at the next signal.
    public func revisions() -> AsyncThrowingStream<Int, Error> {
        let (revisions, continuation) = AsyncThrowingStream<Int, Error>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let changes = changeSignals()
        let reading = Task { [weak self] in
            var last: Int?
            for await change in changes {
                if case .lost = change { continue }
                guard let self, let revision = try? await revision() else { continue }
                if revision > last ?? .min {
                    last = revision
                    continuation.yield(revision)
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in reading.cancel() }
        return revisions
    }

    /// What `changeSignals()` tells.
    enum ChangeSignal: Sendable {
        /// Listening (again): what changed while not listening is unknown, so read the revision.
        case listening
        /// A transaction moved the revision to this (nil if the payload was not a number).
        case moved(Int64?)
        /// The listening connection was lost: changes go unheard until `.listening`.
        case lost
    }

    /// LISTENs on one of the pool's connections, kept for as long as the stream is: PostgreSQL
    /// sends a notification when a transaction that moved the revision commits, through any
    /// server process. A lost connection is replaced (waiting longer after each failure, up to
    /// `maximumListenRetryDelay`); once listening again the stream yields `.listening`, so the
    /// revision is read again and nothing committed in between is missed. `shutdown()` ends the
    /// stream. Only the latest signal waits to be taken: each one's reader reads the revision,
    /// or catches up with everything since it last did, so a later signal stands for earlier ones.
    func changeSignals() -> AsyncStream<ChangeSignal> {
        let (changes, continuation) = AsyncStream<ChangeSignal>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let listening = Task { [self] in
            var delay = Self.firstListenRetryDelay
            while !Task.isCancelled, !isShutDown.load(ordering: .sequentiallyConsistent) {
                do {
                    try await pool.withConnection { connection in
                        try await connection.listen(on: Self.revisionChannel) { notifications in
                            continuation.yield(.listening)
                            delay = Self.firstListenRetryDelay
                            for try await notification in notifications { continuation.yield(.moved(Int64(notification.payload))) }
                        }
                    }
                    continuation.yield(.lost)
                } catch {
                    continuation.yield(.lost)
                    if unavailable(error) != nil { pool.reportUnreachable() }
                    guard !Task.isCancelled, !isShutDown.load(ordering: .sequentiallyConsistent) else { break }
                    logger.warning("listening for catalogue changes failed; listening again",
                                   metadata: ["error": "\(String(reflecting: error))"])
                }
                guard !Task.isCancelled else { break }
                do { try await Task.sleep(for: delay) } catch { break }
                delay = min(delay * 2, Self.maximumListenRetryDelay)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in listening.cancel() }
        return changes
    }

    static let firstListenRetryDelay: Duration = .milliseconds(100)
    static let maximumListenRetryDelay: Duration = .seconds(5)
}
