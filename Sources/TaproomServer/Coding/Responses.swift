import Catalogue
import Foundation
import Hummingbird

// The JSON the API answers with (docs/openapi.json describes each). Kept apart from the
// catalogue's own types, so the wire format changes only on purpose.

/// A search's page, answered by `response(from:context:)` in `BeerPageResponse+JSON.swift`;
/// `encode(to:)` is the same JSON through the routes' encoder, which tests hold it to.
struct BeerPageResponse: Encodable, ResponseGenerator {
    let beers: [BeerSummaryResponse]
    let total: Int
    /// `after` for the following page; null on the last page.
    let next: String?
    /// The query's free words, each matching the start of a word of every beer's name, brewery
    /// or style (for a client to mark the matches).
    let words: [String]

    enum CodingKeys: String, CodingKey { case beers, total, next, words }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(beers, forKey: .beers)
        try container.encode(total, forKey: .total)
        try container.encode(next, forKey: .next)
        try container.encode(words, forKey: .words)
    }
}

// The responses spell out `encode(to:)` so that every property is always present, null when
// unknown (the synthesized one leaves nil properties out).

struct BeerSummaryResponse: ResponseEncodable {
    let id: Int64
    let name: String
    let brewery: String
    let country: String?
    let style: String?
    let abv: Double?
    let ibu: Double?
    let isFavourite: Bool
    let rating: Int?
    let averageRating: Double?
    let ratingCount: Int

    init(_ beer: BeerSummary) {
        id = beer.id
        name = beer.name
        brewery = beer.breweryName
        country = beer.country
        style = beer.style
        abv = beer.abv
        ibu = beer.ibu
        isFavourite = beer.isFavourite
        rating = beer.rating
        averageRating = beer.averageRating
        ratingCount = beer.ratingCount
    }

    enum CodingKeys: String, CodingKey {
        case id, name, brewery, country, style, abv, ibu, isFavourite, rating, averageRating, ratingCount
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(brewery, forKey: .brewery)
        try container.encode(country, forKey: .country)
        try container.encode(style, forKey: .style)
        try container.encode(abv, forKey: .abv)
        try container.encode(ibu, forKey: .ibu)
        try container.encode(isFavourite, forKey: .isFavourite)
        try container.encode(rating, forKey: .rating)
        try container.encode(averageRating, forKey: .averageRating)
        try container.encode(ratingCount, forKey: .ratingCount)
    }
}

struct BeerResponse: ResponseEncodable {
    struct BreweryResponse: Encodable {
        let id: Int64
        let name: String
        let city: String?
        let region: String?
        /// The ISO code where one was recognised, else the country as imported.
        let country: String?
        /// The country as imported.
        let countryName: String?
        let countryCode: String?

        enum CodingKeys: String, CodingKey { case id, name, city, region, country, countryName, countryCode }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(city, forKey: .city)
            try container.encode(region, forKey: .region)
            try container.encode(country, forKey: .country)
            try container.encode(countryName, forKey: .countryName)
            try container.encode(countryCode, forKey: .countryCode)
        }
    }

    let id: Int64
    let name: String
    let brewery: BreweryResponse
    let style: String?
    let abv: Double?
    let ibu: Double?
    let srm: Double?
    let description: String?
    let firstBrewed: String?
    let sourceId: String?
    let origin: String

    init(_ beer: Beer) {
        id = beer.id
        name = beer.name
        brewery = BreweryResponse(id: beer.brewery.id, name: beer.brewery.name, city: beer.brewery.city,
                                  region: beer.brewery.region, country: beer.brewery.countryCode ?? beer.brewery.country,
                                  countryName: beer.brewery.country, countryCode: beer.brewery.countryCode)
        style = beer.style?.name
        abv = beer.abv
        ibu = beer.ibu
        srm = beer.colour?.srm
        description = beer.description
        firstBrewed = beer.firstBrewed
        sourceId = beer.sourceID
        origin = beer.origin.rawValue
    }

    enum CodingKeys: String, CodingKey {
        case id, name, brewery, style, abv, ibu, srm, description, firstBrewed, sourceId, origin
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(brewery, forKey: .brewery)
        try container.encode(style, forKey: .style)
        try container.encode(abv, forKey: .abv)
        try container.encode(ibu, forKey: .ibu)
        try container.encode(srm, forKey: .srm)
        try container.encode(description, forKey: .description)
        try container.encode(firstBrewed, forKey: .firstBrewed)
        try container.encode(sourceId, forKey: .sourceId)
        try container.encode(origin, forKey: .origin)
    }
}

struct StatsResponse: ResponseEncodable {
    let beers: Int
    let breweries: Int
    let styles: Int
    let users: Int
}

struct PositionResponse: ResponseEncodable {
    /// From 0; null when the beer is not in the list (always present).
    let position: Int?

    enum CodingKeys: String, CodingKey { case position }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(position, forKey: .position)
    }
}

struct RevisionResponse: ResponseEncodable {
    let revision: Int
}

struct UserResponse: ResponseEncodable {
    let id: Int64
    let name: String
    let createdAt: Date

    init(_ user: User) {
        id = user.id
        name = user.name
        createdAt = user.createdAt
    }
}

struct SessionResponse: ResponseEncodable {
    let token: String
    let expiresAt: Date
    let user: UserResponse
}

struct PersonalDataResponse: ResponseEncodable {
    let beerId: Int64
    let isFavourite: Bool
    let rating: Int?
    let note: String?
    let checkIns: [Date]

    init(beerID: Int64, _ data: PersonalBeerData) {
        beerId = beerID
        isFavourite = data.isFavourite
        rating = data.rating
        note = data.note
        checkIns = data.checkIns
    }

    enum CodingKeys: String, CodingKey { case beerId, isFavourite, rating, note, checkIns }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(beerId, forKey: .beerId)
        try container.encode(isFavourite, forKey: .isFavourite)
        try container.encode(rating, forKey: .rating)
        try container.encode(note, forKey: .note)
        try container.encode(checkIns, forKey: .checkIns)
    }
}

struct CheckInResponse: ResponseEncodable {
    let beerId: Int64
    let at: Date
}

struct ExportResponse: ResponseEncodable {
    struct Row: Encodable {
        let beer: BeerSummaryResponse
        let personal: PersonalDataResponse
    }

    let beers: [Row]
}

struct ImportResponse: ResponseEncodable {
    let rowsRead: Int
    let added: Int
    let updated: Int
    let unchanged: Int
    let breweriesAdded: Int
    let skipped: Int
}

struct MeResponse: ResponseEncodable {
    let user: UserResponse
    let isAdmin: Bool
}
