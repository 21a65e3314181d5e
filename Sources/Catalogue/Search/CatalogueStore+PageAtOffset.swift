import GRDB

extension CatalogueStore {
    /// The page of beers matching the request that starts `offset` rows into its order (what
    /// `search` answers for `NextPage(offset:)`): a list can show any row of a long result, such
    /// as the last of 100,000, without reading every page before it. Runs on the in-memory index
    /// (loading it first if the catalogue changed); the walk to the offset costs microseconds
    /// per thousand beers.
    func search(_ request: SearchRequest, offset: Int) throws -> BeerPage {
        let limit = max(1, request.limit)
        return try reading { db in
            let plan = try SearchPlan(query: request.query, userID: request.userID, db)
            let index = try searchIndex.index(db)
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
                return slots.count <= limit
            }
            let rows = try Self.displayRows(db, request, ids: slots.map(index.id(of:)))
            return Self.page(rows: rows, limit: limit, total: selected?.count ?? index.count, request)
        }
    }

    /// Where the beer `id` is in the request's result, counting from 0; nil when it is not in it
    /// (a list re-sorted keeps its selected beer by asking this).
    public func position(of id: Int64, in request: SearchRequest) throws -> Int? {
        return try reading { db in
            let plan = try SearchPlan(query: request.query, userID: request.userID, db)
            let index = try searchIndex.index(db)
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
