import GRDB

extension CatalogueStore {
    /// One page of beers matching the request, with the total count. Throws `QueryError` for a
    /// query that cannot run (such as `fav` with no user), else database errors.
    public func search(_ request: SearchRequest) throws -> SearchPage {
        let filter = try SearchSQL(query: request.query, userID: request.userID)
        return try reading { db in
            let total = try Self.count(db, filter)
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
                rows = try Self.fetchRows(db, request, filter, total: total, conditions, arguments,
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
                rows += try Self.fetchRows(db, request, filter, total: total, conditions, arguments,
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
    /// columns for just those rows. With many FTS matches it walks the sort index and tests
    /// membership (`+b.id` keeps SQLite from sorting every match instead); with few, it looks the
    /// matches up by id and sorts them.
    private static func fetchRows(_ db: Database, _ request: SearchRequest, _ filter: SearchSQL, total: Int,
                                  _ extraConditions: [String], _ extraArguments: StatementArguments,
                                  orderBy: String, limit: Int) throws -> [Row] {
        var arguments: StatementArguments = request.userID.map { [$0] } ?? []
        arguments += filter.arguments
        arguments += extraArguments
        arguments += [limit]
        let favourite = request.userID == nil
            ? "0"
            : "EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ? AND f.beer_id = b.id)"
        let walkSortIndex = total > manyMatches
        let conditions = filter.conditions(walkingSortIndex: walkSortIndex) + extraConditions
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let breweryJoin = filter.needsBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        return try Row.fetchAll(db.cachedStatement(sql: """
            SELECT b.id, b.name, r.name AS brewery_name, COALESCE(r.country_code, r.country) AS country,
                   s.name AS style_name, b.abv, b.ibu, b.sort_key, b.brewery_sort, \(favourite) AS favourite
            FROM (SELECT b.id FROM beers b \(breweryJoin) \(whereClause) ORDER BY \(orderBy) LIMIT ?) AS page
            JOIN beers b ON b.id = page.id
            JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
            ORDER BY \(orderBy)
            """), arguments: arguments)
    }

    /// Above this many matches, walking the sort index beats sorting the matches.
    private static let manyMatches = 2_000

    private static func count(_ db: Database, _ filter: SearchSQL) throws -> Int {
        if let match = filter.matchOnly {
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM beers_fts WHERE beers_fts MATCH ?"),
                                    arguments: [match]) ?? 0
        }
        let from = filter.needsBreweries ? "beers b JOIN breweries r ON r.id = b.brewery_id" : "beers b"
        return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(from) \(filter.whereClause)"),
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
