import Foundation

extension API {
    /// One check-in, in a person's data about a beer (and, later, their journal).
    public struct CheckIn: Codable, Sendable {
        public let id: Int64
        public let beerId: Int64
        public let time: Date
        /// draught, bottle, can, cask or taster; null when not said.
        public let serving: String?
        public let place: String?
        public let comment: String?
        /// 0.25 to 5 stars in quarters, exactly as given; null when not rated.
        public let rating: Double?
        public let externalId: String?

        public init(_ checkIn: Catalogue.CheckIn) {
            id = checkIn.id
            beerId = checkIn.beerID
            time = checkIn.time
            serving = checkIn.serving?.rawValue
            place = checkIn.place
            comment = checkIn.comment
            rating = checkIn.rating?.stars
            externalId = checkIn.externalID
        }

        public var checkIn: Catalogue.CheckIn {
            Catalogue.CheckIn(id: id, beerID: beerId, time: time, serving: serving.flatMap(Serving.init(rawValue:)),
                              place: place, comment: comment, rating: rating.flatMap(QuarterRating.init(stars:)),
                              externalID: externalId)
        }

        enum CodingKeys: String, CodingKey { case id, beerId, time, serving, place, comment, rating, externalId }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(beerId, forKey: .beerId)
            try container.encode(time, forKey: .time)
            try container.encode(serving, forKey: .serving)
            try container.encode(place, forKey: .place)
            try container.encode(comment, forKey: .comment)
            try container.encode(rating, forKey: .rating)
            try container.encode(externalId, forKey: .externalId)
        }
    }

    /// `POST /v1/me/checkins/{id}`'s body (optional: no body is a check-in now with no details).
    /// A field of the wrong kind is refused naming it: a serving outside the list, a rating that
    /// is not 0.25 to 5 in quarters.
    public struct NewCheckIn: Codable, Sendable {
        public let time: Date?
        public let serving: String?
        public let place: String?
        public let comment: String?
        public let rating: Double?
        public let externalId: String?

        public init(_ checkIn: Catalogue.NewCheckIn) {
            self.init(time: checkIn.time, serving: checkIn.serving?.rawValue, place: checkIn.place, comment: checkIn.comment,
                      rating: checkIn.rating?.stars, externalId: checkIn.externalID)
        }

        init(time: Date?, serving: String?, place: String?, comment: String?, rating: Double?, externalId: String?) {
            self.time = time
            self.serving = serving
            self.place = place
            self.comment = comment
            self.rating = rating
            self.externalId = externalId
        }

        /// The catalogue's check-in; `InvalidField` names a serving or rating it cannot hold.
        public func checkIn() throws -> Catalogue.NewCheckIn {
            var servingValue: Serving?
            if let serving {
                guard let known = Serving(rawValue: serving) else {
                    throw InvalidField(field: "serving", message: "serving is one of draught, bottle, can, cask, taster")
                }
                servingValue = known
            }
            var ratingValue: QuarterRating?
            if let rating {
                guard let quarters = QuarterRating(stars: rating) else {
                    throw InvalidField(field: "rating", message: "rating is 0.25 to 5 in steps of 0.25")
                }
                ratingValue = quarters
            }
            return Catalogue.NewCheckIn(time: time, serving: servingValue, place: place, comment: comment,
                                        rating: ratingValue, externalID: externalId)
        }
    }

    /// A request field the API cannot turn into the catalogue's value.
    public struct InvalidField: Error, Sendable {
        public let field: String
        public let message: String

        /// The same fault in a field inside `path` (`checkIns[3]`).
        func inside(_ path: String) -> InvalidField {
            InvalidField(field: "\(path).\(field)", message: "\(path).\(message)")
        }
    }
}
