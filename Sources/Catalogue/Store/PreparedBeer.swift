/// A `NewBeer` with its text normalised and its keys worked out: everything an upsert needs
/// that does not touch the database, so a bulk import can prepare the next beers on another
/// core while the current ones are written. It holds only what is written: each string it
/// carries costs the writing thread a reference count, on memory the preparing core last touched.
struct PreparedBeer: Sendable {
    let name: String
    /// Matches a stored beer of the same brewery ignoring case.
    let nameKey: String
    let sortKey: String
    let brewery: PreparedBrewery
    /// The style's name and its key, when the beer has a style.
    let style: (name: String, key: String)?
    let description: String?
    let abv: Double?
    let ibu: Double?
    let srm: Double?
    let firstBrewed: String?
    let sourceID: String?
    let origin: BeerOrigin

    init(_ beer: NewBeer) throws {
        name = beer.name.catalogueNormalised
        guard !name.isEmpty else { throw StoreError.invalidValue("a beer needs a name") }
        if let lowered = name.asciiLowercased {
            // Plain ASCII folds by lower-casing alone: without digits, the two keys are one string.
            nameKey = lowered
            sortKey = lowered.numbersOrdered
        } else {
            nameKey = name.catalogueLowercased
            sortKey = name.sortForm
        }
        brewery = try PreparedBrewery(beer.brewery)
        style = beer.style?.nonEmptyNormalised.map { ($0, $0.catalogueLowercased) }
        description = beer.description?.nonEmptyNormalised
        abv = beer.abv
        ibu = beer.ibu
        srm = beer.colour?.srm
        firstBrewed = beer.firstBrewed
        sourceID = beer.sourceID
        origin = beer.origin
    }
}

/// A `NewBrewery` with its text normalised and its name key worked out.
struct PreparedBrewery: Sendable {
    let name: String
    let key: String
    let city: String?
    let region: String?
    let country: String?

    init(_ brewery: NewBrewery) throws {
        name = brewery.name.catalogueNormalised
        guard !name.isEmpty else { throw StoreError.invalidValue("a brewery needs a name") }
        key = name.catalogueLowercased
        city = brewery.city?.nonEmptyNormalised
        region = brewery.region?.nonEmptyNormalised
        country = brewery.country?.nonEmptyNormalised
    }

    var place: BreweryIdentity.Place { BreweryIdentity.Place(city: city, country: country) }
}
