/// A table `taproom copy` carries from one catalogue to another, with every column a person or
/// an admin wrote, in an order that puts what a row refers to first. SQLite and PostgreSQL name
/// these columns alike, so one description serves both stores' readers and writers.
///
/// Not copied, on purpose:
/// - `tokens` (bearer sessions): signing in again is right on a new store, and a copy must not
///   carry live credentials to wherever it is written;
/// - `login_throttle`: the recent failed sign-ins of the old store, not a person's data;
/// - `rating_summaries`, the full-text indexes and PostgreSQL's word columns: made again by the
///   destination from the rows copied (its triggers, its own tokenizer);
/// - revision counters and SQLite's `meta`: the destination's own, moved by its writes (the
///   bundled beers' mark travels in `CatalogueSnapshotEnd.bundled`).
public struct CopiedTable: Hashable, Sendable {
    public enum ColumnType: Sendable {
        case integer, real, text
        /// Stored as 0 or 1 in SQLite, as `boolean` in PostgreSQL.
        case boolean
    }

    public struct Column: Hashable, Sendable {
        public let name: String
        public let type: ColumnType
    }

    public let name: String
    public let columns: [Column]
    /// The key a reader orders by, so that a copy is written in the source's order.
    public let key: String

    private init(_ name: String, key: String = "id", _ columns: [(String, ColumnType)]) {
        self.name = name
        self.key = key
        self.columns = columns.map { Column(name: $0.0, type: $0.1) }
    }

    public static let breweries = CopiedTable("breweries", [
        ("id", .integer), ("name", .text), ("name_key", .text), ("sort_key", .text), ("city", .text),
        ("region", .text), ("country", .text), ("country_code", .text),
    ])
    public static let styles = CopiedTable("styles", [("id", .integer), ("name", .text), ("name_key", .text)])
    public static let beers = CopiedTable("beers", [
        ("id", .integer), ("name", .text), ("name_key", .text), ("sort_key", .text), ("brewery_id", .integer),
        ("brewery_sort", .text), ("style_id", .integer), ("abv", .real), ("ibu", .real), ("srm", .real),
        ("description", .text), ("first_brewed", .text), ("source_id", .text), ("origin", .text),
    ])
    public static let users = CopiedTable("users", [
        ("id", .integer), ("name", .text), ("name_key", .text), ("password_hash", .text), ("created_at", .real),
        ("is_admin", .boolean),
    ])
    public static let favourites = CopiedTable("favourites", key: "user_id, beer_id",
                                               [("user_id", .integer), ("beer_id", .integer), ("created_at", .real)])
    public static let ratings = CopiedTable("ratings", key: "user_id, beer_id", [
        ("user_id", .integer), ("beer_id", .integer), ("stars", .integer), ("rated_at", .real),
    ])
    public static let notes = CopiedTable("notes", key: "user_id, beer_id",
                                          [("user_id", .integer), ("beer_id", .integer), ("text", .text)])
    public static let checkIns = CopiedTable("checkins", [
        ("id", .integer), ("user_id", .integer), ("beer_id", .integer), ("at", .real), ("serving", .text),
        ("place", .text), ("comment", .text), ("rating_quarters", .integer), ("external_id", .text),
    ])

    /// Every copied table, each after those its rows refer to.
    public static let all: [CopiedTable] = [breweries, styles, beers, users, favourites, ratings, notes, checkIns]

    /// The column list, for a SELECT or an INSERT.
    public var columnList: String { columns.map(\.name).joined(separator: ", ") }
}
