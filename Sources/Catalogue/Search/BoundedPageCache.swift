import GRDB

extension Database {
    /// Runs `body` with this connection's page cache held to `kibibytes`, then restores its size
    /// (the pages beyond it are dropped, and handed back to the system: glibc would keep them).
    /// A one-pass read over a large catalogue, or reads here and there, then keep their pages in
    /// the system's file cache, not in a connection's 16 MB cache in the app's memory.
    func withPageCache<T>(kibibytes: Int, _ body: () throws -> T) throws -> T {
        let cacheSize = try Int.fetchOne(self, sql: "PRAGMA cache_size") ?? -2_000
        try execute(sql: "PRAGMA cache_size = -\(kibibytes)")
        defer {
            try? execute(sql: "PRAGMA cache_size = \(cacheSize)")
            FreedMemory.giveBack()
        }
        return try body()
    }
}
