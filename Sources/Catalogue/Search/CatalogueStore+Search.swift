import GRDB

extension CatalogueStore {
    /// One page of beers matching the request, with the total count. Throws `QueryError` for a
    /// query that cannot run (such as `fav` with no user), else database errors.
    public func search(_ request: SearchRequest) throws -> SearchPage {
        let filter = try SearchSQL(query: request.query, userID: request.userID)
        return try reading { db in
            let matches = try filter.match.map { try MatchSet.fetch(db, matching: $0) }
            let found = try foundIDs(db, filter, matches)
            let total = try found?.count ?? count(db, filter, matches)
            let limit = max(1, request.limit)
            let order = SortOrder(field: request.sort, descending: request.descending)
            var rows: [Row] = []
            // Beers with a value come first, through the sort index; those without come after, by id.
            if request.after?.key != .null {
                var conditions: [String] = order.nullable ? ["\(order.key) IS NOT NULL"] : []
                var arguments = StatementArguments()
                if let after = request.after {
                    conditions.append("(\(order.key), b.id) \(order.beyond) (?, ?)")
                    arguments += [after.key.databaseValue, after.id]
                }
                rows = try Self.fetchRows(db, request, filter, matches, found, total: total, conditions, arguments,
                                          orderBy: "\(order.key) \(order.direction), b.id \(order.direction)",
                                          limit: limit + 1)
            }
            if order.nullable && rows.count <= limit {
                var conditions = ["\(order.key) IS NULL"]
                var arguments = StatementArguments()
                if let after = request.after, after.key == .null {
                    conditions.append("b.id \(order.beyond) ?")
                    arguments += [after.id]
                }
                rows += try Self.fetchRows(db, request, filter, matches, found, total: total, conditions, arguments,
                                           orderBy: "b.id \(order.direction)", limit: limit + 1 - rows.count)
            }
            let pageRows = rows.prefix(limit)
            let beers = pageRows.map { row in
                let name: String = row["name"]
                return BeerSummary(
                    id: row["id"], name: name, breweryName: row["brewery_name"], country: row["country"],
                    style: row["style_name"], abv: row["abv"], ibu: row["ibu"], isFavourite: row["favourite"],
                    highlights: MatchHighlighter.ranges(of: request.query.words, in: name))
            }
            let next = rows.count > limit ? pageRows.last.map { Self.cursor(after: $0, order: order) } : nil
            return SearchPage(beers: beers, total: total, next: next)
        }
    }

