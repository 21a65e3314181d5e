import GRDB

/// The ids of the beers a full-text MATCH finds, read once per search and then tested in memory.
///
/// SQLite answers `b.id IN (SELECT rowid FROM beers_fts ...)` by first copying every match into
/// a temporary b-tree (about 4 ms for 12,000 matches), and counting matches that also pass a
/// numeric filter costs one table seek per match (about 1 µs each). Reading the ids here takes
/// about 1 ms, and the membership test is a bit lookup.
struct MatchSet {
    /// Matching beer ids, ascending.
    let ids: [Int64]
    private let membership: Membership

    private enum Membership {
        /// Bit `id` set for each match: ids are dense in practice (SQLite assigns max + 1).
        case bits([UInt64])
        /// For a database whose ids are too sparse for a bitmap.
        case set(Set<Int64>)
    }

    init(ids: [Int64]) {
        let sorted = ids.sorted()
        self.ids = sorted
        let largest = sorted.last ?? 0
        if sorted.first ?? 0 >= 0, largest < Int64(64 * max(1 << 16, 16 * sorted.count)) {
            var words = [UInt64](repeating: 0, count: Int(largest / 64) + 1)
            for id in sorted { words[Int(id / 64)] |= 1 << UInt64(id % 64) }
            membership = .bits(words)
        } else {
            membership = .set(Set(sorted))
        }
    }

    /// Every beer matching `expression` (an FTS5 MATCH expression).
    static func fetch(_ db: Database, matching expression: String) throws -> MatchSet {
        var ids: [Int64] = []
        let cursor = try Int64.fetchCursor(
            db.cachedStatement(sql: "SELECT rowid FROM beers_fts WHERE beers_fts MATCH ?"), arguments: [expression])
        while let id = try cursor.next() { ids.append(id) }
        return MatchSet(ids: ids)
    }

    var count: Int { ids.count }

    func contains(_ id: Int64) -> Bool {
        switch membership {
        case .bits(let words):
            guard id >= 0, id / 64 < Int64(words.count) else { return false }
            return words[Int(id / 64)] & (1 << UInt64(id % 64)) != 0
        case .set(let set):
            return set.contains(id)
        }
    }
}
