/// One value of a copied row, as both stores hold it (a boolean as 0 or 1).
public enum CopiedValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// Some rows of one table, on their way from one catalogue to another (`CatalogueCopy`): a
/// reader hands a few thousand at a time, so a copy never holds a whole catalogue in memory.
public struct CatalogueCopyBatch: Sendable {
    public let table: CopiedTable
    /// Each row's values, in `table.columns` order.
    public let rows: [[CopiedValue]]

    public init(table: CopiedTable, rows: [[CopiedValue]]) {
        self.table = table
        self.rows = rows
    }

    /// Rows a reader puts in one batch: a few megabytes at most, and few enough statements.
    public static let rowLimit = 4_000
}

/// How many rows a catalogue holds of what a copy carries: counted in the source's snapshot and
/// in the destination before its transaction commits, so a copy that lost a row never commits.
public struct CatalogueCounts: Hashable, Sendable {
    public var counts: [String: Int]

    public init(_ counts: [String: Int] = [:]) {
        self.counts = counts
    }

    public subscript(table: CopiedTable) -> Int {
        get { counts[table.name] ?? 0 }
        set { counts[table.name] = newValue }
    }

    /// Whether the catalogue holds nothing a person made (a new or `init --empty` catalogue).
    public var isEmpty: Bool { CopiedTable.all.allSatisfy { self[$0] == 0 } }

    /// The counts as the copy's table prints them, by what a person calls them.
    public static let labels: [(CopiedTable, String)] = [
        (.beers, "beers"), (.breweries, "breweries"), (.styles, "styles"), (.users, "accounts"),
        (.favourites, "favourites"), (.ratings, "ratings"), (.notes, "notes"), (.checkIns, "check-ins"),
    ]
}
