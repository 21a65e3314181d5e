import Catalogue

/// Texts of the detail screen built from several values.
enum BeerDetailTexts {
    /// How many of the brewery's other beers are listed.
    static let otherBeersShown = 12

    /// "More from Brewery" (or "More Style") then "• Name — Style, 5.2%" for each beer; "" when none.
    static func more(_ group: String, _ beers: [BeerSummary]) -> String {
        guard !beers.isEmpty, !group.isEmpty else { return "" }
        let lines = beers.prefix(otherBeersShown).map { beer in
            let facts = [beer.style, BeerFormatting.abv(beer.abv)].compactMap { $0 }.filter { !$0.isEmpty }
            return "• " + beer.name + (facts.isEmpty ? "" : " — " + facts.joined(separator: ", "))
        }
        let more = beers.count > otherBeersShown ? ["  and \(BeerFormatting.grouped(beers.count - otherBeersShown)) more"] : []
        let heading = beers.allSatisfy { $0.breweryName == group } ? "More from \(group)" : "More \(group)"
        return ([heading] + lines + more).joined(separator: "\n")
    }
}
