/// How every store ranks the beers like a beer, from the candidates its queries find (the same
/// brewery's, the same style's nearest in ABV, the nearest in ABV and IBU of any style, and those
/// liked by the people who liked it): each shared trait scores, and the best come first.
public enum SimilarityRanking {
    public static let abvDistance = 0.5
    public static let ibuDistance = 10.0
    public static let srmDistance = 3.0
    /// How many beers a store answers with, and finds of each kind of candidate.
    public static let limit = 12
    public static let candidatesPerKind = 40

    /// What a store knows of a beer for ranking.
    public struct Traits: Hashable, Sendable {
        public var id: Int64
        public var breweryID: Int64
        public var styleID: Int64?
        public var abv: Double?
        public var ibu: Double?
        public var srm: Double?

        public init(id: Int64, breweryID: Int64, styleID: Int64?, abv: Double?, ibu: Double?, srm: Double?) {
            (self.id, self.breweryID, self.styleID) = (id, breweryID, styleID)
            (self.abv, self.ibu, self.srm) = (abv, ibu, srm)
        }
    }

    /// The `limit` best of `candidates` (the beer itself left out) with their reasons, best
    /// first, ties by id; `likedBy` counts, per beer id, the people who liked both.
    public static func rank(_ beer: Traits, candidates: [Traits], likedBy: [Int64: Int]) -> [(id: Int64, reasons: [SimilarityReason])] {
        var seen: Set<Int64> = [beer.id]
        var ranked: [(id: Int64, score: Double, reasons: [SimilarityReason])] = []
        for candidate in candidates where seen.insert(candidate.id).inserted {
            var score = 0.0
            var reasons: [SimilarityReason] = []
            if let people = likedBy[candidate.id], people > 0 {
                score += 1 + Double(min(people, 5))
                reasons.append(.likedByTheSamePeople(people))
            }
            if let style = beer.styleID, candidate.styleID == style {
                score += 3
                reasons.append(.sameStyle)
            }
            if candidate.breweryID == beer.breweryID {
                score += 2
                reasons.append(.sameBrewery)
            }
            if let abv = beer.abv, let theirs = candidate.abv, abs(theirs - abv) <= abvDistance {
                score += 1.5 - abs(theirs - abv)
                reasons.append(.closeABV(theirs))
            }
            if let ibu = beer.ibu, let theirs = candidate.ibu, abs(theirs - ibu) <= ibuDistance {
                score += 1 - abs(theirs - ibu) / ibuDistance
                reasons.append(.closeIBU(theirs))
            }
            if let srm = beer.srm, let theirs = candidate.srm, abs(theirs - srm) <= srmDistance {
                score += 1
                reasons.append(.closeColour)
            }
            // A bitterness or a colour alone is no likeness: one of the others must be there too.
            if reasons.contains(where: \.isStrong) { ranked.append((candidate.id, score, reasons)) }
        }
        return ranked.sorted { ($0.score, -$0.id) > ($1.score, -$1.id) }.prefix(limit).map { ($0.id, $0.reasons) }
    }
}

extension SimilarityReason {
    /// Whether the reason is enough on its own to call a beer like another.
    var isStrong: Bool {
        switch self {
        case .likedByTheSamePeople, .sameStyle, .sameBrewery, .closeABV: true
        case .closeIBU, .closeColour: false
        }
    }
}
