import Catalogue
import Logging
import PostgresNIO

extension PostgresCatalogueBackend {
    /// The channel migration 5's trigger announces every move of the revision on.
    static let revisionChannel = "taproom_revision"

    /// LISTENs on one of the pool's connections, kept for as long as the stream is: PostgreSQL
    /// sends a notification when a transaction that moved the revision commits, through any
    /// server process. A lost connection is replaced (waiting longer after each failure, up to
    /// `maximumListenRetryDelay`); once listening again the stream yields, so the revision is
    /// read again and nothing committed in between is missed.
    public func revisionChanges() -> AsyncStream<Void> {
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let listening = Task { [client, logger] in
            var delay = Self.firstListenRetryDelay
            while !Task.isCancelled {
                do {
                    try await client.withConnection { connection in
                        try await connection.listen(on: Self.revisionChannel) { notifications in
                            continuation.yield()
                            delay = Self.firstListenRetryDelay
                            for try await _ in notifications { continuation.yield() }
                        }
                    }
                } catch {
                    guard !Task.isCancelled else { break }
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
