import Catalogue

/// An import's rows grouped as the SQLite store's row-by-row upserts would meet them, before
/// anything is written: one entry per beer (name key and brewery), brewery (name key and
/// location key, `Brewery.locationKey`) and style, in the order
/// each first appears. A beer named by one row is written as it is; a beer that several rows name
/// keeps them all (`rows`), so that they can be applied one after another to what is stored
/// (`BeerFields.applying`), exactly as SQLite applies them.
struct ImportPlan: Sendable {
    /// Which brewery a row means: the same name key and location key is the same brewery.
    struct BreweryIdentity: Hashable {
        let key: String
        let locationKey: String
    }

    struct Brewery {
        var name: String
        let key: String
        let locationKey: String
        var sortKey: String
        var city: String?
        var region: String?
        var country: String?
        var countryCode: String?

        var identity: BreweryIdentity { BreweryIdentity(key: key, locationKey: locationKey) }
    }

    struct Style {
        let name: String
        let key: String
    }

    struct Beer {
        let nameKey: String
        let brewery: BreweryIdentity
        /// Every row that names the beer, in file order (style by key).
        var rows: [BeerFields<String>]
    }

    private(set) var breweries: [Brewery] = []
    private(set) var styles: [Style] = []
    private(set) var beers: [Beer] = []

    private var breweryIndex: [BreweryIdentity: Int] = [:]
    private var styleIndex: [String: Int] = [:]
    private var beerIndex: [BeerKey: Int] = [:]

    private struct BeerKey: Hashable {
        let name: String
        let brewery: BreweryIdentity
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
        let brewery = BreweryIdentity(key: row.breweryKey, locationKey: row.breweryLocationKey)
        let key = BeerKey(name: row.nameKey, brewery: brewery)
        if let index = beerIndex[key] {
            beers[index].rows.append(fields)
        } else {
            beerIndex[key] = beers.count
            beers.append(Beer(nameKey: row.nameKey, brewery: brewery, rows: [fields]))
        }
    }

    private mutating func addBrewery(_ row: NormalisedBeer) {
        let identity = BreweryIdentity(key: row.breweryKey, locationKey: row.breweryLocationKey)
        guard let index = breweryIndex[identity] else {
            breweryIndex[identity] = breweries.count
            breweries.append(Brewery(name: row.breweryName, key: row.breweryKey, locationKey: row.breweryLocationKey,
                                     sortKey: row.brewerySortKey, city: row.city, region: row.region,
                                     country: row.country, countryCode: row.countryCode))
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
