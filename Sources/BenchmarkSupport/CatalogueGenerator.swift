import Catalogue

/// Builds a synthetic catalogue of plausible-looking beers (mixed scripts and diacritics included).
public enum CatalogueGenerator {
    public static let syllables = ["ka", "lo", "mi", "ber", "ta", "ro", "stan", "vel", "dor", "hop", "bru", "gol", "wei",
                            "sto", "pa", "ne", "zé", "kö", "fjor", "lin", "qua", "tri", "sai", "mar", "den",
                            "ost", "rav", "ul", "bel", "ga"]
    public static let styles = ["IPA", "Pale Ale", "Stout", "Imperial Stout", "Porter", "Pilsner", "Kölsch", "Weissbier",
                         "Dubbel", "Tripel", "Quadrupel", "Saison", "Gose", "Berliner Weisse", "Lambic", "Kriek",
                         "Bock", "Doppelbock", "Märzen", "Helles", "Dunkel", "Barleywine", "Brown Ale", "Amber Ale",
                         "Red Ale", "Golden Ale", "Blonde Ale", "Wheat Beer", "Witbier", "Bière de Garde",
                         "Schwarzbier", "Rauchbier", "Altbier", "Mild", "Bitter", "ESB", "Scotch Ale", "Old Ale",
                         "Session IPA", "Double IPA", "Hazy IPA", "Black IPA", "Cream Ale", "Lager", "Vienna Lager"]
    public static let countries = ["BE", "DE", "US", "GB", "IE", "FR", "NL", "CZ", "DK", "NO", "SE", "JP", "CA", "AU", "NZ",
                            "IT", "ES", "PL", "AT", "CH", "MX", "BR", "AR", "ZA", "FI"]
    public static let suffixes = ["Brewing", "Brewery", "Brasserie", "Brauerei", "Bryggeri", "Beer Co.", "Ales"]

    public static func word(_ random: inout SeededGenerator) -> String {
        let count = Int.random(in: 2...3, using: &random)
        let joined = (0..<count).map { _ in syllables.randomElement(using: &random) ?? "ka" }.joined()
        return joined.prefix(1).uppercased() + joined.dropFirst()
    }

    public static func beers(count: Int, seed: UInt64) -> [NewBeer] {
        var random = SeededGenerator(seed: seed)
        let breweries: [NewBrewery] = (0..<max(1, count / 20)).map { index in
            NewBrewery(name: "\(word(&random)) \(suffixes.randomElement(using: &random) ?? "Brewing") \(index)",
                       city: word(&random), country: countries.randomElement(using: &random))
        }
        return (0..<count).map { index in
            let style = styles.randomElement(using: &random) ?? "Lager"
            let abv: Double? = Int.random(in: 0..<20, using: &random) == 0
                ? nil : (Double(Int.random(in: 25...140, using: &random)) / 10)
            let ibu: Double? = Int.random(in: 0..<4, using: &random) == 0 ? nil : Double(Int.random(in: 5...110, using: &random))
            return NewBeer(name: "\(word(&random)) \(word(&random)) \(index)",
                           brewery: breweries[Int.random(in: 0..<breweries.count, using: &random)],
                           style: style, abv: abv, ibu: ibu, description: "A synthetic \(style.lowercased()).")
        }
    }
}
