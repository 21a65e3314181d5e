import Catalogue

/// An import's beers merged as the SQLite store's row-by-row upserts would leave them, before
/// anything is written: one entry per beer (name key and brewery), brewery and style, in the
/// order each first appears, a later row's non-nil values overwriting an earlier one's. A
/// `.bundled` row never overwrites an `.imported` one.
struct ImportPlan {
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
        var name: String
        let nameKey: String
        var sortKey: String
        let breweryKey: String
        var styleKey: String?
        var abv: Double?
        var ibu: Double?
        var srm: Double?
        var description: String?
        var firstBrewed: String?
        var sourceID: String?
        var origin: BeerOrigin
    }

    private(set) var breweries: [Brewery] = []
    private(set) var styles: [Style] = []
    private(set) var beers: [Beer] = []
    /// Rows that repeated an earlier row's beer and changed it, and those that did not.
    private(set) var repeatsChanged = 0
    private(set) var repeatsUnchanged = 0

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
        let key = BeerKey(name: row.nameKey, brewery: row.breweryKey)
        guard let index = beerIndex[key] else {
            beerIndex[key] = beers.count
            beers.append(Beer(name: row.name, nameKey: row.nameKey, sortKey: row.sortKey, breweryKey: row.breweryKey,
                              styleKey: row.styleKey, abv: beer.abv, ibu: beer.ibu, srm: beer.colour?.srm,
                              description: row.description, firstBrewed: beer.firstBrewed, sourceID: beer.sourceID,
                              origin: beer.origin))
            return
        }
        var merged = beers[index]
        if beer.origin == .bundled && merged.origin == .imported {
            repeatsUnchanged += 1
            return
        }
        merged.name = row.name
        merged.sortKey = row.sortKey
        merged.styleKey = row.styleKey ?? merged.styleKey
        merged.abv = beer.abv ?? merged.abv
        merged.ibu = beer.ibu ?? merged.ibu
        merged.srm = beer.colour?.srm ?? merged.srm
        merged.description = row.description ?? merged.description
        merged.firstBrewed = beer.firstBrewed ?? merged.firstBrewed
        merged.sourceID = beer.sourceID ?? merged.sourceID
        merged.origin = beer.origin
        if merged == beers[index] { repeatsUnchanged += 1 } else { repeatsChanged += 1 }
        beers[index] = merged
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

extension ImportPlan.Beer: Equatable {}
