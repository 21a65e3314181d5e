import Catalogue
import CatalogueClient
import CatalogueConformance
import Foundation
import Logging
import ServiceLifecycle
import TaproomServer
import XCTest

/// The HTTP client held to THE conformance suite: each area against a real server (the router
/// `taproom serve` runs, on a loopback port) over a new, empty SQLite catalogue whose sessions
/// read the suite's clock. The subject's stage-setting reaches that store directly.
final class ClientConformanceTests: XCTestCase {
    func testSearch() async throws { try await overServer(CatalogueConformanceSuite.search) }

    func testSortsAndPages() async throws { try await overServer(CatalogueConformanceSuite.sortsAndPages) }

    func testPositions() async throws { try await overServer(CatalogueConformanceSuite.positions) }

    func testNumberedNames() async throws { try await overServer(CatalogueConformanceSuite.numberedNames) }

    func testBeersAndStats() async throws { try await overServer(CatalogueConformanceSuite.beersAndStats) }

    func testPersonalData() async throws { try await overServer(CatalogueConformanceSuite.personalData) }

    func testCheckIns() async throws { try await overServer(CatalogueConformanceSuite.checkIns) }

    func testJournal() async throws { try await overServer(CatalogueConformanceSuite.journal) }
    func testUntappdImport() async throws { try await overServer(CatalogueConformanceSuite.untappdImport) }
    func testTaste() async throws { try await overServer(CatalogueConformanceSuite.taste) }
    func testSimilar() async throws { try await overServer(CatalogueConformanceSuite.similar) }

    func testAccountsAndSessions() async throws { try await overServer(CatalogueConformanceSuite.accountsAndSessions) }

    func testImports() async throws { try await overServer(CatalogueConformanceSuite.imports) }

    func testRevisions() async throws { try await overServer(CatalogueConformanceSuite.revisions) }

    /// Runs `area` with the client of a server started for it, then stops the server.
    private func overServer(_ area: @Sendable (ConformanceSubject) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CatalogueStore(path: directory.appendingPathComponent("served.sqlite").path)
        defer { try? store.close() }
        let clock = ConformanceClock()
        let served = SQLiteCatalogue(store: store, passwords: .testing, sessions: clock.sessionRules,
                                     externalChangeInterval: .milliseconds(50))
        let logger = Logger(label: "taproom-conformance") { _ in SwiftLogNoOpLogHandler() }
        let (ports, portArrived) = AsyncStream<Int?>.makeStream()
        var configuration = ServerConfiguration()
        configuration.eventKeepAlive = .seconds(1)
        let service = try TaproomServer.service(catalogue: served, configuration: configuration,
                                                listen: ListenAddress(host: "127.0.0.1", port: 0), logger: logger,
                                                onServerRunning: { port in portArrived.yield(port) })
        let services = ServiceGroup(configuration: .init(services: [service], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await services.run() }
            var waiting = ports.makeAsyncIterator()
            guard let port = await waiting.next() ?? nil else {
                await services.triggerGracefulShutdown()
                return XCTFail("the server did not start")
            }
            let subject = ConformanceSubject(
                name: "HTTP client", catalogue: try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(port)"),
                clock: clock,
                loadBeers: { beers in try store.write { tx in for beer in beers { _ = try tx.upsert(beer: beer) } } },
                makeAdmin: { name in try await served.setAdmin(true, userName: name) })
            do {
                try await area(subject)
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }
}
