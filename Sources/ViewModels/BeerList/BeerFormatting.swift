import Foundation

/// How numbers about a beer are written on screen.
enum BeerFormatting {
    /// "5.2%" (one decimal, always a point), "" when unknown.
    static func abv(_ abv: Double?) -> String {
        guard let abv, abv.isFinite else { return "" }
        let tenths = (abv * 10).rounded()
        return "\(Int(tenths) / 10).\(abs(Int(tenths) % 10))%"
    }

    /// "35" (whole units), "" when unknown.
    static func ibu(_ ibu: Double?) -> String {
        guard let ibu, ibu.isFinite else { return "" }
        return String(Int(ibu.rounded()))
    }

    /// "1 beer", "312 beers".
    static func count(_ count: Int, of noun: String = "beer") -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
