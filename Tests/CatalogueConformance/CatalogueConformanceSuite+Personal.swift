import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// A person's favourites, ratings, notes and check-ins: each change answers the person's data
    /// about the beer after it (as `personalData` then reads it); favouriting twice keeps the
    /// favourite; 1 to 5 stars, anything else refused and nothing changed; a blank note removes
    /// it; check-ins in time order, in whole seconds; the export in name order; nobody reads or
    /// changes another's; a beer that does not exist is `CatalogueError.noSuchBeer`, for reads
    /// and for every change, removals included.
    public static func personalData(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        let page = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(page.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        func id(_ name: String) throws -> Int64 {
            guard let id = ids[name] else { throw StageError("\(subject.name): no beer named \(name)") }
            return id
        }
        for name in ["carol", "dave", "erin"] { _ = try await catalogue.createAccount(name: name, password: "password of \(name)") }
        let carol = try await catalogue.signIn(name: "carol", password: "password of carol")
        let dave = try await catalogue.signIn(name: "dave", password: "password of dave")
        let erin = try await catalogue.signIn(name: "erin", password: "password of erin")
        let orval = try id("Orval")
        let changes = PersonalChanges(subject: subject, session: carol)

        let untouched = try await catalogue.personalData(beerID: orval, session: carol)
        XCTAssertEqual(untouched, PersonalBeerData(), "\(subject.name): nothing kept before any change")

        // Favourites: on, on again (kept), off, off again.
        try await changes.expect(PersonalBeerData(isFavourite: true), "favourite") {
            try await catalogue.setFavourite(true, beerID: orval, session: carol)
        }
        try await changes.expect(PersonalBeerData(isFavourite: true), "favourite twice") {
            try await catalogue.setFavourite(true, beerID: orval, session: carol)
        }
        try await changes.expect(PersonalBeerData(), "favourite removed") {
            try await catalogue.setFavourite(false, beerID: orval, session: carol)
        }
        try await changes.expect(PersonalBeerData(), "favourite removed twice") {
            try await catalogue.setFavourite(false, beerID: orval, session: carol)
        }

        // Ratings: 1 to 5 stars; anything else refused, keeping the rating; nil clears it.
        for stars in 1...5 {
            try await changes.expect(PersonalBeerData(rating: stars), "\(stars) stars") {
                try await catalogue.setRating(stars, beerID: orval, session: carol)
            }
        }
        try await changes.expect(PersonalBeerData(rating: 3), "3 stars again") {
            try await catalogue.setRating(3, beerID: orval, session: carol)
        }
        for stars in [0, 6, -1, 10] {
            let error = await thrownError { try await catalogue.setRating(stars, beerID: orval, session: carol) }
            XCTAssertNotNil(error, "\(subject.name): \(stars) stars accepted")
            let kept = try await catalogue.personalData(beerID: orval, session: carol)
            XCTAssertEqual(kept, PersonalBeerData(rating: 3), "\(subject.name): a refused rating of \(stars) changed the data")
        }
        try await changes.expect(PersonalBeerData(), "rating cleared") {
            try await catalogue.setRating(nil, beerID: orval, session: carol)
        }
        try await changes.expect(PersonalBeerData(), "rating cleared twice") {
            try await catalogue.setRating(nil, beerID: orval, session: carol)
        }

        // Notes: kept as written (trimmed); nil, empty or whitespace removes the note.
        let text = "Bière très sèche 🍺\nsecond line"
        try await changes.expect(PersonalBeerData(note: text), "a note") {
            try await catalogue.setNote(text, beerID: orval, session: carol)
        }
        try await changes.expect(PersonalBeerData(note: "Crisp, bready."), "a note with spaces around it") {
            try await catalogue.setNote("  Crisp, bready.  ", beerID: orval, session: carol)
        }
        for blank in ["   ", "", " \n\t "] {
            try await changes.expect(PersonalBeerData(note: "Crisp, bready."), "a note again") {
                try await catalogue.setNote("Crisp, bready.", beerID: orval, session: carol)
            }
            try await changes.expect(PersonalBeerData(), "a blank note \(String(reflecting: blank))") {
                try await catalogue.setNote(blank, beerID: orval, session: carol)
            }
        }
        try await changes.expect(PersonalBeerData(note: "x"), "a note of one letter") {
            try await catalogue.setNote("x", beerID: orval, session: carol)
        }
        try await changes.expect(PersonalBeerData(), "a note removed with nil") {
            try await catalogue.setNote(nil, beerID: orval, session: carol)
        }

        // Check-ins: now, in whole seconds, newest first.
        let first = try await catalogue.checkIn(beerID: orval, session: carol)
        subject.clock?.advance(by: 60.5)
        let second = try await catalogue.checkIn(beerID: orval, session: carol)
        XCTAssertEqual(first.checkIns.count, 1, subject.name)
        XCTAssertEqual(second.checkIns.count, 2, subject.name)
        XCTAssertEqual(second.checkIns.last, first.checkIns.first, "\(subject.name): a check-in keeps the earlier ones")
        let times = second.checkIns.map(\.time)
        XCTAssertEqual(times, times.sorted(by: >), "\(subject.name): check-ins newest first")
        for time in times {
            XCTAssertEqual(time.timeIntervalSince1970, time.timeIntervalSince1970.rounded(.down),
                           "\(subject.name): a check-in is kept in whole seconds")
        }
        if let clock = subject.clock {
            let now = clock.now.timeIntervalSince1970.rounded(.down)
            XCTAssertEqual(times.map(\.timeIntervalSince1970), [now, now - 60],
                           "\(subject.name): check-ins at the store's clock")
        }
        XCTAssertEqual(second.checkIns.first, CheckIn(id: second.checkIns[0].id, beerID: orval, time: times[0]),
                       "\(subject.name): a check-in without details has none")
        let read = try await catalogue.personalData(beerID: orval, session: carol)
        XCTAssertEqual(read, second, "\(subject.name): a check-in answers the data after it")

        // Everything at once, on another beer; then dave's data is his own.
        let westmalle = try id("Westmalle Tripel")
        _ = try await catalogue.setFavourite(true, beerID: westmalle, session: carol)
        _ = try await catalogue.setRating(4, beerID: westmalle, session: carol)
        _ = try await catalogue.setNote("Banana and clove", beerID: westmalle, session: carol)
        let all = try await catalogue.checkIn(beerID: westmalle, session: carol)
        XCTAssertEqual(all.isFavourite, true, subject.name)
        XCTAssertEqual(all.rating, 4, subject.name)
        XCTAssertEqual(all.note, "Banana and clove", subject.name)
        XCTAssertEqual(all.checkIns.count, 1, subject.name)

        for beer in [orval, westmalle] {
            let his = try await catalogue.personalData(beerID: beer, session: dave)
            XCTAssertEqual(his, PersonalBeerData(), "\(subject.name): dave sees none of carol's data")
        }
        let daves = try await catalogue.setRating(2, beerID: westmalle, session: dave)
        XCTAssertEqual(daves, PersonalBeerData(rating: 2), "\(subject.name): dave's data is only his")
        let hers = try await catalogue.personalData(beerID: westmalle, session: carol)
        XCTAssertEqual(hers, all, "\(subject.name): dave's rating changed carol's data")
        let request = SearchRequest(query: try QueryParser.parse("westmalle"))
        let carolsRow = try await catalogue.search(request, as: carol).beers.first
        let davesRow = try await catalogue.search(request, as: dave).beers.first
        XCTAssertEqual(carolsRow?.isFavourite, true, subject.name)
        XCTAssertEqual(carolsRow?.rating, 4, subject.name)
        XCTAssertEqual(davesRow?.isFavourite, false, subject.name)
        XCTAssertEqual(davesRow?.rating, 2, subject.name)
        XCTAssertEqual(davesRow?.averageRating, 3, "\(subject.name): the community's average is everyone's")
        XCTAssertEqual(davesRow?.ratingCount, 2, subject.name)

        // The export: every beer with any of the person's data, in name order.
        _ = try await catalogue.setNote("Sweet", beerID: try id("Bière de Garde"), session: carol)
        _ = try await catalogue.checkIn(beerID: try id("Früh Kölsch"), session: carol)
        _ = try await catalogue.setRating(1, beerID: try id("Guinness Draught"), session: carol)
        _ = try await catalogue.setFavourite(true, beerID: try id("Mystery Ale"), session: carol)
        try await checkExport(subject, carol, ["Bière de Garde", "Früh Kölsch", "Guinness Draught", "Mystery Ale", "Orval",
                                               "Westmalle Tripel"], ids)
        try await checkExport(subject, dave, ["Westmalle Tripel"], ids)
        try await checkExport(subject, erin, [], ids)
        _ = try await catalogue.setFavourite(false, beerID: try id("Mystery Ale"), session: carol)
        _ = try await catalogue.setNote(nil, beerID: try id("Bière de Garde"), session: carol)
        try await checkExport(subject, carol, ["Früh Kölsch", "Guinness Draught", "Orval", "Westmalle Tripel"], ids)

        // A beer that does not exist, for reads and every change (removals too).
        let missing = missingBeer
        let noSuchBeer = CatalogueError.noSuchBeer(missing)
        await subject.assertThrows(noSuchBeer, "personal data of a missing beer") {
            try await catalogue.personalData(beerID: missing, session: carol)
        }
        for favourite in [true, false] {
            await subject.assertThrows(noSuchBeer, "favourite \(favourite) of a missing beer") {
                try await catalogue.setFavourite(favourite, beerID: missing, session: carol)
            }
        }
        for stars in [3, nil] as [Int?] {
            await subject.assertThrows(noSuchBeer, "\(String(describing: stars)) stars for a missing beer") {
                try await catalogue.setRating(stars, beerID: missing, session: carol)
            }
        }
        for note in ["Gone", nil] as [String?] {
            await subject.assertThrows(noSuchBeer, "note \(String(describing: note)) about a missing beer") {
                try await catalogue.setNote(note, beerID: missing, session: carol)
            }
        }
        await subject.assertThrows(noSuchBeer, "a check-in of a missing beer") {
            try await catalogue.checkIn(beerID: missing, session: carol)
        }
        try await checkExport(subject, carol, ["Früh Kölsch", "Guinness Draught", "Orval", "Westmalle Tripel"], ids)
    }

    /// The person's export holds exactly `names`, in that order, each row their data about it.
    private static func checkExport(_ subject: ConformanceSubject, _ session: Session, _ names: [String],
                                    _ ids: [String: Int64], file: StaticString = #filePath, line: UInt = #line) async throws {
        let export = try await subject.catalogue.personalExport(session: session)
        XCTAssertEqual(export.map(\.beer.name), names, "\(subject.name): \(session.user.name)'s export", file: file, line: line)
        for row in export {
            XCTAssertEqual(row.beer.id, ids[row.beer.name], "\(subject.name): \(row.beer.name)", file: file, line: line)
            let data = try await subject.catalogue.personalData(beerID: row.beer.id, session: session)
            XCTAssertEqual(row.data, data, "\(subject.name): \(session.user.name)'s export of \(row.beer.name)",
                           file: file, line: line)
            XCTAssertEqual(row.beer.isFavourite, data.isFavourite, "\(subject.name): \(row.beer.name)", file: file, line: line)
            XCTAssertEqual(row.beer.rating, data.rating, "\(subject.name): \(row.beer.name)", file: file, line: line)
        }
    }
}

/// Checks that a change answers what it should, and what a read then gives.
private struct PersonalChanges {
    let subject: ConformanceSubject
    let session: Session

    func expect(_ expected: PersonalBeerData, _ what: String, file: StaticString = #filePath, line: UInt = #line,
                _ change: () async throws -> PersonalBeerData) async throws {
        let answered = try await change()
        XCTAssertEqual(answered, expected, "\(subject.name): \(what) answered", file: file, line: line)
        // The beer is Orval throughout; reading it back gives the same.
        let page = try await subject.catalogue.search(SearchRequest(query: try QueryParser.parse("orval")), as: nil)
        guard let orval = page.beers.first?.id else { return XCTFail("\(subject.name): no Orval", file: file, line: line) }
        let read = try await subject.catalogue.personalData(beerID: orval, session: session)
        XCTAssertEqual(read, answered, "\(subject.name): after \(what), a read differs from the answer", file: file, line: line)
    }
}
