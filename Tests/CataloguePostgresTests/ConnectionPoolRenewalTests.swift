import Catalogue
import CataloguePostgres
import Logging
import PostgresNIO
import PostgresTestSupport
import XCTest

/// After an outage the catalogue serves again within 5 s of the database's return (from a fresh
/// pool, or its own if that reconnects first), and a pool that is only busy is kept. That a fresh
/// pool does not wait out postgres-nio's backoff after a long outage is what
/// `PostgresRestartUnderLoadEndToEndTests` measures with `TAPROOM_TEST_OUTAGE_SECONDS`.
final class ConnectionPoolRenewalTests: PostgresCatalogueTestCase {
    private static let silent = {
        var logger = Logger(label: "taproom.postgres")
        logger.logLevel = .critical
        return logger
    }()

    func testAfterAnOutageAFreshPoolServesAsSoonAsTheDatabaseAnswers() async throws {
        let postgres = try PostgresTestServer.ofItsOwn()
        defer { postgres.stop() }
        let database = try postgres.makeDatabase()
        let catalogue = PostgresCatalogue(
            configuration: PostgresClient.Configuration(unixSocketPath: postgres.socketPath, username: postgres.username,
                                                        password: nil, database: database),
            location: "PostgreSQL \(database)", passwords: .testing, connectionWait: .seconds(1), logger: Self.silent)
        try await catalogue.migrate()
        _ = try await catalogue.revision()

        try postgres.pause()
        // Calls while it is away: each waits its second, then is told the database is unavailable.
        let down = ContinuousClock.now
        while ContinuousClock.now - down < .seconds(5) {
            let error = await thrownError { try await catalogue.revision() }
            guard case .unavailable? = error as? CatalogueError else { return XCTFail("while down: \(String(describing: error))") }
        }
        XCTAssertTrue(catalogue.isProbingForTheDatabase)
        XCTAssertEqual(catalogue.connectionPoolRenewals, 0)

        try postgres.resume()
        let back = ContinuousClock.now
        var revision: Int?
        while revision == nil, ContinuousClock.now - back < .seconds(30) { revision = try? await catalogue.revision() }
        let waited = ContinuousClock.now - back
        XCTAssertNotNil(revision, "not served within 30 s of the database's return")
        XCTAssertLessThan(waited, .seconds(5))
        // The old pool may have reconnected first (its backoff is short after 5 s); either way one
        // fresh pool at most replaces it, and the search for one ends.
        let deadline = ContinuousClock.now + .seconds(10)
        while catalogue.isProbingForTheDatabase, ContinuousClock.now < deadline { await Task.yield() }
        XCTAssertFalse(catalogue.isProbingForTheDatabase)
        XCTAssertLessThanOrEqual(catalogue.connectionPoolRenewals, 1, "served after \(waited)")
        _ = try await catalogue.stats()
        await catalogue.shutdown()
    }

    func testAPoolWhoseConnectionsAreAllBusyIsKept() async throws {
        let database = try server.makeDatabase()
        var configuration = PostgresClient.Configuration(unixSocketPath: server.socketPath, username: server.username,
                                                         password: nil, database: database)
        configuration.options.maximumConnections = 1
        let catalogue = PostgresCatalogue(configuration: configuration, location: "PostgreSQL \(database)",
                                          passwords: .testing, connectionWait: .seconds(1), logger: Self.silent)
        try await catalogue.migrate()

        try await withAdminConnection(to: database) { admin in
            // The catalogue's one connection waits for a lock this connection holds.
            _ = try await admin.query("BEGIN", logger: Self.quiet).collect()
            _ = try await admin.query("LOCK TABLE catalogue_revision IN ACCESS EXCLUSIVE MODE", logger: Self.quiet).collect()
            let holding = Task { try await catalogue.revision() }
            var waiting = 0
            let waitingDeadline = ContinuousClock.now + .seconds(10)
            while waiting == 0, ContinuousClock.now < waitingDeadline {
                await Task.yield()
                waiting = try await admin.query("SELECT count(*)::int FROM pg_locks WHERE NOT granted", logger: Self.quiet)
                    .collect().first?.decode(Int.self) ?? 0
            }
            XCTAssertEqual(waiting, 1, "the catalogue's call waits for the lock")

            // Another call finds no connection in time: the database is reachable, and the pool busy.
            let error = await thrownError { try await catalogue.stats() }
            guard case .unavailable? = error as? CatalogueError else { return XCTFail("\(String(describing: error))") }
            let deadline = ContinuousClock.now + .seconds(10)
            while catalogue.isProbingForTheDatabase, ContinuousClock.now < deadline { await Task.yield() }
            XCTAssertFalse(catalogue.isProbingForTheDatabase)
            XCTAssertEqual(catalogue.connectionPoolRenewals, 0)

            _ = try await admin.query("COMMIT", logger: Self.quiet).collect()
            _ = try await holding.value
        }
        _ = try await catalogue.stats()
        XCTAssertEqual(catalogue.connectionPoolRenewals, 0)
        await catalogue.shutdown()
    }
}
