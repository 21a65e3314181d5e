import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// An Untappd export's check-ins into the signed-in person's journal (`importCheckIns`): a
    /// dry run reports and writes nothing; each row's beer is the catalogue's of the same name and
    /// brewery whatever their case and accents, else added once with its brewery, style, ABV and
    /// IBU; every check-in is kept exactly; an external id the person has (stored, or earlier in
    /// the file) adds nothing, so the same export again adds nothing and moves no revision;
    /// another person's ids are theirs. Ratings: the latest check-in's (whole stars, half up)
    /// unless the person rated the beer in Taproom since. A check-in `checkIn` would refuse
    /// refuses the whole import, and so does an account that is gone (a client: its sign-in).
    public static func untappdImport(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        for name in ["carol", "dave"] { _ = try await catalogue.createAccount(name: name, password: "password of \(name)") }
        let carol = try await catalogue.signIn(name: "carol", password: "password of carol")
        let dave = try await catalogue.signIn(name: "dave", password: "password of dave")
        let rows = UntappdRows.export
        let before = try await catalogue.stats()
        let revisionBefore = try await catalogue.revision()

        let expected = UntappdImportReport(checkInsAdded: 7, alreadyImported: 1, beersAdded: 1, unlistedServings: ["Crowler": 1])
        let dry = try await catalogue.importCheckIns(rows, dryRun: true, session: carol)
        XCTAssertEqual(dry, expected, "\(subject.name): a dry run reports what the import would do")
        let afterDryRun = try await catalogue.stats()
        XCTAssertEqual(afterDryRun, before, "\(subject.name): a dry run adds no beer")
        let journalAfterDryRun = try await catalogue.journal(JournalRequest(), session: carol)
        XCTAssertEqual(journalAfterDryRun.total, 0, "\(subject.name): a dry run adds no check-in")
        let revisionAfterDryRun = try await catalogue.revision()
        XCTAssertEqual(revisionAfterDryRun, revisionBefore, "\(subject.name): a dry run moves no revision")

        let report = try await catalogue.importCheckIns(rows, dryRun: false, session: carol)
        XCTAssertEqual(report, expected, "\(subject.name): the import's report")
        let after = try await catalogue.stats()
        XCTAssertEqual(after.beers, before.beers + 1, "\(subject.name): one beer was new (named twice, in two spellings)")
        XCTAssertEqual(after.breweries, before.breweries + 1, subject.name)
        let revisionAfter = try await catalogue.revision()
        XCTAssertGreaterThan(revisionAfter, revisionBefore, "\(subject.name): an import moves the revision")

        func beerID(_ text: String) async throws -> Int64 {
            let page = try await catalogue.search(SearchRequest(query: try QueryParser.parse(text), limit: 10), as: nil)
            XCTAssertEqual(page.beers.count, 1, "\(subject.name): «\(text)» finds \(page.beers.map(\.name))")
            return page.beers.first?.id ?? missingBeer
        }
        let kolsch = try await catalogue.personalData(beerID: try await beerID("kolsch"), session: carol)
        XCTAssertEqual(kolsch.checkIns.map { CheckIn(id: 0, beerID: 0, time: $0.time, serving: $0.serving, place: $0.place,
                                                     comment: $0.comment, rating: $0.rating, externalID: $0.externalID) },
                       [CheckIn(id: 0, beerID: 0, time: UntappdRows.kolschTime, serving: .draught, place: "Früh am Dom",
                                comment: "Crisp.\r\nSecond line, with \"quotes\".", rating: QuarterRating(stars: 3.75),
                                externalID: "untappd:1001")],
                       "\(subject.name): «FRUH KOLSCH» by «Colner Hofbrau Fruh» is the catalogue's Früh Kölsch, checked in exactly")
        XCTAssertEqual(kolsch.rating, 4, "\(subject.name): 3.75 stars rate the beer 4")

        let hazyID = try await beerID("hazy")
        let hazy = try await catalogue.beer(id: hazyID)
        XCTAssertEqual(hazy?.name, "Hazy Thing", "\(subject.name): a new beer takes its first row's name")
        XCTAssertEqual(hazy?.brewery.name, "New Brewery Ünïcode", subject.name)
        XCTAssertEqual(hazy?.brewery.city, "Portland", subject.name)
        XCTAssertEqual(hazy?.brewery.region, "Maine", subject.name)
        XCTAssertEqual(hazy?.brewery.countryCode, "US", subject.name)
        XCTAssertEqual(hazy?.style?.name, "IPA - New England", subject.name)
        XCTAssertEqual(hazy?.abv, 6.5, subject.name)
        XCTAssertEqual(hazy?.ibu, 45, subject.name)
        let hazyData = try await catalogue.personalData(beerID: hazyID, session: carol)
        XCTAssertEqual(hazyData.checkIns.map(\.externalID), ["untappd:1003", "untappd:1002"],
                       "\(subject.name): «hazy thing» by «NEW BREWERY UNICODE» is the beer the row before added")
        XCTAssertEqual(hazyData.checkIns.last?.serving, nil, "\(subject.name): an unlisted serving is no serving")
        XCTAssertEqual(hazyData.rating, 5, "\(subject.name): 4.5 stars rate the beer 5 (half up)")

        let orval = try await catalogue.personalData(beerID: try await beerID("orval"), session: carol)
        XCTAssertEqual(orval.checkIns.map(\.externalID), ["untappd:1004", "untappd:1005"], "\(subject.name): newest first")
        XCTAssertEqual(orval.rating, 4, "\(subject.name): the latest check-in rates the beer, not the last row")
        let creme = try await catalogue.personalData(beerID: try await beerID("creme brulee"), session: carol)
        XCTAssertEqual(creme.checkIns.map(\.externalID), ["untappd:1006"], "\(subject.name): accents aside, the stored beer")
        let ties = try await catalogue.search(SearchRequest(query: try QueryParser.parse("tie break"), limit: 10), as: carol)
        XCTAssertEqual(ties.beers.map(\.breweryName), ["Ties & Co.", "Other Ties"], subject.name)
        XCTAssertEqual(ties.beers.map(\.checkInCount), [1, 0], "\(subject.name): a name matches at its own brewery only")

        let journal = try await catalogue.journal(JournalRequest(), session: carol)
        XCTAssertEqual(journal.total, 7, subject.name)
        XCTAssertEqual(journal.entries.first?.checkIn.externalID, "untappd:1006", "\(subject.name): the newest first")
        let export = try await catalogue.personalExport(session: carol)
        XCTAssertEqual(export.reduce(0) { $0 + $1.data.checkIns.count }, 7, "\(subject.name): the export holds every check-in")

        let again = try await catalogue.importCheckIns(rows, dryRun: false, session: carol)
        XCTAssertEqual(again, UntappdImportReport(alreadyImported: 8), "\(subject.name): the same export again")
        let afterAgain = try await catalogue.stats()
        XCTAssertEqual(afterAgain, after, subject.name)
        let revisionAgain = try await catalogue.revision()
        XCTAssertEqual(revisionAgain, revisionAfter, "\(subject.name): importing nothing new moves no revision")
        let his = try await catalogue.importCheckIns(Array(rows.prefix(1)), dryRun: false, session: dave)
        XCTAssertEqual(his, UntappdImportReport(checkInsAdded: 1), "\(subject.name): another person's ids are their own")

        // A Taproom rating given after a check-in stays; a check-in after it sets the rating.
        if let clock = subject.clock {
            let westmalle = try await beerID("westmalle")
            _ = try await catalogue.setRating(3, beerID: westmalle, session: carol)
            _ = try await catalogue.importCheckIns([UntappdRows.westmalle(id: 2001, time: UntappdRows.kolschTime, stars: 1)],
                                                   dryRun: false, session: carol)
            let kept = try await catalogue.personalData(beerID: westmalle, session: carol)
            XCTAssertEqual(kept.rating, 3, "\(subject.name): an older check-in leaves the rating given in Taproom since")
            _ = try await catalogue.importCheckIns(
                [UntappdRows.westmalle(id: 2002, time: clock.now.addingTimeInterval(3600), stars: 5)], dryRun: false, session: carol)
            let newer = try await catalogue.personalData(beerID: westmalle, session: carol)
            XCTAssertEqual(newer.rating, 5, "\(subject.name): a check-in after the Taproom rating sets it")
            XCTAssertEqual(newer.checkIns.count, 2, subject.name)
        }

        // Refused whole: a check-in `checkIn` refuses, an account that is gone.
        let stagedBefore = try await catalogue.stats()
        let long = String(repeating: "c", count: NewCheckIn.maximumCommentLength + 1)
        let tooLong = [UntappdRows.newBeer(id: 3001)] + [UntappdRows.westmalle(id: 3002, time: UntappdRows.kolschTime, stars: 2, comment: long)]
        let refused = await thrownError { try await catalogue.importCheckIns(tooLong, dryRun: false, session: carol) }
        XCTAssertEqual(refused as? CheckInError, .tooLong(.comment, limit: NewCheckIn.maximumCommentLength),
                       "\(subject.name): \(String(describing: refused))")
        let nobody = Session(user: User(id: 987_654, name: "nobody", createdAt: Date(timeIntervalSince1970: 0)),
                             token: BearerToken(), expiresAt: .distantFuture)
        let gone = await thrownError {
            try await catalogue.importCheckIns([UntappdRows.newBeer(id: 3003)], dryRun: false, session: nobody)
        }
        XCTAssertTrue(gone as? CatalogueError == .noSuchUser(987_654) || gone as? RemoteCatalogueError == .signInExpired,
                      "\(subject.name): an account that is gone: \(String(describing: gone))")
        let untouched = try await catalogue.stats()
        XCTAssertEqual(untouched, stagedBefore, "\(subject.name): a refused import adds no beer")
        let carolsJournal = try await catalogue.journal(JournalRequest(), session: carol)
        XCTAssertEqual(carolsJournal.total, subject.clock == nil ? 7 : 9, "\(subject.name): a refused import adds no check-in")
    }
}

