import GRDB

/// How a search finds its beers.
public enum SearchStrategy: Hashable, Sendable {
    /// Through the store's in-memory index (`SearchIndex`), loaded first when the catalogue has
    /// changed since (about 0.4 s for 100,000 beers), then about 2 ms a query: for an app that
    /// searches as the user types.
    case inMemory
    /// SQL over FTS5 and the tables, loading nothing (about 30 ms for a short prefix at 100,000
    /// beers): for a one-off search such as `taproom search`.
    case sql
    /// The in-memory index when it is already loaded for the catalogue as it is now, with the
    /// requested order, else SQL at once: for an app that loads the index in the background
    /// (`prepareSearch`) and must not keep a query waiting for it (about 4 s at 1,000,000 beers).
    case inMemoryWhenLoaded
}

extension CatalogueStore {
    /// One page of beers matching the request, with the total count. Throws `QueryError` for a
    /// query that cannot run (such as `fav` with no user), else database errors.
    ///
    /// In memory, the beers are selected in a bitmap (`SearchIndex`), the sort order is walked
    /// for the page's ids, and just those rows' display columns are read. The `.sql` strategy,
    /// and an unfiltered first page while the index is not loaded (the first screen), run SQL
    /// instead. A page at an offset (`NextPage(offset:)`) follows the same strategy: SQL skips
    /// the rows before it (`OFFSET`), the in-memory index walks past them.
    public func search(_ request: SearchRequest, userID: Int64? = nil, strategy: SearchStrategy = .inMemory) throws -> BeerPage {
        try searchTellingIndex(request, userID: userID, strategy: strategy).page
    }

    /// `search`, and whether the in-memory index answered (a `.inMemoryWhenLoaded` search that
    /// SQL answered found it missing for its order).
    func searchTellingIndex(_ request: SearchRequest, userID: Int64?,
                            strategy: SearchStrategy) throws -> (page: BeerPage, usedIndex: Bool) {
        var request = request
        request.userID = userID
        let limit = max(1, request.limit)
        let column = SortColumn(request.sort)
        let offset = request.after?.offset
        return try reading { db in
            let plan = try SearchPlan(query: request.query, userID: request.userID, db)
            let index = try searchIndex(for: plan, request.sort, strategy, loadingForUnfiltered: offset != nil, db)
            let (total, rows) = if let index {
                if let offset {
                    try Self.inMemoryRows(db, request, plan, index, offset: offset, limit: limit + 1)
                } else {
                    try Self.inMemoryRows(db, request, plan, index, limit: limit + 1)
                }
            } else if strategy == .inMemoryWhenLoaded {
                // Standing in while the index loads: what it reads is not worth keeping.
                try db.withPageCache(kibibytes: 1_024) {
                    try Self.sqlRows(db, request, plan, column, offset: offset ?? 0, limit: limit + 1)
                }
            } else {
                try Self.sqlRows(db, request, plan, column, offset: offset ?? 0, limit: limit + 1)
            }
            return (Self.page(rows: rows, limit: limit, total: total, request), index != nil)
        }
    }

    /// The in-memory index a search with `strategy` runs on, or nil for SQL. `.inMemory` loads
    /// the index for a filtered query (and, with `loadingForUnfiltered`, for an unfiltered one)
    /// and otherwise uses it only when it is already loaded, as SQL answers a first screen as fast.
    func searchIndex(for plan: SearchPlan, _ sort: SortField, _ strategy: SearchStrategy,
                     loadingForUnfiltered: Bool, _ db: Database) throws -> SearchIndex? {
        switch strategy {
        case .sql: nil
        case .inMemory: plan.isUnfiltered && !loadingForUnfiltered ? try searchIndex.loaded(db) : try searchIndex.index(db)
        case .inMemoryWhenLoaded: try searchIndex.loaded(db).flatMap { try $0.loadedOrder(sort, db) == nil ? nil : $0 }
        }
    }

