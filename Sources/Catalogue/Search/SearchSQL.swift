import Foundation
import GRDB

/// Turns a `SearchRequest` into SQL: an FTS5 MATCH for words, style and brewery, plain
/// comparisons for the rest, and a keyset condition for the page.
struct SearchSQL {
    /// Conditions other than the full-text match, and their arguments.
    private(set) var otherConditions: [String] = []
    private(set) var otherArguments = StatementArguments()
    private var hasMatch: Bool { match != nil }
    private(set) var needsBreweries = false
    /// The full-text MATCH expression, if the query has words, a style or a brewery.
    let match: String?
    /// The numeric filters; `numericOnly` when no other kind of condition joins the match.
    private(set) var numericFilters: [(NumericField, NumericBound)] = []
    private(set) var numericOnly = true
    /// The `country:` codes, and whether `fav` is in the query.
    private(set) var countryCodes: [String] = []
    private(set) var wantsFavourites = false

    /// Every argument, in the order of `conditions()`.
    var arguments: StatementArguments {
        var all: StatementArguments = match.map { [$0] } ?? []
        all += otherArguments
        return all
    }

    init(query: CatalogueQuery, userID: Int64?) throws(QueryError) {
        match = Self.matchExpression(for: query)
        // With a full-text match, the match list drives the query: a unary "+" keeps SQLite from
        // scanning the ABV/IBU or country index instead (half the table for abv>6).
        let driven = hasMatch ? "+" : ""
        for filter in query.filters {
            switch filter {
            case .numeric(let field, let bound):
                numericFilters.append((field, bound))
                let column = "\(driven)b.\(field.rawValue)"
                switch bound {
                case .greaterThan(let value): add("\(column) > ?", value)
                case .greaterOrEqual(let value): add("\(column) >= ?", value)
                case .lessThan(let value): add("\(column) < ?", value)
                case .lessOrEqual(let value): add("\(column) <= ?", value)
                case .equal(let value): add("\(column) = ?", value)
                case .between(let low, let high): add("\(column) BETWEEN ? AND ?", low, high)
                }
            case .country(let code):
                numericOnly = false
                countryCodes.append(code)
                needsBreweries = true
                add("\(driven)r.country_code = ?", code)
            case .favourites:
                guard let userID else { throw .favouritesNeedUser }
                numericOnly = false
                wantsFavourites = true
                add("b.id IN (SELECT beer_id FROM favourites WHERE user_id = ?)", userID)
            case .style, .brewery:
                break // part of the MATCH expression
            }
        }
    }

    /// The WHERE conditions, in the order of `arguments`.
    func conditions() -> [String] {
        guard hasMatch else { return otherConditions }
        return ["b.id IN (SELECT rowid FROM beers_fts WHERE beers_fts MATCH ?)"] + otherConditions
    }

    private mutating func add(_ condition: String, _ values: any DatabaseValueConvertible...) {
        otherConditions.append(condition)
        for value in values { otherArguments += [value] }
    }

    /// `"word"*` per free word (all must match), `style : "stout"*` and `brewery : "..."*`
    /// for the column terms. Quoting makes any typed punctuation literal; words with no
    /// letters or digits index nothing and are left out.
    static func matchExpression(for query: CatalogueQuery) -> String? {
        var parts = query.words.filter(hasIndexableText).map { phrase($0) + "*" }
        for filter in query.filters {
            switch filter {
            case .style(let value) where hasIndexableText(value): parts.append("style : " + phrase(value) + "*")
            case .brewery(let value) where hasIndexableText(value): parts.append("brewery : " + phrase(value) + "*")
            default: break
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    private static func phrase(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func hasIndexableText(_ text: String) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }
}
