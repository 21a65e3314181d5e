import Catalogue
import Foundation

/// The catalogue the suite loads (`ConformanceSubject.loadBeers`, in this order) and the stage
/// it sets on it through the contract: two accounts, their favourites and ratings. Every
/// expected answer of the suite is written out against these rows.
///
/// Chosen for the query language: accents (composed and decomposed), a brewery with two beers,
/// breweries given by country name and by code, beers without a style, ABV or IBU, ties in ABV,
/// IBU, name (two "tie break"s) and brewery order, and words that appear only in a brewery's
/// or a style's name.
public enum ConformanceFixture {
    public static let beers: [NewBeer] = [
        NewBeer(name: "Früh Kölsch", brewery: NewBrewery(name: "Cölner Hofbräu Früh", city: "Köln", country: "Germany"),
                style: "Kölsch", abv: 4.8, ibu: 20),
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                style: "Belgian Pale Ale", abv: 6.2, ibu: 32),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle", country: "BE"),
                style: "Tripel", abv: 9.5, ibu: 36),
        NewBeer(name: "Sierra Nevada Pale Ale",
                brewery: NewBrewery(name: "Sierra Nevada Brewing Co.", city: "Chico", country: "United States"),
                style: "American Pale Ale", abv: 5.6, ibu: 38),
        NewBeer(name: "Torpedo Extra IPA", brewery: NewBrewery(name: "Sierra Nevada Brewing Co."),
                style: "India Pale Ale", abv: 7.2, ibu: 65),
        NewBeer(name: "Guinness Draught", brewery: NewBrewery(name: "Guinness", city: "Dublin", country: "Ireland"),
                style: "Irish Dry Stout", abv: 4.2, ibu: 45),
        NewBeer(name: "Bière de Garde", brewery: NewBrewery(name: "Brasserie Duyck", country: "France"),
                style: "Bière de Garde", abv: 6.5),
        NewBeer(name: "Old Rasputin", brewery: NewBrewery(name: "North Coast Brewing", country: "US"),
                style: "Russian Imperial Stout", abv: 9.0, ibu: 75),
        NewBeer(name: "Mystery Ale", brewery: NewBrewery(name: "Nobody Brewing")),
        // Decomposed accents: stored in NFC ("Crème Brûlée Stout"), found as the composed form.
        NewBeer(name: "Cre\u{0300}me Bru\u{0302}le\u{0301}e Stout", brewery: NewBrewery(name: "Crème Brewing"),
                style: "Imperial Stout", abv: 9.0, ibu: 60),
        // One name twice (ignoring case), at two breweries: a tie in every order but the brewery's.
        NewBeer(name: "Tie Break", brewery: NewBrewery(name: "Ties & Co.", country: "NL"), style: "IPA", abv: 5.0, ibu: 40),
        NewBeer(name: "tie break", brewery: NewBrewery(name: "Other Ties", country: "Netherlands"), style: "IPA",
                abv: 5.0, ibu: 40),
    ]

    /// "Crème Brûlée Stout" as stored and shown (NFC).
    public static let creme = "Crème Brûlée Stout"

    /// Every beer in each order (the whole catalogue, with `Stage`'s ratings): ties by id in the
    /// order's direction; beers without the value last in both directions, by id in the order's
    /// direction.
    static let byName = [
        "Bière de Garde", creme, "Früh Kölsch", "Guinness Draught", "Mystery Ale", "Old Rasputin", "Orval",
        "Sierra Nevada Pale Ale", "Tie Break", "tie break", "Torpedo Extra IPA", "Westmalle Tripel",
    ]
    static let byABV = [
        "Guinness Draught", "Früh Kölsch", "Tie Break", "tie break", "Sierra Nevada Pale Ale", "Orval",
        "Bière de Garde", "Torpedo Extra IPA", "Old Rasputin", creme, "Westmalle Tripel", "Mystery Ale",
    ]
    static let byABVDescending = [
        "Westmalle Tripel", creme, "Old Rasputin", "Torpedo Extra IPA", "Bière de Garde", "Orval",
        "Sierra Nevada Pale Ale", "tie break", "Tie Break", "Früh Kölsch", "Guinness Draught", "Mystery Ale",
    ]
    static let byIBU = [
        "Früh Kölsch", "Orval", "Westmalle Tripel", "Sierra Nevada Pale Ale", "Tie Break", "tie break",
        "Guinness Draught", creme, "Torpedo Extra IPA", "Old Rasputin", "Bière de Garde", "Mystery Ale",
    ]
    static let byIBUDescending = [
        "Old Rasputin", "Torpedo Extra IPA", creme, "Guinness Draught", "tie break", "Tie Break",
        "Sierra Nevada Pale Ale", "Westmalle Tripel", "Orval", "Früh Kölsch", "Mystery Ale", "Bière de Garde",
    ]
    /// By the brewery's name (folded): d'Orval, Duyck, Cölner, Crème, Guinness, Nobody, North
    /// Coast, Other Ties, Sierra Nevada (two beers, by id), Ties & Co., Westmalle.
    static let byBrewery = [
        "Orval", "Bière de Garde", "Früh Kölsch", creme, "Guinness Draught", "Mystery Ale", "Old Rasputin",
        "tie break", "Sierra Nevada Pale Ale", "Torpedo Extra IPA", "Tie Break", "Westmalle Tripel",
    ]
    /// By the community's average (`Stage`): Guinness 1.5, Früh Kölsch 3, Old Rasputin 3,
    /// Westmalle 4, Orval 4.5; the rest unrated.
    static let byRating = [
        "Guinness Draught", "Früh Kölsch", "Old Rasputin", "Westmalle Tripel", "Orval",
        "Sierra Nevada Pale Ale", "Torpedo Extra IPA", "Bière de Garde", "Mystery Ale", creme, "Tie Break", "tie break",
    ]
    static let byRatingDescending = [
        "Orval", "Westmalle Tripel", "Old Rasputin", "Früh Kölsch", "Guinness Draught",
        "tie break", "Tie Break", creme, "Mystery Ale", "Bière de Garde", "Torpedo Extra IPA", "Sierra Nevada Pale Ale",
    ]

    /// The whole catalogue in `sort`, as the lists above give it.
    static func order(_ sort: SortField, descending: Bool) -> [String] {
        switch (sort, descending) {
        case (.name, false): byName
        case (.name, true): byName.reversed()
        case (.abv, false): byABV
        case (.abv, true): byABVDescending
        case (.ibu, false): byIBU
        case (.ibu, true): byIBUDescending
        case (.brewery, false): byBrewery
        case (.brewery, true): byBrewery.reversed()
        case (.rating, false): byRating
        case (.rating, true): byRatingDescending
        }
    }
}

