import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// A check-in's details: a given time kept in whole seconds, serving, place and comment
    /// trimmed, a quarter-star rating exactly, an external id at most once per person (a second
    /// check-in with it adds nothing; another person may have it too); texts over their limits
    /// refused naming the field, and nothing added. A rated check-in sets the person's whole-star
    /// rating of the beer unless they rated it later in Taproom.
    public static func checkIns(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        let page = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(page.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        guard let orval = ids["Orval"], let westmalle = ids["Westmalle Tripel"] else {
            throw StageError("\(subject.name): the fixture's beers are missing")
        }
        for name in ["carol", "dave"] { _ = try await catalogue.createAccount(name: name, password: "password of \(name)") }
        let carol = try await catalogue.signIn(name: "carol", password: "password of carol")
        let dave = try await catalogue.signIn(name: "dave", password: "password of dave")

        let comment = "Dry, \"bretty\"\nbetter with age "
        let longAgo = Date(timeIntervalSince1970: 1_556_999_112.75)
        let details = NewCheckIn(time: longAgo, serving: .bottle, place: "  Café Oud Arsenaal\n", comment: comment,
                                 rating: QuarterRating(stars: 3.75), externalID: "untappd:123")
        let first = try await catalogue.checkIn(beerID: orval, details, session: carol)
        XCTAssertEqual(first.checkIns.count, 1, subject.name)
        let kept = try XCTUnwrap(first.checkIns.first)
        XCTAssertEqual(kept, CheckIn(id: kept.id, beerID: orval, time: Date(timeIntervalSince1970: 1_556_999_112),
                                     serving: .bottle, place: "Café Oud Arsenaal", comment: "Dry, \"bretty\"\nbetter with age",
                                     rating: QuarterRating(quarters: 15), externalID: "untappd:123"),
                       "\(subject.name): a check-in keeps its details, trimmed, in whole seconds")
        XCTAssertEqual(first.rating, 4, "\(subject.name): a rated check-in rates the beer in whole stars, half up")
        let read = try await catalogue.personalData(beerID: orval, session: carol)
        XCTAssertEqual(read, first, "\(subject.name): what a check-in answers is what a read shows")

        let again = try await catalogue.checkIn(beerID: orval, NewCheckIn(comment: "again", externalID: "untappd:123"),
                                                session: carol)
        XCTAssertEqual(again, first, "\(subject.name): an external id the person has adds nothing")
        let his = try await catalogue.checkIn(beerID: orval, NewCheckIn(externalID: "untappd:123"), session: dave)
        XCTAssertEqual(his.checkIns.count, 1, "\(subject.name): another person's external id is their own")

        // A Taproom rating given after a rated check-in stays over older check-ins; a newer one sets it.
        _ = try await catalogue.setRating(2, beerID: orval, session: carol)
        let older = try await catalogue.checkIn(
            beerID: orval, NewCheckIn(time: longAgo.addingTimeInterval(3600), rating: QuarterRating(stars: 5)), session: carol)
        XCTAssertEqual(older.rating, 2, "\(subject.name): an older check-in's rating leaves a later rating in Taproom")
        XCTAssertEqual(older.checkIns.map(\.rating), [QuarterRating(stars: 5), QuarterRating(stars: 3.75)],
                       "\(subject.name): newest first, each with its own rating")
        let now = try await catalogue.checkIn(beerID: orval, NewCheckIn(serving: .taster, rating: QuarterRating(stars: 0.25)),
                                              session: carol)
        XCTAssertEqual(now.rating, 1, "\(subject.name): a check-in now rates the beer (a quarter star is one whole star)")
        XCTAssertEqual(now.checkIns.first?.rating?.stars, 0.25, subject.name)
        XCTAssertEqual(now.checkIns.count, 3, subject.name)

        // Too long: refused naming the field, nothing added.
        let tooLong: [(NewCheckIn, CheckInError.Field)] = [
            (NewCheckIn(place: String(repeating: "p", count: NewCheckIn.maximumPlaceLength + 1)), .place),
            (NewCheckIn(comment: String(repeating: "c", count: NewCheckIn.maximumCommentLength + 1)), .comment),
            (NewCheckIn(externalID: String(repeating: "9", count: NewCheckIn.maximumExternalIDLength + 1)), .externalID),
        ]
        for (checkIn, field) in tooLong {
            let error = await thrownError { try await catalogue.checkIn(beerID: westmalle, checkIn, session: carol) }
            XCTAssertEqual((error as? CheckInError)?.field, field, "\(subject.name): \(String(describing: error))")
        }
        let untouched = try await catalogue.personalData(beerID: westmalle, session: carol)
        XCTAssertEqual(untouched.checkIns, [], "\(subject.name): a refused check-in adds nothing")
        let longest = String(repeating: "é", count: NewCheckIn.maximumCommentLength)
        let fits = try await catalogue.checkIn(beerID: westmalle, NewCheckIn(comment: longest), session: carol)
        XCTAssertEqual(fits.checkIns.first?.comment, longest, "\(subject.name): a comment at its limit is kept")

        let missing = await thrownError { try await catalogue.checkIn(beerID: missingBeer, NewCheckIn(), session: carol) }
        XCTAssertEqual(missing as? CatalogueError, .noSuchBeer(missingBeer), subject.name)

        let export = try await catalogue.personalExport(session: carol)
        XCTAssertEqual(export.first { $0.beer.id == orval }?.data, now, "\(subject.name): the export holds every check-in")

        // `had` lists the beers the person checked in; `had:no` the others; nobody signed in, neither.
        func names(_ text: String, _ session: Session?) async throws -> [String] {
            try await catalogue.search(SearchRequest(query: try QueryParser.parse(text), limit: 100), as: session).beers.map(\.name)
        }
        let had = try await names("had", carol)
        XCTAssertEqual(had, ["Orval", "Westmalle Tripel"], subject.name)
        let notHad = try await names("had:no", carol)
        XCTAssertEqual(Set(notHad), Set(page.beers.map(\.name)).subtracting(had), subject.name)
        let davesTripel = try await names("had tripel", dave)
        XCTAssertEqual(davesTripel, [], "\(subject.name): another person's check-ins are theirs")

        // Each row counts the signed-in person's check-ins of its beer; nobody signed in, none.
        func counts(_ session: Session?) async throws -> [String: Int] {
            let rows = try await catalogue.search(SearchRequest(limit: 100), as: session).beers
            return Dictionary(rows.filter { $0.checkInCount > 0 }.map { ($0.name, $0.checkInCount) }, uniquingKeysWith: +)
        }
        let carolsCounts = try await counts(carol)
        XCTAssertEqual(carolsCounts, ["Orval": 3, "Westmalle Tripel": 1], "\(subject.name): a row counts its beer's check-ins")
        let davesCounts = try await counts(dave)
        XCTAssertEqual(davesCounts, ["Orval": 1], "\(subject.name): another person's check-ins are not counted")
        let nobodysCounts = try await counts(nil)
        XCTAssertEqual(nobodysCounts, [:], "\(subject.name): nobody signed in, no check-ins counted")
        let exportedCount = export.first { $0.beer.id == orval }?.beer.checkInCount
        XCTAssertEqual(exportedCount, 3, "\(subject.name): the export's beer counts the check-ins too")
        await subject.assertThrows(QueryError.hadNeedsUser, "had with nobody signed in") {
            try await catalogue.search(SearchRequest(query: try QueryParser.parse("had")), as: nil)
        }
    }
}
