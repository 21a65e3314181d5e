import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// The beers like a beer: the same style, brewery, ABV (within half a point), IBU (within 10)
    /// and the beers liked (4 stars or more) by the other people who liked it, each said as a reason
    /// and ranked alike in every store; a session's marks on them; a missing beer is `noSuchBeer`.
    /// And a style's beers by ABV and IBU, binned alike.
    public static func similar(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        let page = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(page.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        guard let tieBreak = page.beers.first(where: { $0.name == "Tie Break" })?.id,
              let otherTieBreak = page.beers.first(where: { $0.name == "tie break" })?.id,
              let rasputin = ids["Old Rasputin"], let creme = ids[ConformanceFixture.creme], let westmalle = ids["Westmalle Tripel"],
              let orval = ids["Orval"], let torpedo = ids["Torpedo Extra IPA"], let sierra = ids["Sierra Nevada Pale Ale"] else {
            throw StageError("\(subject.name): the fixture's beers are missing")
        }
        var sessions: [String: Session] = [:]
        for name in ["carol", "dave"] {
            _ = try await catalogue.createAccount(name: name, password: "password of \(name)")
            sessions[name] = try await catalogue.signIn(name: name, password: "password of \(name)")
        }
        guard let carol = sessions["carol"], let dave = sessions["dave"] else { return }
        for (beer, stars, session) in [(rasputin, 5, carol), (creme, 4, carol), (westmalle, 4, carol),
                                       (rasputin, 4, dave), (creme, 5, dave), (orval, 3, dave)] {
            _ = try await catalogue.setRating(stars, beerID: beer, session: session)
        }

        func similar(_ id: Int64, _ session: Session? = nil) async throws -> [String] {
            try await catalogue.similarBeers(to: id, as: session).map { similar in
                similar.beer.name + ": " + similar.reasons.map { "\($0)" }.joined(separator: ", ")
            }
        }
        let ties = try await similar(tieBreak)
        XCTAssertEqual(ties, ["tie break: sameStyle, closeABV(5.0), closeIBU(40.0)", "Früh Kölsch: closeABV(4.8)"],
                       "\(subject.name): the same style, ABV and IBU; any style's close ABV")
        let others = try await catalogue.similarBeers(to: tieBreak, as: nil).map(\.beer.id)
        XCTAssertEqual(others, [otherTieBreak, ids["Früh Kölsch"]], subject.name)
        let liked = try await similar(rasputin)
        XCTAssertEqual(liked, ["\(ConformanceFixture.creme): likedByTheSamePeople(2), closeABV(9.0)",
                               "Westmalle Tripel: likedByTheSamePeople(1), closeABV(9.5)"],
                       "\(subject.name): liked by the people who liked it, 3 stars not counted")
        let fromBrewery = try await catalogue.similarBeers(to: torpedo, as: nil)
        XCTAssertEqual(fromBrewery.map(\.beer.id), [sierra], subject.name)
        XCTAssertEqual(fromBrewery.first?.reasons, [.sameBrewery], subject.name)

        let carolsView = try await catalogue.similarBeers(to: rasputin, as: carol)
        XCTAssertEqual(carolsView.map(\.beer.id), [creme, westmalle], subject.name)
        XCTAssertEqual(carolsView.map(\.reasons), [[.likedByTheSamePeople(1), .closeABV(9)], [.closeABV(9.5)]],
                       "\(subject.name): the person's own ratings are not counted")
        XCTAssertEqual(carolsView.map(\.beer.rating), [4, 4], "\(subject.name): a session's marks")
        let nobodysView = try await catalogue.similarBeers(to: rasputin, as: nil)
        XCTAssertEqual(nobodysView.map(\.beer.rating), [nil, nil], subject.name)

        let missing = await thrownError { try await catalogue.similarBeers(to: missingBeer, as: nil) }
        XCTAssertEqual(missing as? CatalogueError, .noSuchBeer(missingBeer), subject.name)

        // A style's beers by ABV and IBU: the two "Tie Break" IPAs at 5.0% and 40 IBU.
        let ipas = try await catalogue.styleDistribution(ofStyle: "IPA")
        var abv = ABVBins.empty
        abv[5] = 2
        var ibu = IBUBins.empty
        ibu[4] = 2
        XCTAssertEqual(ipas, StyleDistribution(abv: abv, ibu: ibu), "\(subject.name): a style's ABV and IBU")
        let none = try await catalogue.styleDistribution(ofStyle: "ipa")
        XCTAssertEqual(none, StyleDistribution(), "\(subject.name): a style is named exactly")
        let nul = try await catalogue.styleDistribution(ofStyle: "IPA\u{0}")
        XCTAssertEqual(nul, StyleDistribution(), "\(subject.name): a name holding a NUL is no style's")
    }
}
