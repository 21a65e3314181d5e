import Foundation
import GRDB

/// A query as the in-memory search runs it: plain words (one ASCII token once the full-text
/// indexes' own tokenizer has folded them, as nearly every typed word is) looked up in
/// `FullTextTerms`; any other full-text term (several tokens, a letter outside ASCII) left to
/// FTS5 itself as a MATCH pattern; and the filters tested beer by beer. A word matches a beer
/// when it matches, in one of its columns, the beer's name (`beer_words`), its brewery's
/// (`brewery_words`) or its style's (`style_words`); every word must match.
struct SearchPlan {
    private(set) var prefixes: [(token: [UInt8], columns: SearchColumns)] = []
    /// The full-text terms `prefixes` cannot answer, as FTS5 prefix phrases (see `prefixPhrase`).
    private(set) var phrases: [(pattern: FTS5Pattern, columns: SearchColumns)] = []
    private(set) var numericFilters: [(BeerNumber, NumericBound)] = []
    /// Bounds on the community's average rating (`rating>4`), answered by `CommunityRatings`.
    private(set) var ratingBounds: [NumericBound] = []
    private(set) var countryCodes: [String] = []
    /// The user whose favourites `fav` asks for.
    private(set) var favouritesOf: Int64?
    /// `had`: the user whose check-ins select the beers, and whether it keeps them (`had`) or
    /// leaves them out (`had:no`).
    private(set) var checkedInBy: (user: Int64, keeps: Bool)?

    /// The plan for `query`, its words split into tokens by `tokenizer` (`makeTokenizer`).
    /// Throws `QueryError` for a query that cannot run, else a tokenizer error.
    init(query: CatalogueQuery, userID: Int64?, tokenizer: any FTS5Tokenizer) throws {
        func add(_ text: String, _ columns: SearchColumns) throws {
            let tokens = try Self.tokens(of: text, tokenizer)
            // No token indexes nothing, so matches nothing either way: the word is left out.
            guard !tokens.isEmpty else { return }
            if tokens.count == 1, let token = Self.plainToken(tokens[0]) {
                prefixes.append((token, columns))
            } else {
                phrases.append((try Self.prefixPhrase(tokens), columns))
            }
        }
        for word in query.words { try add(word, .all) }
        for filter in query.filters {
            switch filter {
            case .numeric(.abv, let bound): numericFilters.append((.abv, bound))
            case .numeric(.ibu, let bound): numericFilters.append((.ibu, bound))
            case .numeric(.rating, let bound): ratingBounds.append(bound)
            case .style(let value): try add(value, .style)
            case .brewery(let value): try add(value, .brewery)
            case .country(let code): countryCodes.append(code)
            case .favourites:
                guard let userID else { throw QueryError.favouritesNeedUser }
                favouritesOf = userID
            case .had(let keeps):
                guard let userID else { throw QueryError.hadNeedsUser }
                checkedInBy = (userID, keeps)
            case .since, .until: throw QueryError.journalOnly(CatalogueQuery(filters: [filter]).text)
            }
        }
    }

    /// The tokenizer of the full-text indexes (`FullTextTable`): their words are what they hold.
    static let tokenizer = FTS5TokenizerDescriptor.unicode61(diacritics: .remove)

    /// The plan for `query`, tokenized as the full-text index in `db` tokenizes.
    init(query: CatalogueQuery, userID: Int64?, _ db: Database) throws {
        try self.init(query: query, userID: userID, tokenizer: try db.makeTokenizer(Self.tokenizer))
    }

    /// True when the query selects every beer (nothing to select: just the order is walked).
    var isUnfiltered: Bool {
        prefixes.isEmpty && phrases.isEmpty && numericFilters.isEmpty && ratingBounds.isEmpty && countryCodes.isEmpty
            && favouritesOf == nil && checkedInBy == nil
    }

