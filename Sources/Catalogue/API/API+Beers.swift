import Foundation

extension API {
    /// A search's page: `GET /v1/beers`.
    public struct BeerPage: Codable, Sendable {
        public let beers: [BeerSummary]
        public let total: Int
        /// `after` for the following page; null on the last page.
        public let next: String?
        /// The query's free words (for a client to mark the matches).
        public let words: [String]

        public init(_ page: Catalogue.BeerPage) {
            beers = page.beers.map(BeerSummary.init)
            total = page.total
            next = page.next?.token
            words = page.words
        }

        public func page() throws -> Catalogue.BeerPage {
            var after: NextPage?
            if let next {
                guard let page = NextPage(token: next) else { throw UnreadableBody(detail: "a page token it cannot read") }
                after = page
            }
            return Catalogue.BeerPage(beers: beers.map(\.summary), total: total, next: after, words: words)
        }

        enum CodingKeys: String, CodingKey { case beers, total, next, words }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(beers, forKey: .beers)
            try container.encode(total, forKey: .total)
            try container.encode(next, forKey: .next)
            try container.encode(words, forKey: .words)
        }
    }

    /// A beer as a list shows it, with the signed-in person's mark and stars.
    public struct BeerSummary: Codable, Sendable {
        public let id: Int64
        public let name: String
        public let brewery: String
        public let country: String?
        public let style: String?
        public let abv: Double?
        public let ibu: Double?
        public let isFavourite: Bool
        public let rating: Int?
        public let averageRating: Double?
        public let ratingCount: Int
        public let checkInCount: Int

        public init(_ beer: Catalogue.BeerSummary) {
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
            checkInCount = beer.checkInCount
        }

        public var summary: Catalogue.BeerSummary {
            Catalogue.BeerSummary(id: id, name: name, breweryName: brewery, country: country, style: style, abv: abv,
                                  ibu: ibu, isFavourite: isFavourite, rating: rating, averageRating: averageRating,
                                  ratingCount: ratingCount, checkInCount: checkInCount)
        }

        enum CodingKeys: String, CodingKey {
            case id, name, brewery, country, style, abv, ibu, isFavourite, rating, averageRating, ratingCount, checkInCount
        }

        public func encode(to encoder: any Encoder) throws {
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
            try container.encode(checkInCount, forKey: .checkInCount)
        }
    }

    /// One beer, everything the store keeps: `GET /v1/beers/{id}`.
    public struct Beer: Codable, Sendable {
        public struct Brewery: Codable, Sendable {
            public let id: Int64
            public let name: String
            public let city: String?
            public let region: String?
            /// The ISO code where one was recognised, else the country as imported.
            public let country: String?
            /// The country as imported.
            public let countryName: String?
            public let countryCode: String?

            enum CodingKeys: String, CodingKey { case id, name, city, region, country, countryName, countryCode }

            public func encode(to encoder: any Encoder) throws {
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

        public let id: Int64
        public let name: String
        public let brewery: Brewery
        public let style: String?
        public let abv: Double?
        public let ibu: Double?
        public let srm: Double?
        public let description: String?
        public let firstBrewed: String?
        public let sourceId: String?
        public let origin: String

        public init(_ beer: Catalogue.Beer) {
            id = beer.id
            name = beer.name
            brewery = Brewery(id: beer.brewery.id, name: beer.brewery.name, city: beer.brewery.city,
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

        /// The API names a style but not its id (0 here).
        public var beer: Catalogue.Beer {
            Catalogue.Beer(id: id, name: name,
                           brewery: Catalogue.Brewery(id: brewery.id, name: brewery.name, city: brewery.city,
                                                      region: brewery.region, country: brewery.countryName,
                                                      countryCode: brewery.countryCode),
                           style: style.map { Style(id: 0, name: $0) }, abv: abv, ibu: ibu,
                           colour: srm.map(Colour.init(srm:)), description: description, firstBrewed: firstBrewed,
                           sourceID: sourceId, origin: BeerOrigin(rawValue: origin) ?? .imported)
        }

        enum CodingKeys: String, CodingKey {
            case id, name, brewery, style, abv, ibu, srm, description, firstBrewed, sourceId, origin
        }

        public func encode(to encoder: any Encoder) throws {
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

    /// `GET /v1/beers/{id}/position`: from 0; null when the beer is not in the list.
    public struct Position: Codable, Sendable {
        public let position: Int?

        public init(position: Int?) { self.position = position }

        enum CodingKeys: String, CodingKey { case position }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(position, forKey: .position)
        }
    }

    /// `GET /v1/stats`.
    public struct Stats: Codable, Sendable {
        public let beers: Int
        public let breweries: Int
        public let styles: Int
        public let users: Int

        public init(_ stats: CatalogueStats) {
            beers = stats.beers
            breweries = stats.breweries
            styles = stats.styles
            users = stats.users
        }

        public var stats: CatalogueStats { CatalogueStats(beers: beers, breweries: breweries, styles: styles, users: users) }
    }

    /// `GET /v1/revision`, and each `revision` event's data.
    public struct Revision: Codable, Sendable {
        public let revision: Int

        public init(revision: Int) { self.revision = revision }
    }

    /// `POST /v1/imports`'s answer.
    public struct ImportReport: Codable, Sendable {
        public let rowsRead: Int
        public let added: Int
        public let updated: Int
        public let unchanged: Int
        public let breweriesAdded: Int
        public let skipped: Int

        public init(_ report: Catalogue.ImportReport) {
            rowsRead = report.rowsRead
            added = report.added
            updated = report.updated
            unchanged = report.unchanged
            breweriesAdded = report.breweriesAdded
            skipped = report.skipped
        }

        public var report: Catalogue.ImportReport {
            Catalogue.ImportReport(rowsRead: rowsRead, added: added, updated: updated, unchanged: unchanged,
                                   breweriesAdded: breweriesAdded, skipped: skipped)
        }
    }
}