    /// The page for up to `limit + 1` display rows (one more than the page, to know there is a next).
    static func page(rows: [DisplayRow], limit: Int, total: Int, _ request: SearchRequest) -> BeerPage {
        let pageRows = rows.prefix(limit)
        let beers = pageRows.map { summary($0, request) }
        let next = rows.count > limit ? pageRows.last.map { NextPage(after: Self.cursor(after: $0, request.sort)) } : nil
        return BeerPage(beers: beers, total: total, next: next, words: request.query.words)
    }

    /// A display row as a list shows it, with the request's user's marks.
    private static func summary(_ row: DisplayRow, _ request: SearchRequest) -> BeerSummary {
        BeerSummary(
            id: row.integer(at: DisplayColumn.id), name: row.text(at: DisplayColumn.name) ?? "",
            breweryName: row.text(at: DisplayColumn.breweryName) ?? "",
            country: row.text(at: DisplayColumn.country), style: row.text(at: DisplayColumn.style),
            abv: row.number(at: DisplayColumn.abv), ibu: row.number(at: DisplayColumn.ibu),
            isFavourite: row.integer(at: DisplayColumn.favourite) != 0,
            rating: request.userID == nil ? nil : row.optionalInteger(at: DisplayColumn.rating),
            averageRating: row.number(at: DisplayColumn.averageRating),
            ratingCount: row.optionalInteger(at: DisplayColumn.ratingCount) ?? 0,
            checkInCount: request.userID == nil ? 0 : Int(row.integer(at: DisplayColumn.checkIns)))
    }

    /// The beers `ids` as a list shows them, in that order, with `userID`'s marks.
    static func summaries(_ db: Database, ids: [Int64], userID: Int64?) throws -> [BeerSummary] {
        var request = SearchRequest()
        request.userID = userID
        return try displayRows(db, request, ids: ids).map { summary($0, request) }
    }

    /// Loads the in-memory search index and the `sort` order now (about 0.4 s for 100,000 beers),
    /// so that the first filtered search does not wait for them. Apps call this in the background
    /// at start-up; it is otherwise done by the first filtered search after each catalogue change.
    public func prepareSearch(sort: SortField = .name) throws {
        try reading { db in _ = try searchIndex.index(db).order(sort, db) }
    }

    /// Whether `.inMemoryWhenLoaded` searches in `sort` order would use the in-memory index now:
    /// it is loaded for the catalogue as it is, with that order.
    public func isSearchPrepared(sort: SortField = .name) throws -> Bool {
        try reading { db in try searchIndex.loaded(db)?.loadedOrder(sort, db) != nil }
    }

    /// The number of beers the plan selects, and up to `limit` of their rows in the requested order
    /// after the cursor, found in `index`.
    private static func inMemoryRows(_ db: Database, _ request: SearchRequest, _ plan: SearchPlan,
                                     _ index: SearchIndex,
                                     limit: Int) throws -> (total: Int, rows: [DisplayRow]) {
        let selected = try plan.isUnfiltered ? nil : plan.selection(in: index, db)
        let slots = try orderedSlots(request.sort, descending: request.descending, after: request.after?.cursor, limit: limit,
                                     in: index, db, isSelected: { selected?.contains($0) ?? true })
        return (selected?.count ?? index.count, try displayRows(db, request, ids: slots.map(index.id(of:))))
    }

    /// Up to `limit` slots of the `sort` order of `index` after `cursor` (reversed when
    /// `descending`) that `isSelected` keeps; the cursor is placed by the slots' values as stored.
    static func orderedSlots(_ sort: SortField, descending: Bool, after cursor: PageCursor?, limit: Int, in index: SearchIndex,
                             _ db: Database, isSelected: (Int32) -> Bool) throws -> [Int32] {
        let key = try db.cachedStatement(sql: SortColumn(sort).valueOfBeer)
        return try index.order(sort, db).page(
            descending: descending, after: cursor, limit: limit,
            compare: { slot, cursor in
                let id = index.id(of: slot)
                return cursor.order(of: try DatabaseValue.fetchOne(key, arguments: [id]) ?? .null, id: id)
            },
            isSelected: isSelected)
    }

