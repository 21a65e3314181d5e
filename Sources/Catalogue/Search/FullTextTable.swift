/// One table's full-text index of names (schema v7): FTS5 over the `name` column of `content`,
/// keeping no copy of it, with two fts5vocab views of it that the in-memory search loads.
/// Search words live per table, so a brewery's name is indexed once, not once per beer of it.
struct FullTextTable: Sendable {
    /// The table whose `name` is indexed, by its `id`.
    let content: String
    /// The FTS5 table.
    let name: String

    /// Every distinct word with its number of occurrences (fts5vocab `row`).
    var terms: String { name + "_terms" }
    /// Every occurrence: its word, row and position (fts5vocab `instance`).
    var instances: String { name + "_instances" }
    /// The triggers that keep the index in step with `content`, row by row.
    var triggers: [String] { [name + "_insert", name + "_update", name + "_delete"] }

    static let beers = FullTextTable(content: "beers", name: "beer_words")
    static let breweries = FullTextTable(content: "breweries", name: "brewery_words")
    static let styles = FullTextTable(content: "styles", name: "style_words")
    static let all = [beers, breweries, styles]
}
