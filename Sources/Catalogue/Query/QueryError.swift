/// Why a query could not be understood. Every case names the offending term as typed, so the
/// filter field can show it.
public enum QueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `colour:amber`: there is no such field (carries the field name).
    case unknownField(String)
    /// `abv>x`, `ibu:5-`: the number is missing or not a number (carries the whole term).
    case malformedNumber(String)
    /// `abv:7-5`: the range's low end is above its high end.
    case emptyRange(String)
    /// `style>5`, `abv~5`: the field does not take that operator.
    case unsupportedOperator(String)
    /// `style:` or `brewery:""`: the field needs a value.
    case missingValue(String)
    /// `brewery:"Sierra Nevada`: a quote is not closed.
    case unterminatedQuote(String)
    /// `country:narnia`: neither an ISO code nor a country name.
    case unknownCountry(String)
    /// `fav:yes`: `fav` takes no value.
    case unexpectedValue(String)
    /// `fav` was used while nobody is signed in.
    case favouritesNeedUser
    /// `had` or `had:no` was used while nobody is signed in.
    case hadNeedsUser
    /// `since:2026-13`: not a year, month or day such as 2026, 2026-01 or 2026-01-31.
    case malformedDate(String)
    /// `since:2026` in a list of beers: dates are the journal's.
    case journalOnly(String)

    /// The term (or field) the error is about.
    public var term: String {
        switch self {
        case .unknownField(let term), .malformedNumber(let term), .emptyRange(let term),
             .unsupportedOperator(let term), .missingValue(let term), .unterminatedQuote(let term),
             .unknownCountry(let term), .unexpectedValue(let term), .malformedDate(let term), .journalOnly(let term):
            term
        case .favouritesNeedUser: "fav"
        case .hadNeedsUser: "had"
        }
    }

    public var description: String {
        switch self {
        case .unknownField(let field):
            "unknown field \"\(field)\" (use abv, ibu, rating, style, brewery, country, fav or had)"
        case .malformedNumber(let term) where term.lowercased().hasPrefix("rating"):
            "\"\(term)\" needs a number of stars, like rating>4 or rating:3-4"
        case .malformedNumber(let term): "\"\(term)\" needs a number, like abv>5.5 or ibu:30-60"
        case .emptyRange(let term): "\"\(term)\" is an empty range: the first number must not exceed the second"
        case .unsupportedOperator(let term): "\"\(term)\" uses an operator this field does not take"
        case .missingValue(let term): "\"\(term)\" needs \(Self.example(forEmpty: term))"
        case .unterminatedQuote(let term): "\"\(term)\" has a quote that is not closed"
        case .unknownCountry(let term): "\"\(term)\" is not a country name or two-letter code"
        case .unexpectedValue(let term) where term.lowercased().hasPrefix("had"): "\"\(term)\": had is had, had:yes or had:no"
        case .unexpectedValue(let term): "\"\(term)\": fav takes no value"
        case .favouritesNeedUser: "\"fav\" shows your favourites: sign in first"
        case .hadNeedsUser: "\"had\" shows the beers you checked in: sign in first"
        case .malformedDate(let term): "\"\(term)\" needs a date, like since:2026, since:2026-01 or until:2026-01-31"
        case .journalOnly(let term): "\"\(term)\" is a date range of check-ins: it filters the journal, not the list"
        }
    }

    /// What the field of an empty term (`abv>`, `brewery:`) expects, with an example.
    private static func example(forEmpty term: String) -> String {
        switch String(term.prefix(while: { $0.isASCII && $0.isLetter })).lowercased() {
        case "abv": "a number (percent), like abv>5.5 or abv:5-7"
        case "ibu": "a number, like ibu>=60 or ibu:30-60"
        case "rating": "a number of stars, like rating>4 or rating:3-4"
        case "brewery": "a value, like brewery:\"Sierra Nevada\""
        case "country": "a value, like country:be or country:Belgium"
        default: "a value, like style:stout"
        }
    }
}