/// The fixture loaded, with two signed-in accounts: alice keeps Orval and Guinness Draught as
/// favourites; the community's ratings are alice's and bob's (Orval 5 and 4, Westmalle Tripel 4
/// and 4, Guinness Draught 2 and 1, Früh Kölsch alice's 3, Old Rasputin bob's 3).
struct Stage {
    let alice: Session
    let bob: Session
    /// Every fixture beer's id, by its name as stored.
    let ids: [String: Int64]

    static let alicePassword = "correct horse"
    static let bobPassword = "battery staple"

    static let aliceRatings = ["Orval": 5, "Westmalle Tripel": 4, "Guinness Draught": 2, "Früh Kölsch": 3]
    static let bobRatings = ["Orval": 4, "Westmalle Tripel": 4, "Guinness Draught": 1, "Old Rasputin": 3]
    static let aliceFavourites = ["Orval", "Guinness Draught"]

    /// Loads the fixture into the subject's empty catalogue and sets the stage through the contract.
    static func set(on subject: ConformanceSubject) async throws -> Stage {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        let everything = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(everything.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        guard everything.total == ConformanceFixture.beers.count, ids.count == ConformanceFixture.beers.count else {
            throw StageError("\(subject.name): loading the fixture left \(everything.total) beers: \(everything.beers.map(\.name))")
        }
        _ = try await catalogue.createAccount(name: "alice", password: alicePassword)
        _ = try await catalogue.createAccount(name: "bob", password: bobPassword)
        let alice = try await catalogue.signIn(name: "alice", password: alicePassword)
        let bob = try await catalogue.signIn(name: "bob", password: bobPassword)
        for (name, stars) in aliceRatings {
            _ = try await catalogue.setRating(stars, beerID: try id(name, in: ids), session: alice)
        }
        for (name, stars) in bobRatings {
            _ = try await catalogue.setRating(stars, beerID: try id(name, in: ids), session: bob)
        }
        for name in aliceFavourites {
            _ = try await catalogue.setFavourite(true, beerID: try id(name, in: ids), session: alice)
        }
        return Stage(alice: alice, bob: bob, ids: ids)
    }

    private static func id(_ name: String, in ids: [String: Int64]) throws -> Int64 {
        guard let id = ids[name] else { throw StageError("no beer named \(name)") }
        return id
    }

    func id(_ name: String) throws -> Int64 { try Self.id(name, in: ids) }
}

/// The stage could not be set: the subject's setup failed before the suite's checks began.
struct StageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
