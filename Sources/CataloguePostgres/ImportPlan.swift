import Catalogue

/// An import's rows grouped as the SQLite store's row-by-row upserts would meet them, before
/// anything is written: one entry per beer (name key and brewery), brewery and style, in the order
/// each first appears. A beer named by one row is written as it is; a beer that several rows name
/// keeps them all (`rows`), so that they can be applied one after another to what is stored
/// (`BeerFields.applying`), exactly as SQLite applies them.
struct ImportPlan: Sendable {
    struct Brewery {
        var name: String
        let key: String
        var sortKey: String
        var city: String?
        var region: String?
        var country: String?
        var countryCode: String?
    }

    struct Style {
        let name: String
        let key: String
    }

    struct Beer {
        let nameKey: String
        let breweryKey: String
        /// Every row that names the beer, in file order (style by key).
        var rows: [BeerFields<String>]
    }

    private(set) var breweries: [Brewery] = []
    private(set) var styles: [Style] = []
    private(set) var beers: [Beer] = []

    private var breweryIndex: [String: Int] = [:]
    private var styleIndex: [String: Int] = [:]
    private var beerIndex: [BeerKey: Int] = [:]

    private struct BeerKey: Hashable {
        let name: String
        let brewery: String
    }

    /// Throws `StoreError.invalidValue` for a beer or brewery without a name.
    init(_ newBeers: [NewBeer]) throws {
        for newBeer in newBeers { add(try NormalisedBeer(newBeer)) }
    }

    private mutating func add(_ row: NormalisedBeer) {
        addBrewery(row)
        if let name = row.styleName, let key = row.styleKey, styleIndex[key] == nil {
            styleIndex[key] = styles.count
            styles.append(Style(name: name, key: key))
        }
        let beer = row.beer
        let fields = BeerFields(name: row.name, sortKey: row.sortKey, style: row.styleKey, abv: beer.abv, ibu: beer.ibu,
                                srm: beer.colour?.srm, description: row.description, firstBrewed: beer.firstBrewed,
                                sourceID: beer.sourceID, origin: beer.origin)
        let key = BeerKey(name: row.nameKey, brewery: row.breweryKey)
        if let index = beerIndex[key] {
            beers[index].rows.append(fields)
        } else {
            beerIndex[key] = beers.count
            beers.append(Beer(nameKey: row.nameKey, breweryKey: row.breweryKey, rows: [fields]))
        }
    }

    private mutating func addBrewery(_ row: NormalisedBeer) {
        guard let index = breweryIndex[row.breweryKey] else {
            breweryIndex[row.breweryKey] = breweries.count
            breweries.append(Brewery(name: row.breweryName, key: row.breweryKey, sortKey: row.brewerySortKey,
                                     city: row.city, region: row.region, country: row.country,
                                     countryCode: row.countryCode))
            return
        }
        breweries[index].name = row.breweryName
        breweries[index].sortKey = row.brewerySortKey
        breweries[index].city = row.city ?? breweries[index].city
        breweries[index].region = row.region ?? breweries[index].region
        if let country = row.country {
            breweries[index].country = country
            breweries[index].countryCode = row.countryCode
        }
    }
}
