import Catalogue

/// "More like this" under a beer's description: the beers most like it (`similarBeers`), best
/// first, each with why and a mark on those the person has had; each opens.
public struct RelatedBeers: Hashable, Sendable {
    /// "More like this"; "" when there are none.
    public let heading: String
    public let beers: [BeerSummary]
    /// Why each beer is like the shown one, in `beers`' order.
    public let reasons: [[SimilarityReason]]

    public static let none = RelatedBeers(similar: [])

    public init(similar: [SimilarBeer]) {
        heading = similar.isEmpty ? "" : "More like this"
        beers = similar.map(\.beer)
        reasons = similar.map(\.reasons)
    }

    public var isEmpty: Bool { beers.isEmpty }

    /// "• Westvleteren 12 — Quadrupel, 10.2%: same style, ABV 10.0%", one per beer; "✓" in place
    /// of the bullet on a beer the person has had.
    public var lines: [String] {
        zip(beers, reasons).map { beer, reasons in
            let facts = [beer.style, BeerFormatting.abv(beer.abv)].compactMap { $0 }.filter { !$0.isEmpty }
            return (beer.checkInCount > 0 ? "✓ " : "• ") + beer.name + (facts.isEmpty ? "" : " — " + facts.joined(separator: ", "))
                + ": " + reasons.map(Self.text).joined(separator: ", ")
        }
    }

    /// All of it as lines of text: the heading and each beer.
    public var text: String {
        isEmpty ? "" : ([heading] + lines).joined(separator: "\n")
    }

    static func text(_ reason: SimilarityReason) -> String {
        switch reason {
        case .likedByTheSamePeople(let people): "liked by \(people == 1 ? "one" : String(people)) who liked this"
        case .sameStyle: "same style"
        case .sameBrewery: "same brewery"
        case .closeABV(let abv): "ABV " + BeerFormatting.abv(abv)
        case .closeIBU(let ibu): "IBU " + BeerFormatting.ibu(ibu)
        case .closeColour: "similar colour"
        }
    }
}
