import Catalogue
import PostgresNIO

/// A `CatalogueQuery` as SQL conditions on `beers b` (and `breweries r`, `rating_summaries rs`), every value bound:
/// what the SQLite store's `SearchPlan` selects, the same beers.
///
/// Free words, `style:` and `brewery:` become one `tsquery` over `b.search_words`: each term the
/// words SQLite's tokenizer makes of it, in sequence, the last a prefix (a term with no words is
/// left out, as SQLite leaves it out), `style:` and `brewery:` restricted to that column's weight.
struct SearchConditions {
    private(set) var conditions: [String] = []
    /// Whether a condition reads `breweries r` (a country).
    private(set) var needsBreweries = false
    /// Whether a condition reads `rating_summaries rs` (the community's average).
    private(set) var needsRatings = false

    /// The query's free words, `style:` and `brewery:` terms as one `tsquery`; nil when none has
    /// a word. Throws `QueryError.favouritesNeedUser` for `fav` with nobody signed in, before
    /// anything runs.
    static func fullText(_ query: CatalogueQuery, userID: Int64?) throws -> String? {
        var texts: [(String, SearchWords.Column?)] = query.words.map { ($0, nil) }
        for filter in query.filters {
            switch filter {
            case .style(let value): texts.append((value, .style))
            case .brewery(let value): texts.append((value, .brewery))
            case .favourites:
                guard userID != nil else { throw QueryError.favouritesNeedUser }
            case .had:
                guard userID != nil else { throw QueryError.hadNeedsUser }
            case .since, .until: throw QueryError.journalOnly(CatalogueQuery(filters: [filter]).text)
            case .numeric, .country: break
            }
        }
        let words = try FullTextWords.words(of: texts.map(\.0))
        let terms = zip(words, texts).compactMap { words, text in
            words.isEmpty ? nil : SearchWords.term(words, in: text.1)
        }
        return terms.isEmpty ? nil : terms.joined(separator: " & ")
    }

    /// Adds the conditions of `query`, whose full text `fullText(_:userID:)` made, to `sql`'s bindings.
    init(_ query: CatalogueQuery, fullText: String?, userID: Int64?, binding sql: inout BoundSQL) throws {
        if let fullText {
            conditions.append("b.search_words @@ \(try sql.bind(fullText))::tsquery")
        }
        for filter in query.filters {
            switch filter {
            case .numeric(let field, let bound):
                let column = switch field {
                case .abv: "b.abv"
                case .ibu: "b.ibu"
                case .rating: "rs.average"
                }
                if field == .rating { needsRatings = true }
                switch bound {
                case .greaterThan(let value): conditions.append("\(column) > \(try sql.bind(value))")
                case .greaterOrEqual(let value): conditions.append("\(column) >= \(try sql.bind(value))")
                case .lessThan(let value): conditions.append("\(column) < \(try sql.bind(value))")
                case .lessOrEqual(let value): conditions.append("\(column) <= \(try sql.bind(value))")
                case .equal(let value): conditions.append("\(column) = \(try sql.bind(value))")
                case .between(let low, let high):
                    conditions.append("\(column) BETWEEN \(try sql.bind(low)) AND \(try sql.bind(high))")
                }
            case .country(let code):
                conditions.append("r.country_code = \(try sql.bind(code))")
                needsBreweries = true
            case .favourites:
                conditions.append("b.id IN (SELECT beer_id FROM favourites WHERE user_id = \(try sql.bind(userID)))")
            case .had(let keeps):
                conditions.append("b.id \(keeps ? "" : "NOT ")IN (SELECT beer_id FROM checkins WHERE user_id = \(try sql.bind(userID)))")
            case .style, .brewery, .since, .until: break
            }
        }
    }

    var whereClause: String { conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ") }
}
