import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// A person's taste facts: their check-ins' times oldest first; check-ins by style and by
    /// brewery country (most first, then by name, none for a beer without one); whole-percent
    /// ABV bins of their check-ins and of the whole catalogue; their stars beside the average of
    /// everyone else's, only for beers somebody else rated. Nobody else's check-ins count.
    public static func taste(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        let page = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(page.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        guard let orval = ids["Orval"], let westmalle = ids["Westmalle Tripel"], let guinness = ids["Guinness Draught"],
              let mystery = ids["Mystery Ale"] else {
            throw StageError("\(subject.name): the fixture's beers are missing")
        }
        var sessions: [String: Session] = [:]
        for name in ["carol", "dave", "erin"] {
            _ = try await catalogue.createAccount(name: name, password: "password of \(name)")
            sessions[name] = try await catalogue.signIn(name: name, password: "password of \(name)")
        }
        guard let carol = sessions["carol"], let dave = sessions["dave"], let erin = sessions["erin"] else { return }

        let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00 UTC
        func day(_ number: Int) -> Date { start.addingTimeInterval(Double(number) * 86_400) }
        for (beer, number) in [(orval, 30), (westmalle, 2), (orval, 9), (guinness, 60), (mystery, 61)] {
            _ = try await catalogue.checkIn(beerID: beer, NewCheckIn(time: day(number)), session: carol)
        }
        _ = try await catalogue.checkIn(beerID: westmalle, NewCheckIn(time: day(5)), session: dave)
        for (beer, stars, session) in [(orval, 4, carol), (westmalle, 2, carol), (guinness, 5, carol),
                                       (orval, 2, dave), (westmalle, 3, dave), (orval, 3, erin)] {
            _ = try await catalogue.setRating(stars, beerID: beer, session: session)
        }

        let facts = try await catalogue.tasteFacts(session: carol)
        XCTAssertEqual(facts.checkInTimes, [day(2), day(9), day(30), day(60), day(61)], "\(subject.name): times, oldest first")
        XCTAssertEqual(facts.styles, [NamedCount("Belgian Pale Ale", 2), NamedCount("Irish Dry Stout", 1), NamedCount("Tripel", 1)],
                       "\(subject.name): styles")
        XCTAssertEqual(facts.countries, [NamedCount("BE", 3), NamedCount("IE", 1)], "\(subject.name): countries")
        var mine = ABVBins.empty
        mine[4] = 1
        mine[6] = 2
        mine[9] = 1
        XCTAssertEqual(facts.checkInABV, mine, "\(subject.name): the check-ins' ABV")
        var all = ABVBins.empty
        all[4] = 2
        all[5] = 3
        all[6] = 2
        all[7] = 1
        all[9] = 3
        XCTAssertEqual(facts.catalogueABV, all, "\(subject.name): the catalogue's ABV")
        XCTAssertEqual(facts.ratings, [
            RatingAgainstOthers(beerID: orval, stars: 4, othersAverage: 2.5, others: 2),
            RatingAgainstOthers(beerID: westmalle, stars: 2, othersAverage: 3, others: 1),
        ].sorted { $0.beerID < $1.beerID }, "\(subject.name): stars beside the others' average")

        let his = try await catalogue.tasteFacts(session: dave)
        XCTAssertEqual(his.checkInTimes, [day(5)], "\(subject.name): another person's check-ins are theirs")
        XCTAssertEqual(his.styles, [NamedCount("Tripel", 1)], subject.name)
        let hers = try await catalogue.tasteFacts(session: erin)
        XCTAssertEqual(hers, TasteFacts(catalogueABV: all, ratings: [RatingAgainstOthers(
            beerID: orval, stars: 3, othersAverage: 3, others: 2)]), "\(subject.name): no check-ins")
    }
}
