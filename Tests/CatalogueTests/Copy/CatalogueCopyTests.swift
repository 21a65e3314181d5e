@testable import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// `CatalogueCopy` between files: everything people stored arrives with its ids, the copy answers
/// searches as its source does, and a copy that cannot finish leaves its destination as it was.
final class CatalogueCopyTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A file catalogue with two accounts (one an admin) and every kind of personal data on it.
    private func filledSource(_ name: String = "source.sqlite") async throws -> SQLiteCatalogue {
        let store = try CatalogueStore(path: path(name))
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let bob = try await catalogue.account("bob")
        try await catalogue.setAdmin(true, userName: "alice")
        _ = try await catalogue.setFavourite(true, beerID: 2, session: alice)
        _ = try await catalogue.setFavourite(true, beerID: 5, session: bob)
        _ = try await catalogue.setRating(4, beerID: 2, session: alice)
        _ = try await catalogue.setNote("Bretty, dry.\nBuy again.", beerID: 2, session: alice)
        _ = try await catalogue.checkIn(beerID: 3, NewCheckIn(
            time: Date(timeIntervalSince1970: 1_700_000_000), serving: .draught, place: "Café Trappisten",
            comment: "Better on tap", rating: QuarterRating(quarters: 15), externalID: "untappd-1"), session: bob)
        _ = try await catalogue.checkIn(beerID: 3, NewCheckIn(time: Date(timeIntervalSince1970: 1_700_100_000),
                                                              rating: QuarterRating(quarters: 17)), session: bob)
        _ = try await catalogue.checkIn(beerID: 6, session: alice)
        return catalogue
    }

    private func copy(_ source: SQLiteCatalogue, to destination: String, replacing: Bool = false) async throws
        -> CatalogueCopy.Outcome {
        try await CatalogueCopy.run(from: source, to: SQLiteCopyDestination(path: destination), replacing: replacing)
    }

    private func opened(_ path: String) throws -> SQLiteCatalogue {
        SQLiteCatalogue.testing(try CatalogueStore(path: path, access: .existing))
    }

    /// What a person sees of a catalogue: its beers with their ids, searches (their own and
    /// anyone's), every account and everything each stored.
    private func assertSameCatalogue(_ copy: SQLiteCatalogue, _ source: SQLiteCatalogue,
                                     file: StaticString = #filePath, line: UInt = #line) async throws {
        let beers = try await source.allBeers()
        XCTAssertEqual(beers.count, Fixtures.beers.count, file: file, line: line)
        let copied = try await copy.allBeers()
        XCTAssertEqual(copied, beers, file: file, line: line)
        let users = try await source.users()
        let copiedUsers = try await copy.users()
        XCTAssertEqual(copiedUsers, users, file: file, line: line)
        for user in users {
            let (mine, theirs) = (try await source.acting(asUserNamed: user.name), try await copy.acting(asUserNamed: user.name))
            XCTAssertEqual(theirs.isAdmin, mine.isAdmin, user.name, file: file, line: line)
            let (exported, copiedExport) = (try await source.personalExport(session: mine),
                                            try await copy.personalExport(session: theirs))
            XCTAssertFalse(exported.isEmpty, user.name, file: file, line: line)
            XCTAssertEqual(copiedExport, exported, user.name, file: file, line: line)
            for query in ["fav", "rating>3", "had", "pale", "brewery:sierra", "abv>6"] {
                let request = SearchRequest(query: try QueryParser.parse(query))
                let (answer, copiedAnswer) = (try await source.search(request, as: mine), try await copy.search(request, as: theirs))
                XCTAssertEqual(copiedAnswer, answer, "\(user.name): \(query)", file: file, line: line)
            }
        }
        for query in ["", "orval", "style:stout", "country:be", "ibu<40"] {
            let request = SearchRequest(query: try QueryParser.parse(query), sort: .abv, descending: true)
            let (answer, copiedAnswer) = (try await source.search(request, as: nil), try await copy.search(request, as: nil))
            XCTAssertEqual(copiedAnswer, answer, query, file: file, line: line)
        }
    }

    func testACopyCarriesEverythingPeopleStoredWithTheirIds() async throws {
        let source = try await filledSource()
        let outcome = try await copy(source, to: path("copy.sqlite"))
        XCTAssertEqual(outcome.destination, outcome.source)
        XCTAssertEqual(outcome.source[.beers], Fixtures.beers.count)
        XCTAssertEqual([outcome.source[.users], outcome.source[.favourites], outcome.source[.ratings],
                        outcome.source[.notes], outcome.source[.checkIns]], [2, 2, 2, 1, 3])
        let copy = try opened(path("copy.sqlite"))
        try await assertSameCatalogue(copy, source)
        // Password hashes as they were: the same passwords sign in.
        _ = try await copy.signIn(name: "bob", password: "correct horse bob")
        // New rows take ids after the copied ones.
        let bob = try await copy.acting(asUserNamed: "bob")
        _ = try await copy.checkIn(beerID: 1, session: bob)
        let ids = try copy.store.reading { db in try Int64.fetchAll(db, sql: "SELECT id FROM checkins ORDER BY id") }
        XCTAssertEqual(ids, [1, 2, 3, 4])
    }

    /// Opening the copy loads the bundled beers exactly when opening the source would.
    func testTheCopyKeepsTheSourcesBundledMark() async throws {
        let source = try await filledSource()
        try source.store.write { tx in try tx.setMeta("1", forKey: MetaKey.bundledCatalogueLeftOut) }
        _ = try await copy(source, to: path("copy.sqlite"))
        let reopened = try CatalogueStore.openInstallingBundledCatalogue(path: path("copy.sqlite"), access: .existing)
        XCTAssertEqual(try reopened.stats().beers, Fixtures.beers.count)
        XCTAssertEqual(try reopened.meta(forKey: MetaKey.bundledCatalogueLeftOut), "1")
    }

    func testACatalogueIsNotOverwrittenUnlessReplaced() async throws {
        let source = try await filledSource()
        let other = try await filledSource("other.sqlite")
        _ = try await other.setNote("only in the other", beerID: 1, session: try await other.acting(asUserNamed: "bob"))
        _ = try await copy(source, to: path("copy.sqlite"))
        let refused = await thrownError { try await self.copy(other, to: self.path("copy.sqlite")) }
        guard case .destinationHoldsCatalogue(let location, let counts)? = refused as? CatalogueCopyError else {
            return XCTFail("\(String(describing: refused))")
        }
        XCTAssertEqual(location, path("copy.sqlite"))
        XCTAssertEqual(counts[.beers], Fixtures.beers.count)
        try await assertSameCatalogue(try opened(path("copy.sqlite")), source)

        _ = try await copy(other, to: path("copy.sqlite"), replacing: true)
        let replaced = try opened(path("copy.sqlite"))
        try await assertSameCatalogue(replaced, other)
        // The full-text indexes, built once at the end, hold exactly the new rows' words.
        for table in FullTextTable.all {
            let (held, rebuilt) = try replaced.store.fullTextOccurrencesBesideARebuild(table)
            XCTAssertEqual(held, rebuilt, table.name)
        }
    }

    /// An empty catalogue (`taproom init --empty`) is a fine destination without --replace.
    func testAnEmptyCatalogueIsFilled() async throws {
        let source = try await filledSource()
        try CatalogueStore.createWithoutBundledBeers(path: path("empty.sqlite")).close()
        _ = try await copy(source, to: path("empty.sqlite"))
        try await assertSameCatalogue(try opened(path("empty.sqlite")), source)
    }

    /// A source whose favourite names a beer it does not have (written with foreign keys off, as
    /// a damaged file might hold) stops the copy at that row: a new file is never made, an
    /// existing one keeps what it had.
    func testACopyThatFailsMidwayLeavesNothingBehind() async throws {
        let damaged = try await filledSource()
        try await damaged.store.database.writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA foreign_keys = OFF;
                INSERT INTO favourites (user_id, beer_id, created_at) VALUES (1, 999, 0);
                PRAGMA foreign_keys = ON;
                """)
        }
        let failed = await thrownError { try await self.copy(damaged, to: self.path("new.sqlite")) }
        XCTAssertNotNil(failed)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter { !$0.hasPrefix("source.sqlite") },
                       [], "no file, temporary or not, is left")

        let kept = try await filledSource("kept.sqlite")
        let again = await thrownError { try await self.copy(damaged, to: self.path("kept.sqlite"), replacing: true) }
        XCTAssertNotNil(again)
        try await assertSameCatalogue(try opened(path("kept.sqlite")), kept)
    }

    /// The source is read in one snapshot: a write committed while the copy runs is not half in
    /// it. The reader runs at most two batches ahead, so the notes are read after the note below.
    func testTheSourceIsReadInOneSnapshot() async throws {
        let source = try await filledSource()
        let channel = CopyChannel()
        let reading = Task { try await source.readCopy(into: channel) }
        guard case .batch(let first) = try await channel.receive() else { return XCTFail("no batch") }
        XCTAssertEqual(first.table, .breweries)
        let writer = SQLiteCatalogue.testing(try CatalogueStore(path: source.location, access: .existing))
        _ = try await writer.setNote("Written meanwhile", beerID: 1, session: try await writer.acting(asUserNamed: "bob"))
        var notes = 0
        var end: CatalogueSnapshotEnd?
        while end == nil {
            switch try await channel.receive() {
            case .batch(let batch): if batch.table == .notes { notes += batch.rows.count }
            case .end(let last): end = last
            }
        }
        try await reading.value
        XCTAssertEqual(notes, 1)
        XCTAssertEqual(end?.counts[.notes], 1)
    }

    /// Batches are at most `rowLimit` rows, so a large catalogue never sits in memory whole.
    func testRowsTravelInBoundedBatches() async throws {
        let store = try CatalogueStore(path: path("large.sqlite"))
        let count = CatalogueCopyBatch.rowLimit * 2 + 10
        try store.write { tx in
            for index in 0 ..< count { try tx.upsert(beer: NewBeer(name: "Beer \(index)", brewery: NewBrewery(name: "Many"))) }
        }
        let channel = CopyChannel()
        let reading = Task { try await SQLiteCatalogue.testing(store).readCopy(into: channel) }
        var sizes: [Int] = []
        while case .batch(let batch) = try await channel.receive() {
            if batch.table == .beers { sizes.append(batch.rows.count) }
        }
        try await reading.value
        XCTAssertEqual(sizes, [CatalogueCopyBatch.rowLimit, CatalogueCopyBatch.rowLimit, 10])
    }
}
