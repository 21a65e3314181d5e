import GRDB

/// Which beers a full-text term matches, in memory: in their own names' words, and through
/// their brewery and style, in those names' words (each indexed once, not once per beer).
extension SearchIndex {
    /// Adds every beer with a word starting with `prefix` (one folded token) in one of
    /// `columns`: its name, its brewery's name or its style's.
    func insertMatches(ofPrefix prefix: [UInt8], in columns: SearchColumns, into set: inout SlotSet) {
        if columns.contains(.name) {
            beerWords.insertMatches(ofPrefix: prefix, into: &set)
        }
        if columns.contains(.brewery) {
            var matched = SlotSet(capacity: breweries.count)
            if breweryWords.insertMatches(ofPrefix: prefix, into: &matched) {
                beersOfBrewery.insertBeers(of: matched, into: &set)
            }
        }
        if columns.contains(.style) {
            var matched = SlotSet(capacity: styles.count)
            if styleWords.insertMatches(ofPrefix: prefix, into: &matched) {
                beersOfStyle.insertBeers(of: matched, into: &set)
            }
        }
    }

    /// The beers FTS5 `pattern` matches in one of `columns`, asked of each column's index.
    func matches(of pattern: FTS5Pattern, in columns: SearchColumns, _ db: Database) throws -> SlotSet {
        var set = SlotSet(capacity: count)
        if columns.contains(.name) {
            try forEachMatch(of: pattern, in: .beers, db) { id in
                if let slot = slot(of: id) { set.insert(slot) }
            }
        }
        if columns.contains(.brewery) {
            var matched = SlotSet(capacity: breweries.count)
            try forEachMatch(of: pattern, in: .breweries, db) { id in
                if let slot = breweries.slot(of: id) { matched.insert(slot) }
            }
            beersOfBrewery.insertBeers(of: matched, into: &set)
        }
        if columns.contains(.style) {
            var matched = SlotSet(capacity: styles.count)
            try forEachMatch(of: pattern, in: .styles, db) { id in
                if let slot = styles.slot(of: id) { matched.insert(slot) }
            }
            beersOfStyle.insertBeers(of: matched, into: &set)
        }
        return set
    }

    private func forEachMatch(of pattern: FTS5Pattern, in table: FullTextTable, _ db: Database,
                              _ body: (Int64) -> Void) throws {
        let ids = try Int64.fetchCursor(
            db.cachedStatement(sql: "SELECT rowid FROM \(table.name) WHERE \(table.name) MATCH ?"), arguments: [pattern])
        while let id = try ids.next() { body(id) }
    }
}