    /// The same through SQL: a count, then the beers with a value in order, then those without by id.
    /// `offset` rows of the order are skipped first (a request at an offset has no cursor).
    private static func sqlRows(_ db: Database, _ request: SearchRequest, _ plan: SearchPlan, _ column: SortColumn,
                                offset: Int, limit: Int) throws -> (total: Int, rows: [DisplayRow]) {
        let filter = try plan.sqlConditions()
        let from = filter.needsBreweries ? "beers b JOIN breweries r ON r.id = b.brewery_id" : "beers b"
        let whereClause = filter.conditions.isEmpty ? "" : "WHERE " + filter.conditions.joined(separator: " AND ")
        let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(from) \(whereClause)"),
                                     arguments: filter.arguments) ?? 0
        let key = column.expression
        let direction = request.descending ? "DESC" : "ASC"
        let beyond = request.descending ? "<" : ">"
        let after = request.after?.cursor
        var rows: [DisplayRow] = []
        if after?.key != .null {
            var conditions = filter.conditions + (column.nullable ? ["\(key) IS NOT NULL"] : [])
            var arguments = filter.arguments
            if let after {
                conditions.append("(\(key), b.id) \(beyond) (?, ?)")
                arguments += [after.key.databaseValue, after.id]
            }
            rows = try pageRows(db, request, conditions, arguments, joiningBreweries: filter.needsBreweries,
                                joining: column.valueJoin, orderBy: "\(key) \(direction), b.id \(direction)",
                                offset: offset, limit: limit)
        }
        if column.nullable && rows.count < limit {
            var conditions = filter.conditions + [column.noValue]
            var arguments = filter.arguments
            if let after, after.key == .null {
                conditions.append("b.id \(beyond) ?")
                arguments += [after.id]
            }
            // An offset that found no beer with a value reaches past them all into these.
            let skipped = offset > 0 && rows.isEmpty
                ? offset - (try valueCount(db, filter, column, joiningBreweries: filter.needsBreweries)) : 0
            rows += try pageRows(db, request, conditions, arguments, joiningBreweries: filter.needsBreweries,
                                 joining: "", orderBy: "b.id \(direction)", offset: max(0, skipped),
                                 limit: limit - rows.count)
        }
        return (total, rows)
    }

    /// How many of the beers `filter` selects have a value to sort by.
    static func valueCount(_ db: Database, _ filter: (conditions: [String], arguments: StatementArguments, needsBreweries: Bool),
                           _ column: SortColumn, joiningBreweries: Bool) throws -> Int {
        let breweries = joiningBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        let conditions = filter.conditions + (column.valueJoin.isEmpty ? ["\(column.expression) IS NOT NULL"] : [])
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try Int.fetchOne(db.cachedStatement(sql: """
            SELECT count(*) FROM beers b \(breweries) \(column.valueJoin) \(whereClause)
            """), arguments: filter.arguments) ?? 0
    }

    /// Finds the page's ids on `beers` (through the sort index) with `joining` (the sort value's
    /// table), then joins the display columns for just those rows.
    private static func pageRows(_ db: Database, _ request: SearchRequest, _ conditions: [String],
                                 _ conditionArguments: StatementArguments, joiningBreweries: Bool,
                                 joining: String, orderBy: String, offset: Int = 0, limit: Int) throws -> [DisplayRow] {
        var arguments = displayArguments(request)
        arguments += conditionArguments
        arguments += [limit, offset]
        let breweries = joiningBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try DisplayRow.fetchAll(db.cachedStatement(sql: """
            SELECT \(displayColumns(request))
            FROM (SELECT b.id FROM beers b \(breweries) \(joining) \(whereClause) ORDER BY \(orderBy) LIMIT ? OFFSET ?) AS page
            JOIN beers b ON b.id = page.id
            \(displayJoins)
            ORDER BY \(orderBy)
            """), arguments: arguments)
    }

    /// The display columns of the beers `ids`, in that order.
    static func displayRows(_ db: Database, _ request: SearchRequest, ids: [Int64]) throws -> [DisplayRow] {
        guard !ids.isEmpty else { return [] }
        var arguments = displayArguments(request)
        arguments += StatementArguments(ids)
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
        // Pages are mostly full, so the statement for 101 ids is prepared once and reused.
        let rows = try DisplayRow.fetchAll(db.cachedStatement(sql: """
            SELECT \(displayColumns(request))
            FROM beers b \(displayJoins)
            WHERE b.id IN (\(placeholders))
            """), arguments: arguments)
        let byID = Dictionary(rows.map { (row: DisplayRow) -> (Int64, DisplayRow) in (row.integer(at: DisplayColumn.id), row) },
                              uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// Positions in `displayColumns`: reading a row by position skips a name lookup per value.
    private enum DisplayColumn {
        static let id = 0, name = 1, breweryName = 2, country = 3, style = 4, abv = 5, ibu = 6, sortKey = 7,
                   brewerySort = 8, ratingCount = 9, averageRating = 10, favourite = 11, rating = 12, checkIns = 13
        static func sortValue(_ field: SortField) -> Int {
            switch field {
            case .name: sortKey
            case .brewery: brewerySort
            case .abv: abv
            case .ibu: ibu
            case .rating: averageRating
            }
        }
    }

    /// The tables `displayColumns` reads besides `beers b`; a beer nobody rated has no summary.
    private static let displayJoins = """
        JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
        LEFT JOIN rating_summaries g ON g.beer_id = b.id
        """

    /// The signed-in user's favourite mark, rating and number of check-ins come with the row (one
    /// lookup each by the tables' keys), so a page needs no second query for them. With nobody
    /// signed in there are no rating and check-in columns (`page` does not read them).
    private static func displayColumns(_ request: SearchRequest) -> String {
        let personal = request.userID == nil
            ? "0 AS favourite"
            : """
              EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ? AND f.beer_id = b.id) AS favourite,
              (SELECT t.stars FROM ratings t WHERE t.user_id = ? AND t.beer_id = b.id) AS rating,
              (SELECT count(*) FROM checkins c WHERE c.user_id = ? AND c.beer_id = b.id) AS check_ins
              """
        return """
            b.id, b.name, r.name AS brewery_name, COALESCE(r.country_code, r.country) AS country,
            s.name AS style_name, b.abv, b.ibu, b.sort_key, b.brewery_sort, g.raters, g.average, \(personal)
            """
    }

    /// The arguments `displayColumns` binds, ahead of the rest of the statement's.
    private static func displayArguments(_ request: SearchRequest) -> StatementArguments {
        request.userID.map { [$0, $0, $0] } ?? []
    }

    private static func cursor(after row: DisplayRow, _ field: SortField) -> PageCursor {
        PageCursor(key: PageCursor.Key(row[DisplayColumn.sortValue(field)]), id: row.integer(at: DisplayColumn.id))
    }
}

extension PageCursor {
    /// The sign of (`value`, `id`) against this cursor's (key, id), ordered as SQLite orders a
    /// column: NULL before numbers before text, text by bytes (the BINARY collation).
    func order(of value: DatabaseValue, id: Int64) -> Int {
        let byKey = Key(value).order(against: key)
        if byKey != 0 { return byKey }
        return id < self.id ? -1 : id == self.id ? 0 : 1
    }
}

extension PageCursor.Key {
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .string(let text): self = .text(text)
        case .double(let number): self = .number(number)
        case .int64(let number): self = .number(Double(number))
        case .null, .blob: self = .null
        }
    }

    var databaseValue: DatabaseValue {
        switch self {
        case .text(let text): text.databaseValue
        case .number(let number): number.databaseValue
        case .null: .null
        }
    }

    private var typeRank: Int {
        switch self {
        case .null: 0
        case .number: 1
        case .text: 2
        }
    }

    fileprivate func order(against other: Self) -> Int {
        switch (self, other) {
        case (.number(let left), .number(let right)): left < right ? -1 : left == right ? 0 : 1
        case (.text(let left), .text(let right)):
            left.utf8.elementsEqual(right.utf8) ? 0 : left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1
        default: typeRank < other.typeRank ? -1 : typeRank == other.typeRank ? 0 : 1
        }
    }
}
