/// The columns the importer understands, and the header spellings (aliases) that name them.
public enum BeerColumn: String, CaseIterable, Sendable {
    case id, name, abv, ibu, style, styleID, categoryID, brewery, breweryID
    case city, state, country, description, srm, ebc, firstBrewed, tagline, ounces

    /// Header spellings after `normalisedHeader`.
    static let aliases: [String: BeerColumn] = [
        "id": .id, "beer_id": .id,
        "name": .name, "beer_name": .name, "beer": .name,
        "abv": .abv, "alcohol": .abv,
        "ibu": .ibu, "ibus": .ibu,
        "style": .style, "style_name": .style, "beer_style": .style,
        "style_id": .styleID, "cat_id": .categoryID,
        "brewery": .brewery, "brewery_name": .brewery, "brewer": .brewery,
        "brewery_id": .breweryID,
        "city": .city, "state": .state, "region": .state, "country": .country,
        "description": .description, "descript": .description,
        "srm": .srm, "ebc": .ebc, "first_brewed": .firstBrewed,
        "tagline": .tagline, "ounces": .ounces,
    ]

    /// Columns only a beer file has; a file with `name` but none of these lists breweries.
    static let beerOnly: Set<BeerColumn> = [.abv, .ibu, .style, .styleID, .categoryID, .brewery, .breweryID, .srm, .ebc, .firstBrewed, .tagline, .ounces]

    /// Lower case, trimmed, spaces and hyphens as underscores, so "Beer Name" matches `beer_name`.
    static func normalisedHeader(_ header: String) -> String {
        var result = ""
        for scalar in FieldText.trimmed(header.lowercased()).unicodeScalars {
            if scalar == "\u{FEFF}" { continue }
            result.unicodeScalars.append(scalar == " " || scalar == "-" ? "_" : scalar)
        }
        return result.replacingUnderscoreRuns()
    }
}

/// Where each known column sits in one table's header (the first match wins).
struct ColumnIndex: Sendable {
    /// A handful of entries: scanning them beats hashing for every field of every row.
    private var positions: [(column: BeerColumn, position: Int)] = []
    /// Normalised header names, for columns looked up by name (e.g. `cat_name`).
    let normalised: [String]

    init(header: [String]) {
        normalised = header.map(BeerColumn.normalisedHeader)
        for (position, name) in normalised.enumerated() {
            if let column = BeerColumn.aliases[name], self[column] == nil { positions.append((column, position)) }
        }
    }

    subscript(column: BeerColumn) -> Int? { positions.first { $0.column == column }?.position }
    func has(_ column: BeerColumn) -> Bool { self[column] != nil }
    func position(named name: String) -> Int? { normalised.firstIndex(of: name) }
    var columns: Set<BeerColumn> { Set(positions.map(\.column)) }
}

private extension String {
    func replacingUnderscoreRuns() -> String {
        var result = ""
        var previousWasUnderscore = false
        for character in self {
            if character == "_" {
                if previousWasUnderscore { continue }
                previousWasUnderscore = true
            } else {
                previousWasUnderscore = false
            }
            result.append(character)
        }
        return result
    }
}