/// The rows of the Untappd exports the suite imports, as `UntappdExport.read` makes them.
enum UntappdRows {
    static let kolschTime = Date(timeIntervalSince1970: 1_556_999_112)  // 2019-05-04 19:45:12 UTC

    static func row(_ beer: NewBeer, time: Date, serving: Serving? = nil, place: String? = nil, comment: String? = nil,
                    stars: Double? = nil, id: Int, unlistedServing: String? = nil) -> UntappdCheckIn {
        UntappdCheckIn(beer: beer,
                       checkIn: NewCheckIn(time: time, serving: serving, place: place, comment: comment,
                                           rating: stars.flatMap(QuarterRating.init(stars:)), externalID: "untappd:\(id)"),
                       unlistedServing: unlistedServing)
    }

    /// Eight rows: seven check-ins (and one of them again), of five beers, one of which the catalogue lacks.
    static let export: [UntappdCheckIn] = [
        row(NewBeer(name: "FRUH KOLSCH", brewery: NewBrewery(name: "Colner Hofbrau Fruh", country: "Germany"), style: "Kölsch",
                    abv: 4.8),
            time: kolschTime, serving: .draught, place: "Früh am Dom", comment: "Crisp.\r\nSecond line, with \"quotes\".",
            stars: 3.75, id: 1001),
        row(NewBeer(name: "Hazy Thing",
                    brewery: NewBrewery(name: "New Brewery Ünïcode", city: "Portland", region: "Maine", country: "United States"),
                    style: "IPA - New England", abv: 6.5, ibu: 45),
            time: Date(timeIntervalSince1970: 1_580_515_199), id: 1002, unlistedServing: "Crowler"),
        row(NewBeer(name: "hazy thing", brewery: NewBrewery(name: "NEW BREWERY UNICODE"), style: "IPA", abv: 7),
            time: Date(timeIntervalSince1970: 1_580_601_600), serving: .can, stars: 4.5, id: 1003),
        row(NewBeer(name: "Orval", brewery: NewBrewery(name: "brasserie d'orval")),
            time: Date(timeIntervalSince1970: 1_640_368_800), serving: .bottle, place: "Home", stars: 4.25, id: 1004),
        // Older than the row before: its rating is not the beer's.
        row(NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval")),
            time: Date(timeIntervalSince1970: 1_514_764_800), stars: 1, id: 1005),
        row(NewBeer(name: "CREME BRULEE STOUT", brewery: NewBrewery(name: "Creme Brewing")),
            time: Date(timeIntervalSince1970: 1_700_000_000), id: 1006),
        // 1001 again (an export holding an older one): not added twice.
        row(NewBeer(name: "Früh Kölsch", brewery: NewBrewery(name: "Cölner Hofbräu Früh")),
            time: kolschTime, stars: 3.75, id: 1001),
        row(NewBeer(name: "tie break", brewery: NewBrewery(name: "ties & co.")),
            time: Date(timeIntervalSince1970: 1_600_000_000), id: 1007),
    ]

    static func westmalle(id: Int, time: Date, stars: Double, comment: String? = nil) -> UntappdCheckIn {
        row(NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle")), time: time, comment: comment,
            stars: stars, id: id)
    }

    /// A beer the catalogue lacks.
    static func newBeer(id: Int) -> UntappdCheckIn {
        row(NewBeer(name: "Never Added", brewery: NewBrewery(name: "Nowhere Brewing")), time: kolschTime, id: id)
    }
}
