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
            for await _ in changes {
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

    /// LISTENs on one of the pool's connections, kept for as long as the stream is: PostgreSQL
    /// sends a notification when a transaction that moved the revision commits, through any
    /// server process. A lost connection is replaced (waiting longer after each failure, up to
    /// `maximumListenRetryDelay`); once listening again the stream yields, so the revision is
    /// read again and nothing committed in between is missed. `shutdown()` ends the stream.
    func changeSignals() -> AsyncStream<Void> {
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let listening = Task { [self] in
            var delay = Self.firstListenRetryDelay
            while !Task.isCancelled, !isShutDown.load(ordering: .sequentiallyConsistent) {
                do {
                    try await client.withConnection { connection in
                        try await connection.listen(on: Self.revisionChannel) { notifications in
                            continuation.yield()
                            delay = Self.firstListenRetryDelay
                            for try await _ in notifications { continuation.yield() }
                        }
                    }
                } catch {
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