    /// Finds the page's ids on `beers` alone (through the sort index), then joins the display
    /// columns for just those rows. With many full-text matches it walks the sort index and
    /// keeps the rows in `matches`; with few, it looks the matches up by id and sorts them.
    /// With `found` (the exact result ids, when the count produced them), the page is looked up
    /// among those ids alone.
    private static func fetchRows(_ db: Database, _ request: SearchRequest, _ filter: SearchSQL, _ matches: MatchSet?,
                                  _ found: [Int64]?, total: Int, _ extraConditions: [String],
                                  _ extraArguments: StatementArguments, orderBy: String, limit: Int) throws -> [Row] {
        if let matches, total > manyMatches {
            let ids = try walkSortIndex(db, filter, matches, extraConditions, extraArguments, orderBy: orderBy, limit: limit)
            return try displayRows(db, request, ids: ids, orderBy: orderBy)
        }
        var arguments: StatementArguments = request.userID.map { [$0] } ?? []
        var conditions: [String]
        if let found {
            conditions = ["b.id IN (SELECT value FROM json_each(?))"]
            arguments += ["[" + found.map(String.init).joined(separator: ",") + "]"]
        } else {
            conditions = filter.conditions()
            arguments += filter.arguments
        }
        conditions += extraConditions
        arguments += extraArguments
        arguments += [limit]
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let breweryJoin = filter.needsBreweries && found == nil ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        return try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(displayColumns(request))
            FROM (SELECT b.id FROM beers b \(breweryJoin) \(whereClause) ORDER BY \(orderBy) LIMIT ?) AS page
            JOIN beers b ON b.id = page.id
            JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
            ORDER BY \(orderBy)
            """), arguments: arguments)
    }

    /// The first `limit` ids in sort order that pass the other conditions and are in `matches`.
    private static func walkSortIndex(_ db: Database, _ filter: SearchSQL, _ matches: MatchSet,
                                      _ extraConditions: [String], _ extraArguments: StatementArguments,
                                      orderBy: String, limit: Int) throws -> [Int64] {
        let conditions = filter.otherConditions + extraConditions
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let breweryJoin = filter.needsBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        var arguments = filter.otherArguments
        arguments += extraArguments
        let cursor = try Int64.fetchCursor(db.cachedStatement(sql: """
            SELECT b.id FROM beers b \(breweryJoin) \(whereClause) ORDER BY \(orderBy)
            """), arguments: arguments)
        var ids: [Int64] = []
        while ids.count < limit, let id = try cursor.next() {
            if matches.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// The display columns of the beers `ids`, in sort order.
    private static func displayRows(_ db: Database, _ request: SearchRequest, ids: [Int64], orderBy: String) throws -> [Row] {
        guard !ids.isEmpty else { return [] }
        var arguments: StatementArguments = request.userID.map { [$0] } ?? []
        arguments += StatementArguments(ids)
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
        return try Row.fetchAll(db, sql: """
            SELECT \(displayColumns(request))
            FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
            WHERE b.id IN (\(placeholders))
            ORDER BY \(orderBy)
            """, arguments: arguments)
    }

    private static func displayColumns(_ request: SearchRequest) -> String {
        let favourite = request.userID == nil
            ? "0"
            : "EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ? AND f.beer_id = b.id)"
        return """
            b.id, b.name, r.name AS brewery_name, COALESCE(r.country_code, r.country) AS country,
            s.name AS style_name, b.abv, b.ibu, b.sort_key, b.brewery_sort, \(favourite) AS favourite
            """
    }

    /// Above this many matches, walking the sort index beats sorting the matches.
    private static let manyMatches = 2_000

    /// For a full-text match with `country:` (and perhaps numeric filters, but not `fav`): the
    /// exact result ids, found by intersecting the matches with that country's beers in memory
    /// (two index lookups) instead of seeking each match's beer and brewery. Nil otherwise.
    private func foundIDs(_ db: Database, _ filter: SearchSQL, _ matches: MatchSet?) throws -> [Int64]? {
        guard let matches, !filter.countryCodes.isEmpty, !filter.wantsFavourites else { return nil }
        var numbers: BeerNumbers?
        if !filter.numericFilters.isEmpty {
            guard let loaded = try beerNumbers.numbers(db) else { return nil }
            numbers = loaded
        }
        var found: Set<Int64>?
        for code in filter.countryCodes {
            let cursor = try Int64.fetchCursor(db.cachedStatement(sql: """
                SELECT b.id FROM breweries r JOIN beers b ON b.brewery_id = r.id WHERE r.country_code = ?
                """), arguments: [code])
            var inCountry = Set<Int64>()
            while let id = try cursor.next() {
                if matches.contains(id), numbers?.passes(id, filter.numericFilters) ?? true { inCountry.insert(id) }
            }
            found = found.map { $0.intersection(inCountry) } ?? inCountry
        }
        return (found ?? []).sorted()
    }

    /// The exact number of beers the filter finds. With a full-text match: the match count
    /// alone, or with numeric filters only, the matches tested against `BeerNumbers` in memory.
    private func count(_ db: Database, _ filter: SearchSQL, _ matches: MatchSet?) throws -> Int {
        if let matches {
            if filter.otherConditions.isEmpty { return matches.count }
            if filter.numericOnly, let numbers = try beerNumbers.numbers(db) {
                let filters = filter.numericFilters
                return matches.ids.reduce(0) { $0 + (numbers.passes($1, filters) ? 1 : 0) }
            }
        }
        let from = filter.needsBreweries ? "beers b JOIN breweries r ON r.id = b.brewery_id" : "beers b"
        let whereClause = filter.conditions().isEmpty ? "" : "WHERE " + filter.conditions().joined(separator: " AND ")
        return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(from) \(whereClause)"),
                                arguments: filter.arguments) ?? 0
    }

    private static func cursor(after row: Row, order: SortOrder) -> PageCursor {
        let value: DatabaseValue = row[order.column]
        let key: PageCursor.Key = switch value.storage {
        case .string(let text): .text(text)
        case .double(let number): .number(number)
        case .int64(let number): .number(Double(number))
        case .null, .blob: .null
        }
        return PageCursor(key: key, id: row["id"])
    }
}

/// The sort column and direction. Missing values (NULL ABV or IBU) come last in both directions;
/// the beer id breaks ties in the same direction as the key, so every order has an index.
private struct SortOrder {
    let column: String
    let nullable: Bool
    let descending: Bool

    init(field: SortField, descending: Bool) {
        self.descending = descending
        switch field {
        case .name: (column, nullable) = ("sort_key", false)
        case .brewery: (column, nullable) = ("brewery_sort", false)
        case .abv: (column, nullable) = ("abv", true)
        case .ibu: (column, nullable) = ("ibu", true)
        }
    }

    var key: String { "b." + column }
    var direction: String { descending ? "DESC" : "ASC" }
    var beyond: String { descending ? "<" : ">" }
}

extension PageCursor.Key {
    var databaseValue: DatabaseValue {
        switch self {
        case .text(let text): text.databaseValue
        case .number(let number): number.databaseValue
        case .null: .null
        }
    }
}
