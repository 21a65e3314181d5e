import GRDB

extension Database {
    /// Runs `body` with SQLite's sorter allowed one helper thread (`PRAGMA threads`), then puts
    /// the connection's setting back. A large sort (the sorted insert of a bulk import, or an
    /// index built at its end) then sorts one share of its rows on the other core while this
    /// thread reads the next; at a million beers that took a quarter to a third off both.
    /// Each thread sorts up to the page cache's size in memory, so the caller sizes the cache
    /// with that in mind.
    func withSortHelperThread<T>(_ body: () throws -> T) throws -> T {
        let previous = try Int.fetchOne(self, sql: "PRAGMA threads") ?? 0
        try execute(sql: "PRAGMA threads = 1")
        defer { try? execute(sql: "PRAGMA threads = \(previous)") }
        return try body()
    }
}
