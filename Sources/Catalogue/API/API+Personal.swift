import Foundation

extension API {
    /// One person's data about one beer: `GET /v1/me/beers/{id}`.
    public struct PersonalData: Codable, Sendable {
        public let beerId: Int64
        public let isFavourite: Bool
        public let rating: Int?
        public let note: String?
        /// The person's check-ins of the beer, newest first.
        public let checkIns: [CheckIn]

        public init(beerID: Int64, _ data: PersonalBeerData) {
            beerId = beerID
            isFavourite = data.isFavourite
            rating = data.rating
            note = data.note
            checkIns = data.checkIns.map(CheckIn.init)
        }

        public var data: PersonalBeerData {
            PersonalBeerData(isFavourite: isFavourite, rating: rating, note: note, checkIns: checkIns.map(\.checkIn))
        }

        enum CodingKeys: String, CodingKey { case beerId, isFavourite, rating, note, checkIns }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(beerId, forKey: .beerId)
            try container.encode(isFavourite, forKey: .isFavourite)
            try container.encode(rating, forKey: .rating)
            try container.encode(note, forKey: .note)
            try container.encode(checkIns, forKey: .checkIns)
        }
    }

    /// `GET /v1/me/export`: every beer the person favourited, rated, noted or checked in.
    public struct Export: Codable, Sendable {
        public struct Row: Codable, Sendable {
            public let beer: BeerSummary
            public let personal: PersonalData
        }

        public let beers: [Row]

        public init(_ rows: [PersonalExportRow]) {
            beers = rows.map { Row(beer: BeerSummary($0.beer), personal: PersonalData(beerID: $0.beer.id, $0.data)) }
        }

        public var rows: [PersonalExportRow] {
            beers.map { PersonalExportRow(beer: $0.beer.summary, data: $0.personal.data) }
        }
    }

    /// `PUT /v1/me/ratings/{id}`'s body: a whole number of stars.
    public struct Rating: Codable, Sendable {
        public let stars: Int

        public init(stars: Int) { self.stars = stars }

        enum CodingKeys: String, CodingKey { case stars }

        /// Anything but a whole number (text, true, 4.5) is the wrong type, named as `stars`; a
        /// missing `stars` is reported as missing.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.contains(.stars) else {
                throw DecodingError.keyNotFound(CodingKeys.stars, .init(codingPath: [], debugDescription: "missing"))
            }
            guard let value = try? container.decode(Double.self, forKey: .stars), let stars = Int(exactly: value) else {
                throw DecodingError.typeMismatch(Int.self, .init(codingPath: [CodingKeys.stars],
                                                                 debugDescription: "not a whole number"))
            }
            self.stars = stars
        }
    }

    /// `PUT /v1/me/notes/{id}`'s body.
    public struct Note: Codable, Sendable {
        public let text: String

        public init(text: String) { self.text = text }
    }
}
