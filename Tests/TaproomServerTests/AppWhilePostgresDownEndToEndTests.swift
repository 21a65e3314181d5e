import Foundation
import PostgresTestSupport
import XCTest

/// The real app against a real `taproom serve --postgres` whose PostgreSQL stops: it shows the
/// retrying state it shows for a server it cannot reach, and comes back by itself when
/// PostgreSQL does.
final class AppWhilePostgresDownEndToEndTests: XCTestCase {
    func testTheAppShowsTheServerRetryingAndComesBackWithPostgreSQL() async throws {
        let postgres = try PostgresTestServer.ofItsOwn()
        defer { postgres.stop() }
        let served = try await ServedPostgres(on: postgres, servers: 1)
        defer { served.stop() }
        let url = "http://127.0.0.1:\(served.servers[0].port)"
        let app = try AppInTerminal(server: url)
        try app.terminal.waitForText("Taproom — 12 beers — not signed in", "12 beers · Sort: name")

        try postgres.pause()
        try app.terminal.type("fault beer 3")
        try app.terminal.waitForText("Cannot reach the server at \(url) — retrying")

        try postgres.resume()
        // The app's next try comes at most 15 s later; the query typed meanwhile runs then.
        try app.terminal.waitForScreen("the app back, the query's one beer", timeout: 40) { screen in
            screen.contains("1 beer · Sort: name") && screen.contains("Fault Beer 3") && !screen.contains("retrying")
        }
    }
}
