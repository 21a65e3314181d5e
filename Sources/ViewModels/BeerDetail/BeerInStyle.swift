import Catalogue

/// Where a beer sits among its style's beers by ABV and by IBU: the style's histograms and the
/// beer's own bins (nil where the beer has no value), for the detail's two small charts.
public struct BeerInStyle: Hashable, Sendable {
    public let style: String
    public let distribution: StyleDistribution
    public let abvBin: Int?
    public let ibuBin: Int?

    public init(style: String, distribution: StyleDistribution, abv: Double?, ibu: Double?) {
        self.style = style
        self.distribution = distribution
        abvBin = abv.map(ABVBins.bin)
        ibuBin = ibu.map(IBUBins.bin)
    }

    /// Whether there is a chart to draw for ABV (the beer has one, and so do others of its style).
    public var showsABV: Bool { abvBin != nil && distribution.abv.reduce(0, +) > 1 }
    public var showsIBU: Bool { ibuBin != nil && distribution.ibu.reduce(0, +) > 1 }
}
