/// A parsed filter-field query: free words that must all match (as prefixes, ignoring case and
/// diacritics) plus structured filters. Made by `QueryParser.parse(_:)`.
public struct CatalogueQuery: Hashable, Sendable {
    /// Free words or quoted phrases; each must match name, brewery or style.
    public var words: [String]
    public var filters: [QueryFilter]

    public init(words: [String] = [], filters: [QueryFilter] = []) {
        self.words = words
        self.filters = filters
    }

    /// True when the query asks for the signed-in user's favourites.
    public var wantsFavourites: Bool { filters.contains(.favourites) }

    /// True when the query selects by the signed-in user's check-ins (`had`, `had:no`).
    public var wantsCheckIns: Bool { filters.contains { if case .had = $0 { true } else { false } } }

    /// The query without its `since:`/`until:` terms: what it asks of beers.
    public var beerTerms: CatalogueQuery { CatalogueQuery(words: words, filters: filters.filter { !$0.isDateRange }) }
}

/// One structured term of a query.
public enum QueryFilter: Hashable, Sendable {
    case numeric(NumericField, NumericBound)
    /// `style:stout`: the style contains the words (prefix on the last one).
    case style(String)
    /// `brewery:"Sierra Nevada"`: the brewery's name contains the words.
    case brewery(String)
    /// `country:be` or `country:belgium`, resolved to an ISO 3166-1 alpha-2 code.
    case country(code: String)
    /// `fav`: only the user's favourites.
    case favourites
    /// `had`: only the beers the user checked in; `had:no`, only those they never did.
    case had(Bool)
    /// `since:2026-01`: the journal's check-ins from the start of that year, month or day (UTC).
    case since(QueryDate)
    /// `until:2026-03`: the journal's check-ins up to the end of that year, month or day (UTC).
    case until(QueryDate)

    /// Whether the term is about check-ins (the journal's), not beers.
    public var isDateRange: Bool {
        switch self {
        case .since, .until: true
        default: false
        }
    }
}

public enum NumericField: String, Hashable, Sendable, CaseIterable {
    case abv
    case ibu
    /// The community's average rating (1–5 stars); beers nobody rated have none.
    case rating
}

/// A comparison on a numeric field. Beers without a value never match.
public enum NumericBound: Hashable, Sendable {
    case greaterThan(Double)
    case greaterOrEqual(Double)
    case lessThan(Double)
    case lessOrEqual(Double)
    case equal(Double)
    /// Inclusive at both ends: `abv:5-7`.
    case between(Double, Double)
}
