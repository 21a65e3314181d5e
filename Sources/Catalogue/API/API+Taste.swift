import Foundation

extension API {
    /// `GET /v1/me/taste`: what the person's statistics are made of (`TasteFacts`).
    public struct TasteFacts: Codable, Sendable {
        /// Every check-in's time, oldest first.
        public let checkInTimes: [Date]
        public let styles: [NamedCount]
        public let countries: [NamedCount]
        /// Check-ins per whole ABV percent, the last bin at or above 15%.
        public let checkInAbv: [Int]
        /// The catalogue's beers per whole ABV percent, binned the same way.
        public let catalogueAbv: [Int]
        public let ratings: [RatingAgainstOthers]

        public init(_ facts: Catalogue.TasteFacts) {
            checkInTimes = facts.checkInTimes
            styles = facts.styles
            countries = facts.countries
            checkInAbv = facts.checkInABV
            catalogueAbv = facts.catalogueABV
            ratings = facts.ratings
        }

        /// Throws `UnreadableBody` for histograms of another shape than this program's.
        public func facts() throws -> Catalogue.TasteFacts {
            guard checkInAbv.count == ABVBins.count, catalogueAbv.count == ABVBins.count else {
                throw UnreadableBody(detail: "the ABV histograms have \(checkInAbv.count) and \(catalogueAbv.count) bins, not \(ABVBins.count)")
            }
            return Catalogue.TasteFacts(checkInTimes: checkInTimes, styles: styles, countries: countries,
                                        checkInABV: checkInAbv, catalogueABV: catalogueAbv, ratings: ratings)
        }
    }

    /// `taproom stats --user NAME --json`: the figures of `TasteStatistics`.
    public struct TasteStatistics: Encodable, Sendable {
        let statistics: Catalogue.TasteStatistics

        public init(_ statistics: Catalogue.TasteStatistics) { self.statistics = statistics }

        enum CodingKeys: String, CodingKey {
            case checkIns, months, longestStreakWeeks, currentStreakWeeks, styles, countries, checkInAbv, catalogueAbv,
                 starsAgainstOthers, harsher, kinder, agreeing, meanDifference
        }

        private struct Month: Encodable {
            let month: String
            let checkIns: Int
        }

        private struct Stars: Encodable {
            let stars: Int
            let beers: Int
            let othersAverage: Double?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(stars, forKey: .stars)
                try container.encode(beers, forKey: .beers)
                try container.encode(othersAverage, forKey: .othersAverage)
            }

            enum CodingKeys: String, CodingKey { case stars, beers, othersAverage }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(statistics.checkIns, forKey: .checkIns)
            try container.encode(statistics.months.map { Month(month: $0.label, checkIns: $0.checkIns) }, forKey: .months)
            try container.encode(statistics.longestStreakWeeks, forKey: .longestStreakWeeks)
            try container.encode(statistics.currentStreakWeeks, forKey: .currentStreakWeeks)
            try container.encode(statistics.styles, forKey: .styles)
            try container.encode(statistics.countries, forKey: .countries)
            try container.encode(statistics.checkInABV, forKey: .checkInAbv)
            try container.encode(statistics.catalogueABV, forKey: .catalogueAbv)
            try container.encode(statistics.starsAgainstOthers.map { Stars(stars: $0.stars, beers: $0.beers, othersAverage: $0.othersAverage) },
                                 forKey: .starsAgainstOthers)
            try container.encode(statistics.harsher, forKey: .harsher)
            try container.encode(statistics.kinder, forKey: .kinder)
            try container.encode(statistics.agreeing, forKey: .agreeing)
            try container.encode(statistics.meanDifference, forKey: .meanDifference)
        }
    }
}
