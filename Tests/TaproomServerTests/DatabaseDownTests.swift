import Catalogue
import CataloguePostgres
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PostgresNIO
import PostgresTestSupport
import TaproomServer
import XCTest

/// A server whose PostgreSQL goes away (an operator's restart) answers `503` with `Retry-After`
/// while it is away, never a `500` and never later than the catalogue's connection wait, and
/// serves normally once it is back, its search mirror caught up with what was written since.
final class DatabaseDownTests: XCTestCase {
    func testWhilePostgreSQLIsDownRequestsAreToldToTryAgainAndServedOnceItIsBack() async throws {
        let postgres = try PostgresTestServer.ofItsOwn()
        defer { postgres.stop() }
        let database = try postgres.makeDatabase()
        var quiet = Logger(label: "taproom.postgres")
        quiet.logLevel = .critical
        let catalogue = PostgresCatalogue(
            configuration: PostgresClient.Configuration(unixSocketPath: postgres.socketPath, username: postgres.username,
                                                        password: nil, database: database),
            location: "PostgreSQL \(database)", passwords: .testing, connectionWait: .seconds(1), logger: quiet)
        try await catalogue.migrate()
        try await catalogue.prepareSearch()
        let logger = quiet
        let router = TaproomServer.router(catalogue: catalogue)
        try await Application(router: router, logger: quiet).test(.router) { client in
            let api = APIClient(client: client)
            let token = try await api.signUp("alice")
            let served = try await api.send(.get, "/v1/stats")
            XCTAssertEqual(served.status, 200, served.bodyText)

            try postgres.pause()
            // Reads, a write, and a sign-in: the pool's idle connections are gone, and no new one can be made.
            for (method, path) in [(HTTPRequest.Method.get, "/v1/stats"), (.get, "/v1/beers?q=ale"),
                                   (.put, "/v1/me/favourites/1"), (.get, "/v1/me")] {
                let refused = try await api.send(method, path, token: token)
                XCTAssertEqual(refused.status, 503, "\(method) \(path): \(refused.bodyText)")
                XCTAssertEqual(refused.headers[.retryAfter], "2", "\(method) \(path)")
                XCTAssertEqual(refused.json?["error"]?["code"], .string("unavailable"), refused.bodyText)
            }

            try postgres.resume()
            // The pool connects again on its own (postgres-nio's backoff, short after a brief outage).
            // Each refused request has waited its second for a connection, which paces the polling.
            let back = ContinuousClock.now
            var answer = try await api.send(.get, "/v1/me", token: token)
            while answer.status == 503, ContinuousClock.now - back < .seconds(30) {
                answer = try await api.send(.get, "/v1/me", token: token)
            }
            XCTAssertEqual(answer.status, 200, answer.bodyText)

            // Another server writes; this one's searches have it as soon as it is announced.
            let other = PostgresCatalogue(
                configuration: PostgresClient.Configuration(unixSocketPath: postgres.socketPath, username: postgres.username,
                                                            password: nil, database: database),
                location: "PostgreSQL \(database)", passwords: .testing, logger: logger)
            _ = try await other.importBeers([NewBeer(name: "Zwanze", brewery: NewBrewery(name: "Brasserie Cantillon"))])
            await other.shutdown()
            // Heard again once the database is back: its announcement reaches the mirror.
            let deadline = ContinuousClock.now + .seconds(10)
            var found = try await api.send(.get, "/v1/beers?q=zwanze")
            while !found.bodyText.contains("Brasserie Cantillon"), ContinuousClock.now < deadline {
                await Task.yield()
                found = try await api.send(.get, "/v1/beers?q=zwanze")
            }
            XCTAssertEqual(found.status, 200, found.bodyText)
            XCTAssertTrue(found.bodyText.contains("Brasserie Cantillon"), found.bodyText)
        }
        await catalogue.shutdown()
    }
}
