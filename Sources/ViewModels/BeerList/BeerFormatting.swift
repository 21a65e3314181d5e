import Catalogue
import Foundation

/// How numbers about a beer are written on screen.
public enum BeerFormatting {
    /// "5.2%" (one decimal, always a point), "" when unknown.
    static func abv(_ abv: Double?) -> String {
        guard let abv, abv.isFinite else { return "" }
        let tenths = (abv * 10).rounded()
        return "\(Int(tenths) / 10).\(abs(Int(tenths) % 10))%"
    }

    /// "Orval — Brasserie d'Orval": a beer as it is copied to the clipboard.
    static func nameAndBrewery(_ beer: BeerSummary) -> String {
        "\(beer.name) — \(beer.breweryName)"
    }

    /// "35" (whole units), "" when unknown.
    static func ibu(_ ibu: Double?) -> String {
        guard let ibu, ibu.isFinite else { return "" }
        return String(Int(ibu.rounded()))
    }

    /// "4.2" (one decimal, always a point), "" when nobody rated.
    public static func average(_ average: Double?) -> String {
        guard let average, average.isFinite else { return "" }
        let tenths = Int((average * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// "★ 4.2 (17)", "" when nobody rated: the list's community column. The count takes at most
    /// four characters ("999", "1.2k", "12k", "1.2M"), so the column keeps one width.
    static func community(average: Double?, count: Int) -> String {
        guard average != nil, count > 0 else { return "" }
        return "★ \(self.average(average)) (\(compact(count)))"
    }

    /// "★4.2", "" when nobody rated: the community column of a narrow list.
    static func communityShort(average: Double?, count: Int) -> String {
        guard average != nil, count > 0 else { return "" }
        return "★" + self.average(average)
    }

    /// "★ 4.2 from 17 people", "★ 5.0 from 1 person", or "nobody has rated it yet".
    static func communityInFull(average: Double?, count: Int) -> String {
        guard average != nil, count > 0 else { return "nobody has rated it yet" }
        return "★ \(self.average(average)) from \(grouped(count)) \(count == 1 ? "person" : "people")"
    }

    /// "17", "999", "1.2k", "12k", "999k", "1.2M": a count in at most four characters.
    static func compact(_ count: Int) -> String {
        func scaled(_ unit: Int, _ suffix: String) -> String {
            let tenths = count * 10 / unit
            return tenths < 100 ? "\(tenths / 10).\(tenths % 10)\(suffix)" : "\(tenths / 10)\(suffix)"
        }
        if count < 1_000 { return String(count) }
        if count < 1_000_000 { return scaled(1_000, "k") }
        return scaled(1_000_000, "M")
    }

    /// "1 beer", "312 beers", "100,335 beers".
    static func count(_ count: Int, of noun: String = "beer") -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "100,335": thousands separated by commas, the same whatever the locale (like the ABV's
    /// decimal point), so a screen reads the same on every machine.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}
