import Catalogue
import CataloguePostgres
import Foundation
import PTYTestSupport
import XCTest

/// `CatalogueCopy` with PostgreSQL on either side: PostgreSQL → file → PostgreSQL answers every
/// search and export as the original does, with the same ids; the source is read in one snapshot.
final class CopyTests: PostgresCatalogueTestCase {
    private var source: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        source = try await makeCatalogue()
        _ = try await source.importBeers(AgreementCatalogue.handMade)
        let beers = try await source.allBeers().map(\.id)
        for name in ["alice", "bob"] { _ = try await source.createAccount(name: name, password: "correct horse \(name)") }
        try await source.setAdmin(true, userName: "alice")
        let alice = try await source.acting(asUserNamed: "alice")
        let bob = try await source.acting(asUserNamed: "bob")
        _ = try await source.setFavourite(true, beerID: beers[0], session: alice)
        _ = try await source.setRating(5, beerID: beers[1], session: alice)
        _ = try await source.setNote("Again, please", beerID: beers[1], session: bob)
        _ = try await source.checkIn(beerID: beers[2], NewCheckIn(
            time: Date(timeIntervalSince1970: 1_700_000_000), serving: .cask, place: "The Harp", comment: "Lovely",
            rating: QuarterRating(quarters: 13), externalID: "untappd:9"), session: bob)
    }

    /// Everything a person sees of `copy` is what they see of `original`.
    private func assertSame(_ copy: any CatalogueAdministration, _ original: any CatalogueAdministration,
                            file: StaticString = #filePath, line: UInt = #line) async throws {
        let (beers, copiedBeers) = (try await original.allBeers(), try await copy.allBeers())
        XCTAssertEqual(copiedBeers, beers, file: file, line: line)
        let (users, copiedUsers) = (try await original.users(), try await copy.users())
        XCTAssertEqual(copiedUsers, users, file: file, line: line)
        for user in users {
            let (mine, theirs) = (try await original.acting(asUserNamed: user.name), try await copy.acting(asUserNamed: user.name))
            XCTAssertEqual(theirs.isAdmin, mine.isAdmin, file: file, line: line)
            let (export, copiedExport) = (try await original.personalExport(session: mine),
                                          try await copy.personalExport(session: theirs))
            XCTAssertFalse(export.isEmpty, file: file, line: line)
            XCTAssertEqual(copiedExport, export, user.name, file: file, line: line)
            for query in ["", "fav", "had", "rating>4", "ale", "brewery:b", "abv>5"] {
                let request = SearchRequest(query: try QueryParser.parse(query), sort: .abv, descending: true)
                let (answer, copiedAnswer) = (try await original.search(request, as: mine),
                                              try await copy.search(request, as: theirs))
                XCTAssertEqual(copiedAnswer, answer, "\(user.name): \(query)", file: file, line: line)
            }
        }
    }

    func testPostgreSQLToAFileAndBackAnswersAsTheOriginal() async throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("copy.sqlite").path
        let there = try await CatalogueCopy.run(from: source, to: SQLiteCopyDestination(path: path), replacing: false)
        XCTAssertEqual(there.destination, there.source)
        XCTAssertEqual([there.source[.users], there.source[.favourites], there.source[.ratings], there.source[.notes],
                        there.source[.checkIns]], [2, 1, 2, 1, 1])
        let file = SQLiteCatalogue(store: try CatalogueStore(path: path, access: .existing), passwords: .testing)
        try await assertSame(file, source)
        _ = try await file.signIn(name: "bob", password: "correct horse bob")

        let back = try await makeCatalogue()
        _ = try await CatalogueCopy.run(from: file, to: back, replacing: false)
        try await assertSame(back, source)
        _ = try await back.signIn(name: "alice", password: "correct horse alice")
    }

    /// Rows written while the copy reads are not half in it: the counts and the rows agree. The
    /// reader runs at most two batches ahead, so the notes are read after the note below is written.
    func testTheSourceIsReadInOneSnapshot() async throws {
        let channel = CopyChannel()
        let reading = Task { [source] in try await source!.readCopy(into: channel) }
        guard case .batch(let first) = try await channel.receive() else { return XCTFail("no batch") }
        XCTAssertEqual(first.table, .breweries)
        let beer = try await source.allBeers()[0].id
        _ = try await source.setNote("Written meanwhile", beerID: beer, session: try await source.acting(asUserNamed: "alice"))
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

    /// A source of more than a batch of beers, breweries and favourites (of two people).
    private func largeSource() async throws -> PostgresCatalogue {
        let database = try server.makeDatabase()
        let large = try makeCatalogue(database: database)
        try await large.migrate()
        _ = try await large.importBeers((0 ... CatalogueCopyBatch.rowLimit).map { index in
            NewBeer(name: "Beer \(index)", brewery: NewBrewery(name: "Brewery \(index)"), style: "Style \(index % 7)")
        })
        for name in ["alice", "bob"] { _ = try await large.createAccount(name: name, password: "correct horse \(name)") }
        _ = try await withAdminConnection(to: database) { connection in
            try await connection.query(
                "INSERT INTO favourites (user_id, beer_id, created_at) SELECT u.id, b.id, 0 FROM users u, beers b",
                logger: Self.quiet)
        }
        return large
    }

    /// More than a batch of every kind, favourites of two people among them, arrives whole.
    func testALargeCatalogueArrivesWhole() async throws {
        let large = try await largeSource()
        let copy = try await makeCatalogue()
        let outcome = try await CatalogueCopy.run(from: large, to: copy, replacing: false)
        XCTAssertEqual(outcome.destination[.favourites], 2 * (CatalogueCopyBatch.rowLimit + 1))
        XCTAssertEqual(outcome.destination[.beers], CatalogueCopyBatch.rowLimit + 1)
        for name in ["alice", "bob"] {
            let (mine, theirs) = (try await large.acting(asUserNamed: name), try await copy.acting(asUserNamed: name))
            let (export, copied) = (try await large.personalExport(session: mine), try await copy.personalExport(session: theirs))
            XCTAssertEqual(copied, export)
        }
    }
}
