/// A query written back as the filter-field language, in one canonical form that
/// `QueryParser.parse` reads back to an equal query: what a client sends a server as `q`.
extension CatalogueQuery {
    public var text: String {
        (words.map(Self.word) + filters.map(Self.term)).joined(separator: " ")
    }

    /// A free word, in quotes unless it is only letters and digits (so it cannot be read as a
    /// term or split in two).
    private static func word(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber } && !["fav", "had"].contains(word.lowercased())
        return plain ? word : "\"\(word)\""
    }

    private static func term(_ filter: QueryFilter) -> String {
        switch filter {
        case .numeric(let field, let bound): field.rawValue + bound.text
        case .style(let words): "style:\"\(words)\""
        case .brewery(let words): "brewery:\"\(words)\""
        case .country(let code): "country:\(code)"
        case .favourites: "fav"
        case .had(let had): had ? "had" : "had:no"
        case .since(let date): "since:\(date)"
        case .until(let date): "until:\(date)"
        }
    }
}

extension NumericBound {
    /// The operator and its number(s): `>7`, `:5-7`.
    var text: String {
        switch self {
        case .greaterThan(let value): ">" + Self.decimal(value)
        case .greaterOrEqual(let value): ">=" + Self.decimal(value)
        case .lessThan(let value): "<" + Self.decimal(value)
        case .lessOrEqual(let value): "<=" + Self.decimal(value)
        case .equal(let value): "=" + Self.decimal(value)
        case .between(let low, let high): ":" + Self.decimal(low) + "-" + Self.decimal(high)
        }
    }

    /// The shortest digits that read back as `value`, written without an exponent (the query
    /// language has none): 5, 5.5, 0.00001.
    static func decimal(_ value: Double) -> String {
        let shortest = "\(value)"
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(shortest[shortest.index(after: e)...]) else {
            return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
        }
        let mantissa = shortest[..<e]
        let point = mantissa.firstIndex(of: ".")
        let whole = point.map { String(mantissa[..<$0]) } ?? String(mantissa)
        var fraction = point.map { String(mantissa[mantissa.index(after: $0)...]) } ?? ""
        if fraction == "0" { fraction = "" }
        let digits = whole + fraction
        let pointAt = whole.count + exponent
        if pointAt <= 0 { return "0." + String(repeating: "0", count: -pointAt) + digits }
        if pointAt >= digits.count { return digits + String(repeating: "0", count: pointAt - digits.count) }
        return String(digits.prefix(pointAt)) + "." + String(digits.dropFirst(pointAt))
    }
}
