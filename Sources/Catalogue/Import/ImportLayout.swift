/// The public data set layouts recognised from their headers, with no options needed.
public enum ImportLayout: String, Sendable {
    /// The "craft-cans" data set: beers.csv (abv as a fraction, ounces, brewery_id) + breweries.csv.
    case craftCans = "craft-cans"
    /// The Open Beer DB dump: beers.csv (cat_id, style_id, descript, ...) + breweries, styles, categories.
    case openBeerDB = "Open Beer DB"
    /// Punk API JSON (BrewDog's beers): name, tagline, first_brewed, abv, ibu, ebc, srm.
    case punkAPI = "Punk API"
    /// Any other table whose headers name the columns.
    case generic = "generic"

    static func detect(_ columns: ColumnIndex) -> ImportLayout {
        if columns.has(.ounces), columns.has(.breweryID) { return .craftCans }
        if columns.has(.categoryID) || columns.has(.styleID) { return .openBeerDB }
        if columns.has(.tagline), columns.has(.firstBrewed), !columns.has(.brewery) { return .punkAPI }
        return .generic
    }

    /// Brewery for layouts whose files do not name one.
    var impliedBrewery: ImportedBrewery? {
        self == .punkAPI ? ImportedBrewery(name: "BrewDog", city: "Ellon", country: "GB") : nil
    }

    /// Country for layouts that only cover one.
    var impliedCountry: String? { self == .craftCans ? "US" : nil }
}

/// What one input file holds, judged from its header.
enum TableRole: Equatable {
    case beers, breweries, styles, categories

    static func of(_ columns: ColumnIndex) -> TableRole? {
        if columns.position(named: "cat_name") != nil, !columns.has(.name) { return .categories }
        if columns.position(named: "style_name") != nil, columns.has(.categoryID), !columns.has(.name) { return .styles }
        guard columns.has(.name) else { return nil }
        if columns.columns.isDisjoint(with: BeerColumn.beerOnly) { return .breweries }
        return .beers
    }
}