    /// The query as SQL conditions on `beers b`, joined with `breweries r` when `needsBreweries`:
    /// every full-text term as the beers one FTS5 MATCH finds in each of its columns' indexes,
    /// the filters as comparisons. For a one-off search that should not load the in-memory
    /// index (`SearchStrategy.sql`).
    func sqlConditions() throws -> (conditions: [String], arguments: StatementArguments, needsBreweries: Bool) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        let words = try prefixes.map { token, columns in
            (try Self.prefixPhrase([String(decoding: token, as: UTF8.self)]), columns)
        }
        if let (condition, values) = Self.matchCondition(words + phrases) {
            conditions.append(condition)
            arguments += values
        }
        // With a full-text match, the match list drives the query: a unary "+" keeps SQLite from
        // starting from the country index instead (1.4 s for `pa country:be` at 100,000 beers).
        let driven = conditions.isEmpty ? "" : "+"
        for (field, bound) in numericFilters {
            let (condition, values) = Self.comparison("\(driven)b.\(field.rawValue)", bound)
            conditions.append(condition)
            arguments += values
        }
        for bound in ratingBounds {
            // Only rated beers have a summary, so an unrated beer passes no bound.
            let (condition, values) = Self.comparison("average", bound)
            conditions.append("b.id IN (SELECT beer_id FROM rating_summaries WHERE \(condition))")
            arguments += values
        }
        for code in countryCodes {
            conditions.append("\(driven)r.country_code = ?")
            arguments += [code]
        }
        if let favouritesOf {
            conditions.append("b.id IN (SELECT beer_id FROM favourites WHERE user_id = ?)")
            arguments += [favouritesOf]
        }
        if let checkedInBy {
            conditions.append("b.id \(checkedInBy.keeps ? "" : "NOT ")IN (SELECT beer_id FROM checkins WHERE user_id = ?)")
            arguments += [checkedInBy.user]
        }
        return (conditions, arguments, !countryCodes.isEmpty)
    }

    /// The beers every term matches, as one condition on `beers b`: per term, the beers its
    /// pattern finds in its columns' indexes (their ids, and the beers of the breweries and
    /// styles it finds, through `beers_brewery` and `beers_style_abv`); the terms' lists intersected
    /// before any beer is read (reading each beer of the first list to test the others cost
    /// 0.3 s for `tri pa` at a million beers). Nil for no term.
    private static func matchCondition(_ terms: [(FTS5Pattern, SearchColumns)]) -> (String, StatementArguments)? {
        guard !terms.isEmpty else { return nil }
        var arguments = StatementArguments()
        let lists = terms.map { pattern, columns in
            var sources: [String] = []
            if columns.contains(.name) {
                sources.append("SELECT rowid AS id FROM beer_words WHERE beer_words MATCH ?")
            }
            if columns.contains(.brewery) {
                sources.append("SELECT id FROM beers WHERE brewery_id IN (SELECT rowid FROM brewery_words WHERE brewery_words MATCH ?)")
            }
            if columns.contains(.style) {
                sources.append("SELECT id FROM beers WHERE style_id IN (SELECT rowid FROM style_words WHERE style_words MATCH ?)")
            }
            arguments += StatementArguments(Array(repeating: pattern, count: sources.count))
            return sources.joined(separator: " UNION ALL ")
        }
        let intersection = lists.count == 1 ? lists[0] : lists.map { "SELECT id FROM (\($0))" }.joined(separator: " INTERSECT ")
        return ("b.id IN (\(intersection))", arguments)
    }

    /// `column` compared as `bound` says, and the values to bind.
    private static func comparison(_ column: String, _ bound: NumericBound) -> (String, StatementArguments) {
        switch bound {
        case .greaterThan(let value): ("\(column) > ?", [value])
        case .greaterOrEqual(let value): ("\(column) >= ?", [value])
        case .lessThan(let value): ("\(column) < ?", [value])
        case .lessOrEqual(let value): ("\(column) <= ?", [value])
        case .equal(let value): ("\(column) = ?", [value])
        case .between(let low, let high): ("\(column) BETWEEN ? AND ?", [low, high])
        }
    }

    /// The beers the query selects.
    func selection(in index: SearchIndex, _ db: Database) throws -> SlotSet {
        var selected: SlotSet?
        func intersect(_ set: SlotSet) {
            if selected == nil { selected = set } else { selected?.formIntersection(set) }
        }
        for (token, columns) in prefixes {
            var matches = SlotSet(capacity: index.count)
            index.insertMatches(ofPrefix: token, in: columns, into: &matches)
            intersect(matches)
        }
        for (pattern, columns) in phrases {
            intersect(try index.matches(of: pattern, in: columns, db))
        }
        if let favouritesOf {
            intersect(try Self.slots(in: index, db, sql: "SELECT beer_id FROM favourites WHERE user_id = ?",
                                     favouritesOf))
        }
        if let checkedInBy {
            var had = try Self.slots(in: index, db, sql: "SELECT DISTINCT beer_id FROM checkins WHERE user_id = ?",
                                     checkedInBy.user)
            if !checkedInBy.keeps {
                let checkedIn = had
                had = SlotSet(allOf: index.count)
                had.filter { !checkedIn.contains($0) }
            }
            intersect(had)
        }
        if !ratingBounds.isEmpty {
            intersect(try index.communityRatings(db).selection(passing: ratingBounds, capacity: index.count))
        }
        for code in countryCodes {
            intersect(index.beers(inCountry: code))
        }
        var result = selected ?? SlotSet(allOf: index.count)
        if !numericFilters.isEmpty {
            result.filter { slot in index.passes(slot, numericFilters) }
        }
        return result
    }

    private static func slots(in index: SearchIndex, _ db: Database, sql: String,
                              _ argument: some DatabaseValueConvertible) throws -> SlotSet {
        var set = SlotSet(capacity: index.count)
        let ids = try Int64.fetchCursor(db.cachedStatement(sql: sql), arguments: [argument])
        while let id = try ids.next() {
            if let slot = index.slot(of: id) { set.insert(slot) }
        }
        return set
    }

    /// The tokens FTS5 would look up for `text` (synonyms left out).
    private static func tokens(of text: String, _ tokenizer: any FTS5Tokenizer) throws -> [String] {
        try tokenizer.tokenize(query: text).compactMap { $0.flags.contains(.colocated) ? nil : $0.token }
    }

    /// `token` as bytes when it is all ASCII letters and digits (what `FullTextTerms` looks up),
    /// else nil.
    static func plainToken(_ token: String) -> [UInt8]? {
        let bytes = Array(token.utf8)
        let isPlain = !bytes.isEmpty && bytes.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
        return isPlain ? bytes : nil
    }

    /// Tokens matched in sequence, the last as a prefix: `"sierra nev"*`, checked by SQLite. The
    /// tokens are the tokenizer's own, and the quotes keep any of them from reading as syntax.
    /// The check costs about 0.5 ms (GRDB tries the pattern on a scratch database), paid only by
    /// a search that reaches FTS5: plain words are answered in memory without it.
    private static func prefixPhrase(_ tokens: [String]) throws -> FTS5Pattern {
        try FTS5Pattern(rawPattern: "\"" + tokens.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"") + "\"*")
    }
}
