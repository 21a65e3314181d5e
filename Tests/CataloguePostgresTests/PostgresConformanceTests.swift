import Catalogue
import CatalogueConformance
import CataloguePostgres
import XCTest

/// The PostgreSQL store held to THE conformance suite, each area on a database of its own.
final class PostgresConformanceTests: PostgresCatalogueTestCase {
    /// A new, migrated, empty database; its sessions on the test's clock; its searches on the
    /// search mirror, as a server's (`SearchAgreementTests` holds the SQL searches to SQLite's).
    private func subject() async throws -> ConformanceSubject {
        let catalogue = try await makeCatalogue()
        try await catalogue.prepareSearch()
        return ConformanceSubject(
            name: "PostgreSQL", catalogue: catalogue, clock: clock,
            loadBeers: { beers in _ = try await catalogue.importBeers(beers) },
            makeAdmin: { name in try await catalogue.setAdmin(true, userName: name) })
    }

    func testSearch() async throws {
        try await CatalogueConformanceSuite.search(try await subject())
    }

    func testSortsAndPages() async throws {
        try await CatalogueConformanceSuite.sortsAndPages(try await subject())
    }

    func testNumberedNames() async throws {
        try await CatalogueConformanceSuite.numberedNames(try await subject())
    }

    func testPositions() async throws {
        try await CatalogueConformanceSuite.positions(try await subject())
    }

    func testBeersAndStats() async throws {
        try await CatalogueConformanceSuite.beersAndStats(try await subject())
    }

    func testPersonalData() async throws {
        try await CatalogueConformanceSuite.personalData(try await subject())
    }

    func testCheckIns() async throws {
        try await CatalogueConformanceSuite.checkIns(try await subject())
    }

    func testJournal() async throws {
        try await CatalogueConformanceSuite.journal(try await subject())
    }

    func testUntappdImport() async throws {
        try await CatalogueConformanceSuite.untappdImport(try await subject())
    }

    func testTaste() async throws {
        try await CatalogueConformanceSuite.taste(try await subject())
    }

    func testSimilar() async throws {
        try await CatalogueConformanceSuite.similar(try await subject())
    }

    func testAccountsAndSessions() async throws {
        try await CatalogueConformanceSuite.accountsAndSessions(try await subject())
    }

    func testImports() async throws {
        try await CatalogueConformanceSuite.imports(try await subject())
    }

    func testRevisions() async throws {
        try await CatalogueConformanceSuite.revisions(try await subject())
    }
}
