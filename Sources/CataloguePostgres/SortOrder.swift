import Catalogue

/// A sort order as SQLite's store walks it: by the column, ties by id in the same direction;
/// beers without an ABV, IBU or community rating after all the others in both directions, by id.
struct SortOrder {
    let column: String
    let nullable: Bool
    let descending: Bool

    init(_ field: SortField, descending: Bool) {
        switch field {
        case .name: (column, nullable) = ("b.sort_key", false)
        case .brewery: (column, nullable) = ("b.brewery_sort", false)
        case .abv: (column, nullable) = ("b.abv", true)
        case .ibu: (column, nullable) = ("b.ibu", true)
        case .rating: (column, nullable) = ("rs.average", true)
        }
        self.descending = descending
    }

    var orderBy: String {
        let direction = descending ? "DESC" : "ASC"
        return "\(column) \(direction)\(nullable ? " NULLS LAST" : ""), b.id \(direction)"
    }

    /// The condition for the rows after (`value`, `id`) in this order. A value of the other kind
    /// (a page token from another sort) is placed as SQLite places it: numbers before text.
    func after(_ value: NextPage.SortValue, id: Int64, binding sql: inout BoundSQL) throws -> String {
        let beyond = descending ? "<" : ">"
        let bound: String
        switch value {
        case .none: return "(\(column) IS NULL AND b.id \(beyond) \(try sql.bind(id)))"
        case .text where nullable:
            // After every number ascending (only beers without one remain); before all descending.
            return descending ? "true" : "\(column) IS NULL"
        case .number where !nullable:
            // Before all text ascending; after all of it descending.
            return descending ? "false" : "true"
        case .text(let text): bound = try sql.bind(text)
        case .number(let number): bound = try sql.bind(number)
        }
        let idPlaceholder = try sql.bind(id)
        let beyondRow = "(\(column), b.id) \(beyond) (\(bound), \(idPlaceholder))"
        return nullable ? "(\(beyondRow) OR \(column) IS NULL)" : beyondRow
    }
}
