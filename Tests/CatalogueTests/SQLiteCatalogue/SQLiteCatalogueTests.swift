@testable import Catalogue
import CatalogueConformance
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// The SQLite store's side of the contract beyond `SQLiteConformanceTests`: it answers as its
/// `CatalogueStore` does, reads an import's body strictly, and hears every commit to its file
/// (its own at once, another process's through `data_version`).
final class SQLiteCatalogueTests: XCTestCase {
    private var store: CatalogueStore!
    private var catalogue: SQLiteCatalogue!

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
        catalogue = SQLiteCatalogue.testing(store)
    }

    func testSearchAnswersAsTheStoreDoes() async throws {
        let alice = try await catalogue.account("alice")
        let request = SearchRequest(query: try QueryParser.parse("pale"), sort: .abv, descending: true, limit: 2)
        for session in [nil, alice] as [Session?] {
            let first = try await catalogue.search(request, as: session)
            XCTAssertEqual(first, try store.search(request, userID: session?.user.id))
            var following = request
            following.after = first.next
            let second = try await catalogue.search(following, as: session)
            XCTAssertEqual(second, try store.search(following, userID: session?.user.id))
            let position = try await catalogue.position(of: try XCTUnwrap(second.beers.first).id, in: request, as: session)
            XCTAssertEqual(position, 2)
        }
    }

    func testEachStrategyAnswersAlike() async throws {
        let alice = try await catalogue.account("alice")
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first).id
        _ = try await catalogue.setFavourite(true, beerID: orval, session: alice)
        _ = try await catalogue.setRating(4, beerID: orval, session: alice)
        let answers = try await [SearchStrategy.sql, .inMemory, .inMemoryWhenLoaded].asyncMap { strategy in
            let catalogue = SQLiteCatalogue(store: store, work: .callersThread, strategy: strategy, passwords: .testing)
            return try await catalogue.search(SearchRequest(query: try QueryParser.parse("fav"), sort: .rating), as: alice)
        }
        XCTAssertEqual(answers[0].beers.map(\.id), [orval])
        XCTAssertEqual(answers[1], answers[0])
        XCTAssertEqual(answers[2], answers[0])
    }

    func testRevisionMovesOnEveryWriterOfTheFile() async throws {
        let alice = try await catalogue.account("alice")
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first).id
        let start = try await catalogue.revision()
        _ = try await catalogue.setRating(5, beerID: orval, session: alice)
        let afterRating = try await catalogue.revision()
        XCTAssertGreaterThan(afterRating, start)
        // A write through the store itself (as `taproom import` writes).
        try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort"))) }
        let afterUpsert = try await catalogue.revision()
        XCTAssertGreaterThan(afterUpsert, afterRating)
    }

    func testTheBodyOfAnImportIsReadStrictly() throws {
        let csv = ImportedFile(bytes: Array("name,brewery,abv\nRochefort 10,Rochefort,11.3\n".utf8), format: .auto)
        XCTAssertEqual(try csv.beers().beers.map(\.name), ["Rochefort 10"])
        let broken = ImportedFile(bytes: Array("name,brewery,abv\nRochefort 10,Rochefort\n".utf8), format: .csv)
        XCTAssertThrowsError(try broken.beers()) { error in
            guard case ImportError.fieldCount(let file, let line, _, _)? = error as? ImportError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(file, "body")
            XCTAssertEqual(line, 2)
        }
    }

    func testAnImportNeedsAnAdminsSession() async throws {
        let admin = try await catalogue.account("admin")
        try await catalogue.setAdmin(true, userName: "admin")
        let session = try await catalogue.acting(asUserNamed: "admin")
        let revision = try await catalogue.revision()
        let report = try await catalogue.importFile(
            ImportedFile(bytes: Array("name,brewery,abv\nRochefort 10,Rochefort,11.3\nOrval,Brasserie d'Orval,6.9\n".utf8),
                         format: .csv), session: session)
        XCTAssertEqual(report, ImportReport(rowsRead: 2, added: 1, updated: 1, unchanged: 0, breweriesAdded: 1, skipped: 0))
        let moved = try await catalogue.revision()
        XCTAssertGreaterThan(moved, revision)
        XCTAssertFalse(admin.isAdmin, "a session made before the account became an admin")
        let refused = await thrownError { try await catalogue.importFile(ImportedFile(bytes: [], format: .csv), session: admin) }
        XCTAssertEqual(refused as? CatalogueError, .notAdmin)
    }

    // MARK: revisions()

    func testRevisionsHearThisProcessesCommitsAtOnce() async throws {
        // Another process's commits would wait an hour: only the store's own observation can tell.
        let catalogue = SQLiteCatalogue(store: try CatalogueStore.inMemory(), passwords: .testing,
                                        externalChangeInterval: .seconds(3600))
        let revisions = RevisionRecorder(catalogue.revisions())
        let current = try await catalogue.revision()
        let first = await revisions.wait(for: "the first revision") { !$0.isEmpty }
        XCTAssertEqual(first, [current])
        try catalogue.store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"))) }
        let written = try await catalogue.revision()
        let heard = await revisions.wait(for: "this process's import") { $0.contains(written) }
        XCTAssertEqual(heard?.last, written)
    }

    func testRevisionsHearAnotherConnectionsCommitsThroughDataVersion() async throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("club.sqlite").path
        let store = try CatalogueStore(path: path)
        let catalogue = SQLiteCatalogue(store: store, passwords: .testing, externalChangeInterval: .milliseconds(50))
        let revisions = RevisionRecorder(catalogue.revisions())
        _ = await revisions.wait(for: "the first revision") { !$0.isEmpty }

        let other = try CatalogueStore(path: path)
        try other.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle"))) }
        let written = try await SQLiteCatalogue(store: other).revision()
        let heard = await revisions.wait(for: "another connection's commit") { $0.contains(written) }
        XCTAssertEqual(heard?.last, written)
        try other.close()
        try store.close()
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
