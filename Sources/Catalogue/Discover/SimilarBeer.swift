/// A beer like another, with why (`BeerCatalogue.similarBeers`): "more like this" on the detail.
public struct SimilarBeer: Hashable, Sendable {
    /// As a list row shows it, with the signed-in person's marks (favourite, stars, check-ins).
    public var beer: BeerSummary
    /// Why it is like the other beer, strongest first.
    public var reasons: [SimilarityReason]

    public init(beer: BeerSummary, reasons: [SimilarityReason]) {
        self.beer = beer
        self.reasons = reasons
    }
}

/// One way a beer is like another.
public enum SimilarityReason: Hashable, Sendable {
    /// People who gave the other beer 4 stars or more gave this one 4 or more too: how many
    /// (the person asking not counted).
    case likedByTheSamePeople(Int)
    case sameStyle
    case sameBrewery
    /// Its ABV, within `SimilarityRanking.abvDistance` of the other's.
    case closeABV(Double)
    /// Its IBU, within `SimilarityRanking.ibuDistance` of the other's.
    case closeIBU(Double)
    /// Its colour (SRM), within `SimilarityRanking.srmDistance` of the other's.
    case closeColour
}
