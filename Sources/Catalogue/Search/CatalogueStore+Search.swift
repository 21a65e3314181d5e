import GRDB

extension CatalogueStore {
    /// One page of beers matching the request, with the total count. Throws `QueryError` for a
    /// query that cannot run (such as `fav` with no user), else database errors.
    public func search(_ request: SearchRequest) throws -> SearchPage {
        let filter = try SearchSQL(query: request.query, userID: request.userID)
        return try pool.read { db in
            let total = try Self.count(db, filter)
            let limit = max(1, request.limit)
            let order = SortOrder(field: request.sort, descending: request.descending)
            var arguments: StatementArguments = request.userID.map { [$0] } ?? []
            arguments += filter.arguments
            var conditions = filter.conditions
            if let after = request.after {
                let keyset = order.keyset(after: after)
                conditions.append(keyset.condition)
                arguments += keyset.arguments
            }
            arguments += [limit + 1]
            let favourite = request.userID == nil
                ? "0"
                : "EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ? AND f.beer_id = b.id)"
            let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let rows = try Row.fetchAll(db, sql: """
                SELECT b.id, b.name, r.name AS brewery_name, COALESCE(r.country_code, r.country) AS country,
                       s.name AS style_name, b.abv, b.ibu, \(order.key) AS sort_value, \(favourite) AS favourite
                FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
                \(whereClause)
                ORDER BY \(order.orderBy)
                LIMIT ?
                """, arguments: arguments)
            let pageRows = rows.prefix(limit)
            let beers = pageRows.map { row in
                let name: String = row["name"]
                return BeerSummary(
                    id: row["id"], name: name, breweryName: row["brewery_name"], country: row["country"],
                    style: row["style_name"], abv: row["abv"], ibu: row["ibu"], isFavourite: row["favourite"],
                    highlights: MatchHighlighter.ranges(of: request.query.words, in: name))
            }
            let next = rows.count > limit ? pageRows.last.map(Self.cursor(after:)) : nil
            return SearchPage(beers: beers, total: total, next: next)
        }
    }

    private static func count(_ db: Database, _ filter: SearchSQL) throws -> Int {
        let from = filter.needsBreweries ? "beers b JOIN breweries r ON r.id = b.brewery_id" : "beers b"
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM \(from) \(filter.whereClause)",
                                arguments: filter.arguments) ?? 0
    }

    private static func cursor(after row: Row) -> PageCursor {
        let value: DatabaseValue = row["sort_value"]
        let key: PageCursor.Key = switch value.storage {
        case .string(let text): .text(text)
        case .double(let number): .number(number)
        case .int64(let number): .number(Double(number))
        case .null, .blob: .null
        }
        return PageCursor(key: key, id: row["id"])
    }
}

/// ORDER BY and keyset conditions for a sort field. Missing values (NULL ABV or IBU) sort last
/// in both directions; the beer id breaks ties in the same direction as the key.
private struct SortOrder {
    let key: String
    let nullable: Bool
    let descending: Bool

    init(field: SortField, descending: Bool) {
        self.descending = descending
        switch field {
        case .name: (key, nullable) = ("b.sort_key", false)
        case .brewery: (key, nullable) = ("r.sort_key", false)
        case .abv: (key, nullable) = ("b.abv", true)
        case .ibu: (key, nullable) = ("b.ibu", true)
        }
    }

    private var direction: String { descending ? "DESC" : "ASC" }
    private var beyond: String { descending ? "<" : ">" }

    var orderBy: String {
        let keyed = "\(key) \(direction), b.id \(direction)"
        return nullable ? "\(key) IS NULL, " + keyed : keyed
    }

    func keyset(after cursor: PageCursor) -> (condition: String, arguments: StatementArguments) {
        let value: (any DatabaseValueConvertible)? = switch cursor.key {
        case .text(let text): text
        case .number(let number): number
        case .null: nil
        }
        guard let value else {
            return ("(\(key) IS NULL AND b.id \(beyond) ?)", [cursor.id])
        }
        let condition = "(\(key), b.id) \(beyond) (?, ?)"
        return (nullable ? "(\(condition) OR \(key) IS NULL)" : condition, [value, cursor.id])
    }
}
