/// Parses the filter-field language:
///   free words (all must match, prefix as you type)      pale "sierra nevada"
///   abv>7  abv<5.5  abv>=6  abv<=6  abv=5  abv:5  abv:5-7 (inclusive), and the same for ibu
///   and rating (the community's average stars: rating>4, rating>=4.5, rating:3-4)
///   style:stout  brewery:"Sierra Nevada"  country:be / country:Belgium   fav
///   and in the journal since:2026  since:2026-01  until:2026-01-31 (UTC, inclusive)
/// Field names ignore case. Anything that looks like a field term but is not valid is an error.
public enum QueryParser {
    public static func parse(_ text: String) throws(QueryError) -> CatalogueQuery {
        var query = CatalogueQuery()
        for token in try tokens(in: text) {
            try parse(token, into: &query)
        }
        return query
    }

    // MARK: - Tokens

    /// Splits on whitespace outside double quotes (straight or curly).
    private static func tokens(in text: String) throws(QueryError) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuote = false
        for character in text {
            if isQuote(character) {
                inQuote.toggle()
                current.append(character)
            } else if character.isWhitespace && !inQuote {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if inQuote { throw .unterminatedQuote(current) }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func isQuote(_ character: Character) -> Bool {
        character == "\"" || character == "\u{201C}" || character == "\u{201D}"
    }

    private static func unquoted(_ text: Substring) -> String {
        String(text.filter { !isQuote($0) })
    }

    // MARK: - Terms

    private enum Operator: String, CaseIterable {
        // Two-character operators first, so ">=" is not read as ">".
        case greaterOrEqual = ">=", lessOrEqual = "<=", greater = ">", less = "<", equal = "=", colon = ":"
    }

    private static func parse(_ token: String, into query: inout CatalogueQuery) throws(QueryError) {
        let field = token.prefix(while: { $0.isASCII && $0.isLetter })
        let rest = token[field.endIndex...]
        if !field.isEmpty, rest.isEmpty, field.lowercased() == "fav" {
            query.filters.append(.favourites)
            return
        }
        if !field.isEmpty, rest.isEmpty, field.lowercased() == "had" {
            query.filters.append(.had(true))
            return
        }
        guard !field.isEmpty, let op = Operator.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
            // Not field-shaped: a known field followed by a stray symbol is a mistake, anything else a word.
            if !field.isEmpty, knownFields.contains(field.lowercased()), let next = rest.first,
               !next.isLetter, !next.isNumber, !isQuote(next) {
                throw .unsupportedOperator(token)
            }
            let word = unquoted(token[...])
            if !word.isEmpty { query.words.append(word) }
            return
        }
        let value = unquoted(rest.dropFirst(op.rawValue.count)).catalogueNormalised
        switch field.lowercased() {
        case "abv": query.filters.append(.numeric(.abv, try numericBound(op, value, token)))
        case "ibu": query.filters.append(.numeric(.ibu, try numericBound(op, value, token)))
        case "rating": query.filters.append(.numeric(.rating, try numericBound(op, value, token)))
        case "style": query.filters.append(.style(try textValue(op, value, token)))
        case "brewery": query.filters.append(.brewery(try textValue(op, value, token)))
        case "country":
            let name = try textValue(op, value, token)
            guard let code = Country.code(for: name) else { throw .unknownCountry(token) }
            query.filters.append(.country(code: code))
        case "since", "until":
            guard op == .colon || op == .equal else { throw .unsupportedOperator(token) }
            guard !value.isEmpty else { throw .missingValue(token) }
            guard let date = QueryDate(value) else { throw .malformedDate(token) }
            query.filters.append(field.lowercased() == "since" ? .since(date) : .until(date))
        case "fav": throw .unexpectedValue(token)
        case "had":
            guard op == .colon || op == .equal else { throw .unsupportedOperator(token) }
            switch value.lowercased() {
            case "yes": query.filters.append(.had(true))
            case "no": query.filters.append(.had(false))
            default: throw .unexpectedValue(token)
            }
        default: throw .unknownField(String(field))
        }
    }

    /// Every field a term can name (`abv>7`, `style:stout`, `fav`), lower-case.
    public static let fieldNames = ["abv", "ibu", "rating", "style", "brewery", "country", "fav", "had"]
    /// The journal's own terms (`since:2026-01`), lower-case.
    public static let journalFieldNames = ["since", "until"]
    private static let knownFields = Set(fieldNames + journalFieldNames)

    private static func textValue(_ op: Operator, _ value: String, _ token: String) throws(QueryError) -> String {
        guard op == .colon || op == .equal else { throw .unsupportedOperator(token) }
        // A value with no letters or digits cannot match anything in the full-text index.
        guard value.contains(where: { $0.isLetter || $0.isNumber }) else { throw .missingValue(token) }
        return value
    }

    private static func numericBound(_ op: Operator, _ value: String, _ token: String) throws(QueryError) -> NumericBound {
        guard !value.isEmpty else { throw .missingValue(token) }
        switch op {
        case .greater: return .greaterThan(try number(value, token))
        case .greaterOrEqual: return .greaterOrEqual(try number(value, token))
        case .less: return .lessThan(try number(value, token))
        case .lessOrEqual: return .lessOrEqual(try number(value, token))
        case .equal: return .equal(try number(value, token))
        case .colon:
            let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            switch parts.count {
            case 1: return .equal(try number(value, token))
            case 2:
                let low = try number(String(parts[0]), token)
                let high = try number(String(parts[1]), token)
                guard low <= high else { throw .emptyRange(token) }
                return .between(low, high)
            default: throw .malformedNumber(token)
            }
        }
    }

    /// A plain decimal such as 5, 5.5 or .5, optionally followed by "%". No signs, exponents, inf or nan.
    private static func number(_ text: String, _ token: String) throws(QueryError) -> Double {
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = (1...2).contains(parts.count)
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
            && parts.contains { !$0.isEmpty }
        guard wellFormed, let value = Double(digits.hasPrefix(".") ? "0" + digits : digits) else {
            throw .malformedNumber(token)
        }
        return value
    }
}
