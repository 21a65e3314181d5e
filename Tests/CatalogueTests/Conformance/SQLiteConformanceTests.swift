import Catalogue
import CatalogueConformance
import PTYTestSupport
import XCTest

/// The SQLite store held to THE conformance suite, answering through each of its search
/// strategies: SQL, and the in-memory index.
final class SQLiteConformanceTests: XCTestCase {
    private var stores: [CatalogueStore] = []

    override func tearDownWithError() throws {
        for store in stores { try store.close() }
        stores = []
        try super.tearDownWithError()
    }

    /// A new, empty catalogue in a file of its own, searched with `strategy`, its sessions on a clock of the test's.
    private func subject(_ strategy: SearchStrategy) throws -> ConformanceSubject {
        let directory = try makeTemporaryDirectory()
        let store = try CatalogueStore(path: directory.appendingPathComponent("conformance.sqlite").path)
        stores.append(store)
        let clock = ConformanceClock()
        let catalogue = SQLiteCatalogue(store: store, strategy: strategy, passwords: .testing,
                                        sessions: clock.sessionRules, externalChangeInterval: .milliseconds(50))
        return ConformanceSubject(
            name: "SQLite (\(strategy))", catalogue: catalogue, clock: clock,
            loadBeers: { beers in try store.write { tx in for beer in beers { try tx.upsert(beer: beer) } } },
            makeAdmin: { name in try await catalogue.setAdmin(true, userName: name) })
    }

    private static let strategies: [SearchStrategy] = [.sql, .inMemory]

    func testSearch() async throws {
        for strategy in Self.strategies { try await CatalogueConformanceSuite.search(try subject(strategy)) }
    }

    func testSortsAndPages() async throws {
        for strategy in Self.strategies { try await CatalogueConformanceSuite.sortsAndPages(try subject(strategy)) }
    }

    func testNumberedNames() async throws {
        for strategy in Self.strategies { try await CatalogueConformanceSuite.numberedNames(try subject(strategy)) }
    }

    func testPositions() async throws {
        for strategy in Self.strategies { try await CatalogueConformanceSuite.positions(try subject(strategy)) }
    }

    func testBeersAndStats() async throws {
        for strategy in Self.strategies { try await CatalogueConformanceSuite.beersAndStats(try subject(strategy)) }
    }

    func testPersonalData() async throws {
        try await CatalogueConformanceSuite.personalData(try subject(.inMemory))
    }

    func testCheckIns() async throws {
        try await CatalogueConformanceSuite.checkIns(try subject(.inMemory))
    }

    func testJournal() async throws {
        try await CatalogueConformanceSuite.journal(try subject(.inMemory))
    }

    func testUntappdImport() async throws {
        try await CatalogueConformanceSuite.untappdImport(try subject(.inMemory))
    }

    func testTaste() async throws {
        try await CatalogueConformanceSuite.taste(try subject(.inMemory))
    }

    func testSimilar() async throws {
        try await CatalogueConformanceSuite.similar(try subject(.inMemory))
    }

    func testAccountsAndSessions() async throws {
        try await CatalogueConformanceSuite.accountsAndSessions(try subject(.inMemory))
    }

    func testImports() async throws {
        for strategy in Self.strategies { try await CatalogueConformanceSuite.imports(try subject(strategy)) }
    }

    func testRevisions() async throws {
        try await CatalogueConformanceSuite.revisions(try subject(.inMemory))
    }
}
