import Foundation

extension SQLiteCatalogue {
    /// The revision now, then each time it moves: this process's commits are heard at once (the
    /// store's region observation, on the writer's queue), other processes' (a `taproom import`,
    /// the app on the same file) through SQLite's `data_version`, asked every
    /// `externalChangeInterval`, since SQLite has no cross-process notification. Between looks
    /// nothing runs. A failed read of the revision is tried again at the next change or look.
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

    /// Yields once at once, then after every change that may move the revision, keeping only the
    /// newest signal (a burst is one).
    private func changeSignals() -> AsyncStream<Void> {
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let store = store
        let ownCommits = store.observeChanges { continuation.yield() }
        let otherCommits = Task { [work, externalChangeInterval] in
            var seen = try? await work.run { try store.dataVersion() }
            // Whatever another process committed before that first look is read now.
            continuation.yield()
            while !Task.isCancelled {
                do { try await Task.sleep(for: externalChangeInterval) } catch { break }
                // A failed look (the file busy or gone) is tried again at the next interval.
                guard let version = try? await work.run({ try store.dataVersion() }), version != seen else { continue }
                seen = version
                continuation.yield()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            ownCommits.cancel()
            otherCommits.cancel()
        }
        return changes
    }
}
