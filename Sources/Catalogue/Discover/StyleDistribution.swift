/// How strong and how bitter the beers of one style are (`BeerCatalogue.styleDistribution`):
/// the detail draws where a beer sits among them.
public struct StyleDistribution: Hashable, Sendable {
    /// The style's beers per whole ABV percent (`ABVBins`); beers without an ABV left out.
    public var abv: [Int]
    /// The style's beers per 10 IBU (`IBUBins`); beers without an IBU left out.
    public var ibu: [Int]

    public init(abv: [Int] = ABVBins.empty, ibu: [Int] = IBUBins.empty) {
        self.abv = abv
        self.ibu = ibu
    }

    /// How many of the style's beers have an ABV.
    public var beersWithABV: Int { abv.reduce(0, +) }
}

/// IBU histograms' bins: bin `i` counts beers from `10 × i` up to `10 × (i + 1)` IBU, and the
/// last bin every beer at or above 100.
public enum IBUBins {
    public static let width = 10
    public static let last = 10
    public static let count = last + 1
    public static var empty: [Int] { Array(repeating: 0, count: count) }

    /// The bin of an IBU value.
    public static func bin(_ ibu: Double) -> Int { min(last, max(0, Int(ibu) / width)) }

    /// The histogram of `(bin, count)` rows a store grouped by; bins outside the range are dropped.
    public static func histogram(_ rows: [(bin: Int, count: Int)]) -> [Int] { binned(rows, count: count) }
}

extension ABVBins {
    /// The bin of an ABV value.
    public static func bin(_ abv: Double) -> Int { min(last, max(0, Int(abv))) }
}
