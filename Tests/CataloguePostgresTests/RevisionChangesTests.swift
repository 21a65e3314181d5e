import Catalogue
import CataloguePostgres
import Foundation
import Logging
import PTYTestSupport
import PostgresNIO
import XCTest

/// Both backends tell a server when the revision may have moved, without the server polling the
/// revision: a change through this backend, and one through another process sharing the
/// catalogue (another connection to the SQLite file; another server on the PostgreSQL database),
/// after which `revision()` shows it.
final class RevisionChangesTests: PostgresBackendTestCase {
    private static let orval = NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval"), abv: 6.2)
    private static let tripel = NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle"), abv: 9.5)

    // MARK: PostgreSQL (LISTEN/NOTIFY)

    func testAChangeThroughAnotherServerIsHeard() async throws {
        let database = try server.makeDatabase()
        let listening = try makeBackend(database: database)
        try await listening.migrate()
        let other = try makeBackend(database: database)
        let signals = ChangeSignals(listening.revisionChanges())
        let started = await signals.next()
        XCTAssertTrue(started, "no signal once listening")

        _ = try await other.importBeers([Self.orval])
        let heard = await signals.next()
        XCTAssertTrue(heard, "an import through another server was not heard")
        let seen = try await listening.revision()
        let written = try await other.revision()
        XCTAssertEqual(seen, written)

        let alice = try await other.createUser(name: "alice", password: "correct horse")
        signals.forgetEarlierSignals()
        try await other.setRating(4, userID: alice.id, beerID: try await beerID(named: "Orval", in: other))
        let rated = await signals.next()
        XCTAssertTrue(rated, "a rating through another server was not heard")
    }

    func testAListenerWhoseConnectionDropsListensAgainAndMissesNothing() async throws {
        let database = try server.makeDatabase()
        let listening = try makeBackend(database: database)
        try await listening.migrate()
        let other = try makeBackend(database: database)
        let signals = ChangeSignals(listening.revisionChanges())
        let started = await signals.next()
        XCTAssertTrue(started, "no signal once listening")

        let terminated = try await terminateListeners(in: database)
        XCTAssertEqual(terminated, 1, "the one listening connection")
        _ = try await other.importBeers([Self.orval])
        let written = try await other.revision()
        // Whatever comes first (the new notification or the yield after listening again), a
        // signal follows after which the revision read is the one written meanwhile.
        var seen = try await listening.revision()
        while seen < written {
            let signalled = await signals.next()
            guard signalled else { return XCTFail("the change made while the connection was down was never heard") }
            seen = try await listening.revision()
        }
        XCTAssertEqual(seen, written)

        // Listening again, not only caught up once.
        _ = try await waitUntilListening(in: database)
        signals.forgetEarlierSignals()
        _ = try await other.importBeers([Self.tripel])
        let heard = await signals.next()
        XCTAssertTrue(heard, "a change after the connection was replaced was not heard")
    }

    func testShuttingTheBackendDownEndsItsChangeStreams() async throws {
        let backend = try await makeBackend()
        let changes = backend.revisionChanges()
        let signals = ChangeSignals(changes)
        let started = await signals.next()
        XCTAssertTrue(started, "no signal once listening")
        let ended = expectation(description: "the stream ends with its backend")
        Task {
            for await _ in changes {}
            ended.fulfill()
        }
        await backend.shutdown()
        await fulfillment(of: [ended], timeout: 20)
    }

    // MARK: SQLite (region observation and data_version)

    func testSQLiteHearsThisProcessesCommitsAtOnce() async throws {
        let store = try CatalogueStore.inMemory()
        // Another process's commits would wait an hour: only the store's own observation can tell.
        let backend = SQLiteCatalogueBackend(store: store, accounts: AccountService(store: store, parameters: .testing),
                                             externalChangeInterval: .seconds(3600))
        let signals = ChangeSignals(backend.revisionChanges())
        let started = await signals.next()
        XCTAssertTrue(started, "no signal once watching")
        _ = try await backend.importBeers([Self.orval])
        let heard = await signals.next()
        XCTAssertTrue(heard, "this process's import was not heard")
    }

    func testSQLiteHearsAnotherConnectionsCommitsThroughDataVersion() async throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("club.sqlite").path
        let store = try CatalogueStore(path: path)
        let backend = SQLiteCatalogueBackend(store: store, accounts: AccountService(store: store, parameters: .testing),
                                             externalChangeInterval: .milliseconds(50))
        let signals = ChangeSignals(backend.revisionChanges())
        let started = await signals.next()
        XCTAssertTrue(started, "no signal once watching")

        let other = try CatalogueStore(path: path)
        signals.forgetEarlierSignals()
        try other.write { transaction in _ = try transaction.upsert(beer: Self.tripel) }
        let heard = await signals.next()
        XCTAssertTrue(heard, "another connection's commit was not heard")
        let seen = try await backend.revision()
        let written = try await SQLiteCatalogueBackend(store: other, accounts: AccountService(store: other)).revision()
        XCTAssertEqual(seen, written)
        try other.close()
        try store.close()
    }

    // MARK: Helpers

    private func beerID(named name: String, in backend: PostgresCatalogueBackend) async throws -> Int64 {
        let page = try await backend.search(SearchRequest(query: try QueryParser.parse("\"\(name)\""), limit: 1))
        return try XCTUnwrap(page.beers.first?.id)
    }

    /// Ends the server processes that LISTEN in `database`, as a dropped connection would; returns how many.
    private func terminateListeners(in database: String) async throws -> Int {
        try await withAdminConnection(to: database) { connection in
            let rows = try await connection.query("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'
                """, logger: Self.quiet).collect()
            return rows.count
        }
    }

    /// Waits until a connection LISTENs in `database` again: polls PostgreSQL (each look is a
    /// round trip, as `TmuxSession` polls the screen) until a deadline, never sleeping.
    private func waitUntilListening(in database: String) async throws -> Bool {
        try await withAdminConnection(to: database) { connection in
            let deadline = ContinuousClock.now + .seconds(20)
            while ContinuousClock.now < deadline {
                let rows = try await connection.query("""
                    SELECT 1 FROM pg_stat_activity
                    WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'
                    """, logger: Self.quiet).collect()
                if !rows.isEmpty { return true }
            }
            XCTFail("nobody listens again")
            return false
        }
    }

    private func withAdminConnection<T: Sendable>(to database: String,
                                                  _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let configuration = PostgresConnection.Configuration(
            unixSocketPath: server.socketPath, username: server.username, password: nil, database: database)
        let connection = try await PostgresConnection.connect(
            on: PostgresConnection.defaultEventLoopGroup.next(), configuration: configuration, id: 1, logger: Self.quiet).get()
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    private static let quiet = Logger(label: "taproom.test.admin")
}
