import Catalogue

/// An import's rows grouped as the SQLite store's row-by-row upserts would meet them, before
/// anything is written: one entry per beer (name key and brewery), brewery and style, in the order
/// each first appears. A beer named by one row is written as it is; a beer that several rows name
/// keeps them all (`rows`), so that they can be applied one after another to what is stored
/// (`BeerFields.applying`), exactly as SQLite applies them.
///
/// Which brewery a row names depends on what is stored and on the rows before it (a row may fill
/// in a stored brewery's place, which the next row then has to agree with), so the plan is made
/// from the stored breweries of the import's names, read under the import's lock, and each row's
/// brewery is chosen in file order by `BreweryIdentity`, as SQLite chooses it.
struct ImportPlan: Sendable {
    /// What the import writes of a brewery.
    struct BreweryFields: Equatable, Sendable {
        var name: String
        let key: String
        var sortKey: String
        var city: String?
        var region: String?
        var country: String?
        var countryCode: String?

        var place: BreweryIdentity.Place { BreweryIdentity.Place(city: city, country: country) }
    }

    struct Brewery: Sendable {
        /// The stored brewery this is, and its fields as stored; nil for one the import adds.
        let stored: (id: Int64, fields: BreweryFields)?
        var fields: BreweryFields

        /// Whether the import writes it: a new brewery, or a stored one a row changed.
        var isWritten: Bool { stored.map { $0.fields != fields } ?? true }
    }

    struct Style {
        let name: String
        let key: String
    }

    struct Beer {
        let nameKey: String
        /// Its brewery's index in `breweries`.
        let brewery: Int
        /// Every row that names the beer, in file order (style by key).
        var rows: [BeerFields<String>]
    }

    /// The stored breweries of the import's names first (those no row names stay unwritten),
    /// then the new ones in the order they first appear.
    private(set) var breweries: [Brewery]
    private(set) var styles: [Style] = []
    private(set) var beers: [Beer] = []

    /// Every brewery of a name key, first made first (indices in `breweries`).
    private var sameNamed: [String: [Int]] = [:]
    private var styleIndex: [String: Int] = [:]
    private var beerIndex: [BeerKey: Int] = [:]

    private struct BeerKey: Hashable {
        let name: String
        let brewery: Int
    }

    /// The name keys of the rows' breweries: the stored breweries the plan needs are theirs.
    static func breweryKeys(of rows: [NormalisedBeer]) -> [String] {
        Array(Set(rows.map(\.breweryKey)))
    }

    /// `stored`: the stored breweries of `breweryKeys(of: rows)`, by ascending id.
    init(_ rows: [NormalisedBeer], stored: [(id: Int64, fields: BreweryFields)]) {
        breweries = stored.map { Brewery(stored: $0, fields: $0.fields) }
        for (index, brewery) in breweries.enumerated() { sameNamed[brewery.fields.key, default: []].append(index) }
        for row in rows { add(row) }
    }

    private mutating func add(_ row: NormalisedBeer) {
        let brewery = addBrewery(row)
        if let name = row.styleName, let key = row.styleKey, styleIndex[key] == nil {
            styleIndex[key] = styles.count
            styles.append(Style(name: name, key: key))
        }
        let beer = row.beer
        let fields = BeerFields(name: row.name, sortKey: row.sortKey, style: row.styleKey, abv: beer.abv, ibu: beer.ibu,
                                srm: beer.colour?.srm, description: row.description, firstBrewed: beer.firstBrewed,
                                sourceID: beer.sourceID, origin: beer.origin)
        let key = BeerKey(name: row.nameKey, brewery: brewery)
        if let index = beerIndex[key] {
            beers[index].rows.append(fields)
        } else {
            beerIndex[key] = beers.count
            beers.append(Beer(nameKey: row.nameKey, brewery: brewery, rows: [fields]))
        }
    }

    /// The index of the row's brewery, found as `CatalogueTransaction.upsertBreweryFields` finds
    /// it and changed as it changes it (non-nil fields overwrite), or added.
    private mutating func addBrewery(_ row: NormalisedBeer) -> Int {
        let candidates = sameNamed[row.breweryKey] ?? []
        let place = BreweryIdentity.Place(city: row.city, country: row.country)
        guard let match = BreweryIdentity.match(place, among: candidates, placeOf: { breweries[$0].fields.place }) else {
            sameNamed[row.breweryKey, default: []].append(breweries.count)
            breweries.append(Brewery(stored: nil, fields: BreweryFields(
                name: row.breweryName, key: row.breweryKey, sortKey: row.brewerySortKey, city: row.city,
                region: row.region, country: row.country, countryCode: row.countryCode)))
            return breweries.count - 1
        }
        let index = candidates[match]
        breweries[index].fields.name = row.breweryName
        breweries[index].fields.sortKey = row.brewerySortKey
        breweries[index].fields.city = row.city ?? breweries[index].fields.city
        breweries[index].fields.region = row.region ?? breweries[index].fields.region
        if let country = row.country {
            breweries[index].fields.country = country
            breweries[index].fields.countryCode = row.countryCode
        }
        return index
    }
}
