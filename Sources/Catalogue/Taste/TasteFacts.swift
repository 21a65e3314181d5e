import Foundation

/// What a store reads for a person's statistics (`BeerCatalogue.tasteFacts`): when they checked
/// in, what they drank by style, country and strength, the catalogue's strengths beside theirs,
/// and their stars beside everyone else's. `TasteStatistics` makes the figures from it in the
/// reader's calendar, which a server does not know.
public struct TasteFacts: Hashable, Sendable {
    /// Every check-in's time, oldest first.
    public var checkInTimes: [Date]
    /// Check-ins per style, most first, then by name; beers without a style are left out.
    public var styles: [NamedCount]
    /// Check-ins per brewery country (its ISO code when known, else as given), most first, then
    /// by name; breweries without a country are left out.
    public var countries: [NamedCount]
    /// Check-ins per whole ABV percent (`ABVBins`); beers without an ABV are left out.
    public var checkInABV: [Int]
    /// The catalogue's beers per whole ABV percent, binned the same way.
    public var catalogueABV: [Int]
    /// Every beer the person rated that somebody else rated too, by beer id.
    public var ratings: [RatingAgainstOthers]

    public init(checkInTimes: [Date] = [], styles: [NamedCount] = [], countries: [NamedCount] = [],
                checkInABV: [Int] = ABVBins.empty, catalogueABV: [Int] = ABVBins.empty,
                ratings: [RatingAgainstOthers] = []) {
        self.checkInTimes = checkInTimes
        self.styles = styles
        self.countries = countries
        self.checkInABV = checkInABV
        self.catalogueABV = catalogueABV
        self.ratings = ratings
    }
}

/// A name and how many times it counts.
public struct NamedCount: Hashable, Codable, Sendable {
    public var name: String
    public var count: Int

    public init(_ name: String, _ count: Int) {
        self.name = name
        self.count = count
    }
}

/// One beer's rating by the person beside the average of everyone else who rated it.
public struct RatingAgainstOthers: Hashable, Codable, Sendable {
    public var beerID: Int64
    /// The person's whole stars (1–5).
    public var stars: Int
    /// The average of the other people's stars.
    public var othersAverage: Double
    /// How many other people rated it (at least 1).
    public var others: Int

    enum CodingKeys: String, CodingKey { case beerID = "beerId", stars, othersAverage, others }

    public init(beerID: Int64, stars: Int, othersAverage: Double, others: Int) {
        self.beerID = beerID
        self.stars = stars
        self.othersAverage = othersAverage
        self.others = others
    }
}

/// ABV histograms' bins: bin `i` counts beers from `i`% up to `i + 1`%, and the last bin every
/// beer at or above `last`% (barley wines and stronger are few and would flatten the chart).
public enum ABVBins {
    public static let last = 15
    public static let count = last + 1
    public static var empty: [Int] { Array(repeating: 0, count: count) }

    /// The histogram of `(bin, count)` rows a store grouped by; bins outside the range are dropped.
    public static func histogram(_ rows: [(bin: Int, count: Int)]) -> [Int] { binned(rows, count: count) }

    /// The label under bin `index`: "0", "1", … "15+".
    public static func label(_ index: Int) -> String { index == last ? "\(last)+" : String(index) }
}

/// `rows` of (bin, count) as a store grouped them, as `count` bins; bins outside them are dropped.
func binned(_ rows: [(bin: Int, count: Int)], count: Int) -> [Int] {
    var bins = Array(repeating: 0, count: count)
    for row in rows where bins.indices.contains(row.bin) { bins[row.bin] += row.count }
    return bins
}
