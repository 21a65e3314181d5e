import Catalogue

/// Other beers of the brewery shown ("More from Brasserie Dupont"), else of its style ("More
/// like this: Saison"): the first dozen listed, each of which opens, and how many are left out.
public struct RelatedBeers: Hashable, Sendable {
    /// How many beers are listed.
    public static let listed = 12

    /// "More from Brasserie Dupont", "More like this: Saison"; "" when there are none.
    public let heading: String
    /// The beers found (a page of them at most), in the catalogue's order; the first `listed`
    /// are listed.
    public let beers: [BeerSummary]
    /// How many there are in all, found or not.
    public let total: Int

    public static let none = RelatedBeers(heading: "", beers: [], total: 0)

    public init(heading: String, beers: [BeerSummary], total: Int) {
        self.heading = beers.isEmpty ? "" : heading
        self.beers = beers
        self.total = max(total, beers.count)
    }

    public var isEmpty: Bool { beers.isEmpty }

    /// The beers listed.
    public var listedBeers: ArraySlice<BeerSummary> { beers.prefix(Self.listed) }

    /// "Westvleteren 12 — Quadrupel, 10.2%", one per beer listed.
    public var lines: [String] {
        listedBeers.map { beer in
            let facts = [beer.style, BeerFormatting.abv(beer.abv)].compactMap { $0 }.filter { !$0.isEmpty }
            return beer.name + (facts.isEmpty ? "" : " — " + facts.joined(separator: ", "))
        }
    }

    /// How many are not listed.
    public var leftOut: Int { total - listedBeers.count }

    /// "and 11 more" whenever beers are left out, else "".
    public var moreText: String {
        leftOut > 0 ? "and \(BeerFormatting.grouped(leftOut)) more" : ""
    }

    /// All of it as lines of text: the heading, "• " and each beer listed, "  and 11 more".
    public var text: String {
        guard !isEmpty else { return "" }
        return ([heading] + lines.map { "• " + $0 } + (moreText.isEmpty ? [] : ["  " + moreText])).joined(separator: "\n")
    }
}
