extension SQLiteCatalogueBackend {
    /// This process's commits are heard at once (the store's region observation, on the writer's
    /// queue); other processes' (a `taproom import`, the app on the same file) through SQLite's
    /// `data_version`, asked every `externalChangeInterval`, since SQLite has no cross-process
    /// notification. Between looks, nothing runs.
    public func revisionChanges() -> AsyncStream<Void> {
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
        }
        continuation.onTermination = { _ in
            ownCommits.cancel()
            otherCommits.cancel()
        }
        return changes
    }
}
