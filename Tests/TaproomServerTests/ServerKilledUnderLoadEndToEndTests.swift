import Foundation
import PostgresTestSupport
import XCTest

/// One of two real `taproom serve --postgres` processes killed (SIGKILL) while both are busy: the
/// other's clients see no error at all; the killed one, started again on its port, serves its
/// clients again, and the app connected to it shows it retrying and comes back by itself.
final class ServerKilledUnderLoadEndToEndTests: XCTestCase {
    func testTheOtherServersClientsSeeNothingAndTheKilledOnesComeBackWithIt() async throws {
        let served = try await ServedPostgres(on: try PostgresTestServer.running())
        defer { served.stop() }
        let (survivor, killed) = (served.servers[0].port, served.servers[1].port)
        let url = "http://127.0.0.1:\(killed)"
        let app = try AppInTerminal(server: url)
        try app.terminal.waitForText("Taproom — 12 beers — not signed in")

        let tokens = try await served.signUp(["ale", "bea", "cat", "dan"])
        let clients = tokens.enumerated().map { ServerLoad.Client(port: $0 % 2 == 0 ? survivor : killed, token: $1) }
        let load = ServerLoad(clients: clients, beerIDs: served.beerIDs)
        let serving = await load.waitUntil(.now + .seconds(20)) { outcomes in
            (0..<clients.count).allSatisfy { client in outcomes.contains { $0.client == client && $0.succeeded } }
        }
        XCTAssertTrue(serving, "every client is served before the kill")

        let exit = served.servers[1].stop(with: SIGKILL)
        XCTAssertEqual(exit?.reason, .uncaughtSignal)
        let killedAt = ContinuousClock.now
        let noticed = await load.waitUntil(killedAt + .seconds(20)) { outcomes in
            clients.indices.filter { clients[$0].port == killed }.allSatisfy { client in
                outcomes.count { $0.client == client && $0.started > killedAt && $0.status == nil } >= 2
            }
        }
        XCTAssertTrue(noticed, "the killed server's clients find no server")
        try app.terminal.waitForText("Cannot reach the server at \(url) — retrying")
        try app.terminal.type("fault beer 3")

        try served.restart(1)
        let restarted = ContinuousClock.now
        let back = await load.waitUntil(restarted + .seconds(20)) { outcomes in
            clients.indices.filter { clients[$0].port == killed }.allSatisfy { client in
                outcomes.contains { $0.client == client && $0.started > restarted && $0.succeeded && $0.request.isWrite }
            }
        }
        XCTAssertTrue(back, "the killed server's clients are served again once it is back")
        // The app's next try comes at most 15 s later; the query typed meanwhile runs then.
        try app.terminal.waitForScreen("the app back, the query's one beer", timeout: 40) { screen in
            screen.contains("1 beer · Sort: name") && screen.contains("Fault Beer 3") && !screen.contains("retrying")
        }

        let outcomes = await load.stop()
        let survivors = outcomes.filter { $0.port == survivor }
        XCTAssertGreaterThan(survivors.count { $0.started > killedAt && $0.finished < restarted }, 0,
                             "the other server's clients were served while this one was away")
        for outcome in survivors {
            XCTAssertTrue(outcome.succeeded, "\(outcome.request) on the other server: \(outcome.status.map(String.init) ?? outcome.failure ?? "") \(outcome.body)")
            XCTAssertEqual(outcome.problems, [])
        }
        // Once a client of the restarted server is served again (on a new connection), it is served.
        for client in clients.indices where clients[client].port == killed {
            let after = outcomes.filter { $0.client == client && $0.started > restarted }.drop { !$0.succeeded }
            for outcome in after {
                XCTAssertTrue(outcome.succeeded, "\(outcome.request) on the restarted server: \(outcome.status.map(String.init) ?? outcome.failure ?? "") \(outcome.body)")
            }
        }
        FileHandle.standardError.write(Data("""
            one of two servers killed under load: \(outcomes.count) requests, \(survivors.count) to the other server, \
            away \(restarted - killedAt)\n
            """.utf8))
    }
}
