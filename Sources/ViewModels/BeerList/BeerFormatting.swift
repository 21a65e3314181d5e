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

    /// "1 beer", "312 beers", "100,335 beers".
    static func count(_ count: Int, of noun: String = "beer") -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "100,335": thousands separated by commas, the same whatever the locale (like the ABV's
    /// decimal point), so a screen reads the same on every machine.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}
