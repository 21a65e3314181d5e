import Catalogue
import CataloguePostgres
import Foundation
import Logging
import PostgresNIO
import XCTest

/// The PostgreSQL store tells a server when the revision moves (`revisions()`), without polling
/// the revision: a change through another server on the same database is heard, a listener
/// whose connection drops listens again and misses nothing, and shutting down ends the stream.
/// (`SQLiteCatalogueTests` holds the SQLite store to the same, by its own means.)
final class RevisionChangesTests: PostgresCatalogueTestCase {
    private static let orval = NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval"), abv: 6.2)
    private static let tripel = NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle"), abv: 9.5)

    // MARK: PostgreSQL (LISTEN/NOTIFY)

    func testAChangeThroughAnotherServerIsHeard() async throws {
        let database = try server.makeDatabase()
        let listening = try makeCatalogue(database: database)
        try await listening.migrate()
        let other = try makeCatalogue(database: database)
        let signals = ChangeSignals(listening.revisions())
        let started = await signals.next()
        XCTAssertTrue(started, "no signal once listening")

        _ = try await other.importBeers([Self.orval])
        let heard = await signals.next()
        XCTAssertTrue(heard, "an import through another server was not heard")
        let seen = try await listening.revision()
        let written = try await other.revision()
        XCTAssertEqual(seen, written)

        _ = try await other.createAccount(name: "alice", password: "correct horse")
        let alice = try await other.signIn(name: "alice", password: "correct horse")
        let orval = try await beerID(named: "Orval", in: other)
        signals.forgetEarlierSignals()
        _ = try await other.setRating(4, beerID: orval, session: alice)
        let rated = await signals.next()
        XCTAssertTrue(rated, "a rating through another server was not heard")
    }

    func testAListenerWhoseConnectionDropsListensAgainAndMissesNothing() async throws {
        let database = try server.makeDatabase()
        let listening = try makeCatalogue(database: database)
        try await listening.migrate()
        let other = try makeCatalogue(database: database)
        let signals = ChangeSignals(listening.revisions())
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

    func testShuttingTheCatalogueDownEndsItsRevisionStreams() async throws {
        let catalogue = try await makeCatalogue()
        let revisions = catalogue.revisions()
        let ended = expectation(description: "the stream ends with its catalogue")
        let started = expectation(description: "the revision now, once listening")
        Task {
            var first = true
            do {
                for try await _ in revisions where first {
                    first = false
                    started.fulfill()
                }
            } catch {}
            ended.fulfill()
        }
        await fulfillment(of: [started], timeout: 20)
        await catalogue.shutdown()
        await fulfillment(of: [ended], timeout: 20)
    }

    // MARK: Helpers

    private func beerID(named name: String, in catalogue: PostgresCatalogue) async throws -> Int64 {
        let page = try await catalogue.search(SearchRequest(query: try QueryParser.parse("\"\(name)\""), limit: 1), as: nil)
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
}
