import Foundation
import GRDB

/// A query as the in-memory search runs it: plain words (one token of letters and digits once
/// folded, as nearly every typed word is) looked up in `FullTextTerms`; any other full-text term
/// (a phrase, punctuation, a letter outside ASCII) left to FTS5 itself as one MATCH; and the
/// filters tested beer by beer.
struct SearchPlan {
    private(set) var prefixes: [(token: [UInt8], columns: FullTextTerms.Columns)] = []
    /// The full-text terms `prefixes` cannot answer, as an FTS5 MATCH expression.
    private(set) var fullTextExpression: String?
    private(set) var numericFilters: [(NumericField, NumericBound)] = []
    private(set) var countryCodes: [String] = []
    /// The user whose favourites `fav` asks for.
    private(set) var favouritesOf: Int64?

    init(query: CatalogueQuery, userID: Int64?) throws(QueryError) {
        var expressions: [String] = []
        func add(_ text: String, _ columns: FullTextTerms.Columns, matchPrefix: String) {
            guard Self.hasIndexableText(text) else { return } // indexes nothing, so matches nothing either way
            if let token = Self.plainToken(text) {
                prefixes.append((token, columns))
            } else {
                expressions.append(matchPrefix + Self.phrase(text) + "*")
            }
        }
        for word in query.words { add(word, .all, matchPrefix: "") }
        for filter in query.filters {
            switch filter {
            case .numeric(let field, let bound): numericFilters.append((field, bound))
            case .style(let value): add(value, .style, matchPrefix: "style : ")
            case .brewery(let value): add(value, .brewery, matchPrefix: "brewery : ")
            case .country(let code): countryCodes.append(code)
            case .favourites:
                guard let userID else { throw .favouritesNeedUser }
                favouritesOf = userID
            }
        }
        fullTextExpression = expressions.isEmpty ? nil : expressions.joined(separator: " AND ")
    }

    /// True when the query selects every beer (nothing to select: just the order is walked).
    var isUnfiltered: Bool {
        prefixes.isEmpty && fullTextExpression == nil && numericFilters.isEmpty && countryCodes.isEmpty
            && favouritesOf == nil
    }

    /// The query as SQL conditions on `beers b`, joined with `breweries r` when `needsBreweries`:
    /// every full-text term as one FTS5 MATCH, the filters as comparisons. For a one-off search
    /// that should not load the in-memory index (`SearchStrategy.sql`).
    func sqlConditions() -> (conditions: [String], arguments: StatementArguments, needsBreweries: Bool) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        let words = prefixes.map { token, columns in
            let column = columns == .style ? "style : " : columns == .brewery ? "brewery : " : ""
            return column + "\"" + String(decoding: token, as: UTF8.self) + "\"*"
        }
        let match = (words + [fullTextExpression].compactMap { $0 }).joined(separator: " AND ")
        if !match.isEmpty {
            conditions.append("b.id IN (SELECT rowid FROM beers_fts WHERE beers_fts MATCH ?)")
            arguments += [match]
        }
        // With a full-text match, the match list drives the query: a unary "+" keeps SQLite from
        // starting from the country index instead (1.4 s for `pa country:be` at 100,000 beers).
        let driven = match.isEmpty ? "" : "+"
        for (field, bound) in numericFilters {
            let column = "\(driven)b.\(field.rawValue)"
            switch bound {
            case .greaterThan(let value): conditions.append("\(column) > ?"); arguments += [value]
            case .greaterOrEqual(let value): conditions.append("\(column) >= ?"); arguments += [value]
            case .lessThan(let value): conditions.append("\(column) < ?"); arguments += [value]
            case .lessOrEqual(let value): conditions.append("\(column) <= ?"); arguments += [value]
            case .equal(let value): conditions.append("\(column) = ?"); arguments += [value]
            case .between(let low, let high): conditions.append("\(column) BETWEEN ? AND ?"); arguments += [low, high]
            }
        }
        for code in countryCodes {
            conditions.append("\(driven)r.country_code = ?")
            arguments += [code]
        }
        if let favouritesOf {
            conditions.append("b.id IN (SELECT beer_id FROM favourites WHERE user_id = ?)")
            arguments += [favouritesOf]
        }
        return (conditions, arguments, !countryCodes.isEmpty)
    }

    /// The beers the query selects.
    func selection(in index: SearchIndex, _ db: Database) throws -> SlotSet {
        var selected: SlotSet?
        func intersect(_ set: SlotSet) {
            if selected == nil { selected = set } else { selected?.formIntersection(set) }
        }
        for (token, columns) in prefixes {
            var matches = SlotSet(capacity: index.count)
            index.terms.insertMatches(ofPrefix: token, in: columns, into: &matches)
            intersect(matches)
        }
        if let fullTextExpression {
            intersect(try Self.slots(in: index, db, sql: "SELECT rowid FROM beers_fts WHERE beers_fts MATCH ?",
                                     fullTextExpression))
        }
        if let favouritesOf {
            intersect(try Self.slots(in: index, db, sql: "SELECT beer_id FROM favourites WHERE user_id = ?",
                                     favouritesOf))
        }
        var result = selected ?? SlotSet(allOf: index.count)
        let countries = countryCodes.map(index.country(_:))
        if countries.contains(nil) { return SlotSet(capacity: index.count) } // no beer is from there
        if !numericFilters.isEmpty || !countries.isEmpty {
            result.filter { slot in
                index.passes(slot, numericFilters) && countries.allSatisfy { $0 == index.country(of: slot) }
            }
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

    /// `text` folded as FTS5's unicode61 tokenizer (remove_diacritics 2) folds it, when that
    /// gives one token of ASCII letters and digits: "Kölsch" gives "kolsch". Nil for anything
    /// else, which FTS5 then tokenizes itself. Only the Latin combining diacritics (U+0300 to
    /// U+036F) on a preceding letter are dropped, as that tokenizer does.
    static func plainToken(_ text: String) -> [UInt8]? {
        var token: [UInt8] = []
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x61...0x7A: token.append(UInt8(scalar.value))
            case 0x41...0x5A: token.append(UInt8(scalar.value + 0x20))
            case 0x300...0x36F where !token.isEmpty: continue
            default: return nil
            }
        }
        return token.isEmpty ? nil : token
    }

    /// Quoting makes any typed punctuation and FTS5 syntax literal.
    private static func phrase(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func hasIndexableText(_ text: String) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }
}
