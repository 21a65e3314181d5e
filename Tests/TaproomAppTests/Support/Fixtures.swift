import Catalogue

/// Beers the tests put in their store.
enum Fixtures {
    /// A small catalogue for golden screens and journeys. Sorted by name, "Guinness Draught" is
    /// first and "常陸野ネスト" (wide characters) last; "Mystery Brew" has no style, ABV or IBU.
    static let beers: [NewBeer] = [
        NewBeer(name: "Saison Dupont", brewery: NewBrewery(name: "Brasserie Dupont", city: "Tourpes", country: "BE"),
                style: "Saison", abv: 6.5, ibu: 30, colour: Colour(srm: 5),
                description: "A farmhouse ale: dry, peppery and highly carbonated, bottle-conditioned with a long finish."),
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", city: "Villers-devant-Orval", country: "BE"),
                style: "Belgian Pale Ale", abv: 6.2, ibu: 36, colour: Colour(srm: 10),
                description: "Dry-hopped and refermented with Brettanomyces; it changes as it ages."),
        NewBeer(name: "Stone IPA", brewery: NewBrewery(name: "Stone Brewing", city: "Escondido", region: "CA", country: "US"),
                style: "American IPA", abv: 6.9, ibu: 71, description: "Citrus and pine, a firm bitterness."),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Brouwerij Westmalle", city: "Westmalle", country: "BE"),
                style: "Tripel", abv: 9.5, ibu: 39, colour: Colour(srm: 6)),
        NewBeer(name: "Punk IPA", brewery: NewBrewery(name: "BrewDog", city: "Ellon", country: "GB"),
                style: "India Pale Ale", abv: 5.4, ibu: 35),
        NewBeer(name: "Pliny the Elder", brewery: NewBrewery(name: "Russian River Brewing Company", city: "Santa Rosa", region: "CA", country: "US"),
                style: "Double IPA", abv: 8.0, ibu: 100),
        NewBeer(name: "Guinness Draught", brewery: NewBrewery(name: "Guinness", city: "Dublin", country: "IE"),
                style: "Irish Dry Stout", abv: 4.2, ibu: 45, colour: Colour(srm: 40),
                description: "Roasted barley, nitrogen-poured for a creamy head."),
        NewBeer(name: "Mystery Brew", brewery: NewBrewery(name: "Unknown Brewery")),
        NewBeer(name: "常陸野ネスト ホワイトエール", brewery: NewBrewery(name: "木内酒造", city: "Naka", country: "JP"),
                style: "Witbier", abv: 5.5, ibu: 13, colour: Colour(srm: 3)),
    ]

    /// `count` generated beers with varied names, breweries, styles and numbers (some unknown),
    /// including wide characters and emoji, numbered so that sorting by name keeps their order.
    static func generated(_ count: Int) -> [NewBeer] {
        let adjectives = ["Hazy", "Golden", "Dark", "Wild", "Old", "Imperial", "Little", "Red", "Sour", "Smoked"]
        let nouns = ["IPA", "Stout", "Porter", "Saison", "Lager", "Tripel", "Pils", "Bock", "Gose", "Mild"]
        let styles = ["American IPA", "Imperial Stout", "Robust Porter", "Saison", "Helles", "Tripel", "Pilsner",
                      "Doppelbock", "Gose", "English Mild", "Witbier", "Berliner Weisse"]
        let countries = ["BE", "US", "GB", "DE", "JP", "NL", "CZ", "IE"]
        return (0..<count).map { index in
            let number = String(index + 1).leftPadded(to: 4)
            var name = "Beer \(number) \(adjectives[index % adjectives.count]) \(nouns[(index / 10) % nouns.count])"
            if index % 97 == 13 { name += " 黒ビール" }
            if index % 89 == 7 { name += " 🍺" }
            let brewery = NewBrewery(name: "Brewery \(index % 40) \(["Hill", "Harbour", "Abbey", "Works"][index % 4])",
                                     country: countries[index % countries.count])
            return NewBeer(name: name, brewery: brewery,
                           style: index % 23 == 0 ? nil : styles[index % styles.count],
                           abv: index % 31 == 0 ? nil : 3.5 + Double(index % 90) / 10,
                           ibu: index % 17 == 0 ? nil : Double(8 + index % 92),
                           colour: index % 5 == 0 ? nil : Colour(srm: Double(2 + index % 40)),
                           description: "Generated beer number \(index + 1).")
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
