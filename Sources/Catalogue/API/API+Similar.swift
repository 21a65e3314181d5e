extension API {
    /// `GET /v1/beers/{id}/similar`: the beers most like one, best first, each with why.
    public struct SimilarBeers: Codable, Sendable {
        public let beers: [SimilarBeer]

        public init(_ beers: [Catalogue.SimilarBeer]) { self.beers = beers.map(SimilarBeer.init) }

        /// Throws `UnreadableBody` for a reason this program does not know.
        public func similar() throws -> [Catalogue.SimilarBeer] { try beers.map { try $0.similar() } }
    }

    public struct SimilarBeer: Codable, Sendable {
        public let beer: BeerSummary
        public let reasons: [Reason]

        init(_ similar: Catalogue.SimilarBeer) {
            beer = BeerSummary(similar.beer)
            reasons = similar.reasons.map(Reason.init)
        }

        func similar() throws -> Catalogue.SimilarBeer {
            Catalogue.SimilarBeer(beer: beer.summary, reasons: try reasons.map { try $0.reason() })
        }
    }

    /// One reason: its `kind`, with `people` for `likedByTheSamePeople` and `value` for
    /// `closeAbv` and `closeIbu` (the beer's own), null otherwise.
    public struct Reason: Codable, Sendable {
        public let kind: String
        public let people: Int?
        public let value: Double?

        init(_ reason: SimilarityReason) {
            switch reason {
            case .likedByTheSamePeople(let people): (kind, self.people, value) = ("likedByTheSamePeople", people, nil)
            case .sameStyle: (kind, people, value) = ("sameStyle", nil, nil)
            case .sameBrewery: (kind, people, value) = ("sameBrewery", nil, nil)
            case .closeABV(let abv): (kind, people, value) = ("closeAbv", nil, abv)
            case .closeIBU(let ibu): (kind, people, value) = ("closeIbu", nil, ibu)
            case .closeColour: (kind, people, value) = ("closeColour", nil, nil)
            }
        }

        func reason() throws -> SimilarityReason {
            switch (kind, people, value) {
            case ("likedByTheSamePeople", let people?, _): return .likedByTheSamePeople(people)
            case ("sameStyle", _, _): return .sameStyle
            case ("sameBrewery", _, _): return .sameBrewery
            case ("closeAbv", _, let abv?): return .closeABV(abv)
            case ("closeIbu", _, let ibu?): return .closeIBU(ibu)
            case ("closeColour", _, _): return .closeColour
            default: throw UnreadableBody(detail: "\(kind) is no reason this program knows")
            }
        }

        enum CodingKeys: String, CodingKey { case kind, people, value }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(people, forKey: .people)
            try container.encode(value, forKey: .value)
        }
    }
}

extension API {
    /// `GET /v1/style-distribution?style=NAME`: the style's beers per whole ABV percent (the last
    /// bin 15% and above) and per 10 IBU (the last 100 and above).
    public struct StyleDistribution: Codable, Sendable {
        public let abv: [Int]
        public let ibu: [Int]

        public init(_ distribution: Catalogue.StyleDistribution) {
            abv = distribution.abv
            ibu = distribution.ibu
        }

        /// Throws `UnreadableBody` for histograms of another shape than this program's.
        public func distribution() throws -> Catalogue.StyleDistribution {
            guard abv.count == ABVBins.count, ibu.count == IBUBins.count else {
                throw UnreadableBody(detail: "the histograms have \(abv.count) and \(ibu.count) bins, not \(ABVBins.count) and \(IBUBins.count)")
            }
            return Catalogue.StyleDistribution(abv: abv, ibu: ibu)
        }
    }
}
