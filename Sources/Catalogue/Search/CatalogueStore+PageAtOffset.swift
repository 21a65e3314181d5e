import GRDB

extension CatalogueStore {
    /// Up to `limit` display rows starting `offset` rows into the request's order, with the total,
    /// found in `index` (what `search` answers in memory for `NextPage(offset:)`): a list can show
    /// any row of a long result, such as the last of 100,000, without reading every page before
    /// it. The walk to the offset costs microseconds per thousand beers.
    static func inMemoryRows(_ db: Database, _ request: SearchRequest, _ plan: SearchPlan, _ index: SearchIndex,
                             offset: Int, limit: Int) throws -> (total: Int, rows: [DisplayRow]) {
        let selected = try plan.isUnfiltered ? nil : plan.selection(in: index, db)
        var skipped = 0
        var slots: [Int32] = []
        try index.order(request.sort, db).walk(descending: request.descending) { slot in
            guard selected?.contains(slot) ?? true else { return true }
            if skipped < offset {
                skipped += 1
                return true
            }
            slots.append(slot)
            return slots.count < limit
        }
        return (selected?.count ?? index.count, try displayRows(db, request, ids: slots.map(index.id(of:))))
    }

    /// Where the beer `id` is in the request's result, counting from 0; nil when it is not in it
    /// (a list re-sorted keeps its selected beer by asking this). The strategy is the one
    /// `search` follows: `.inMemoryWhenLoaded` counts in SQL until the index is loaded.
    public func position(of id: Int64, in request: SearchRequest, userID: Int64? = nil,
                         strategy: SearchStrategy = .inMemory) throws -> Int? {
        var request = request
        request.userID = userID
        return try reading { db in
            let plan = try SearchPlan(query: request.query, userID: request.userID, db)
            if let index = try searchIndex(for: plan, request.sort, strategy, loadingForUnfiltered: true, db) {
                return try Self.inMemoryPosition(of: id, db, request, plan, index)
            }
            return try Self.sqlPosition(of: id, db, request, plan)
        }
    }

    private static func inMemoryPosition(of id: Int64, _ db: Database, _ request: SearchRequest, _ plan: SearchPlan,
                                         _ index: SearchIndex) throws -> Int? {
        guard let target = index.slot(of: id) else { return nil }
        let selected = try plan.isUnfiltered ? nil : plan.selection(in: index, db)
        guard selected?.contains(target) ?? true else { return nil }
        var position = 0
        var found = false
        try index.order(request.sort, db).walk(descending: request.descending) { slot in
            if slot == target {
                found = true
                return false
            }
            if selected?.contains(slot) ?? true { position += 1 }
            return true
        }
        return found ? position : nil
    }

    /// The same counted in SQL: the selected beers before it in the order (those with a value
    /// by (value, id), then those without by id).
    private static func sqlPosition(of id: Int64, _ db: Database, _ request: SearchRequest,
                                    _ plan: SearchPlan) throws -> Int? {
        let filter = try plan.sqlConditions()
        let column = SortColumn(request.sort)
        let breweries = filter.needsBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        func count(_ joining: String, _ conditions: [String], _ arguments: StatementArguments) throws -> Int {
            var all = filter.arguments
            all += arguments
            return try Int.fetchOne(db.cachedStatement(sql: """
                SELECT count(*) FROM beers b \(breweries) \(joining)
                WHERE \((filter.conditions + conditions).joined(separator: " AND "))
                """), arguments: all) ?? 0
        }
        guard try count("", ["b.id = ?"], [id]) == 1 else { return nil }
        let value = try DatabaseValue.fetchOne(db.cachedStatement(sql: column.valueOfBeer), arguments: [id]) ?? .null
        let before = request.descending ? ">" : "<"
        if !value.isNull {
            return try count(column.valueJoin, ["(\(column.expression), b.id) \(before) (?, ?)"], [value, id])
        }
        return try valueCount(db, filter, column, joiningBreweries: filter.needsBreweries)
            + count("", [column.noValue, "b.id \(before) ?"], [id])
    }
}

extension SortedSlots {
    /// Calls `body` with each slot in the order `page` walks (the beers with a value, forwards or
    /// backwards, then those without) until it returns false.
    func walk(descending: Bool, _ body: (Int32) throws -> Bool) rethrows {
        for run in [0 ..< valueCount, valueCount ..< slots.count] {
            let positions = descending ? stride(from: run.upperBound - 1, through: run.lowerBound, by: -1)
                                       : stride(from: run.lowerBound, through: run.upperBound - 1, by: 1)
            for position in positions where try !body(slots[position]) { return }
        }
    }
}
