import Foundation
import Hummingbird
import PostgresTestSupport
import XCTest

/// PostgreSQL restarted while two real `taproom serve --postgres` processes are busy: while it is
/// down every answer is `503` with `Retry-After` in the connection wait, within 5 s of its return
/// both serve normally, no acknowledged write is lost, none is applied twice when sent again, and
/// each server's search mirror has what the other imported after the return.
final class PostgresRestartUnderLoadEndToEndTests: XCTestCase {
    /// `PostgresCatalogue.defaultConnectionWait`, what a request waits for a connection before a 503.
    private let connectionWait = Duration.seconds(3)
    /// What a loaded two-core machine may add to a request.
    private let margin = Duration.seconds(2)
    /// How long PostgreSQL stays down at least: 3 s, or `TAPROOM_TEST_OUTAGE_SECONDS` to measure a
    /// longer outage (postgres-nio's own reconnect backoff grows with it; the catalogue's fresh pool does not).
    private let outageLength = Duration.seconds(
        ProcessInfo.processInfo.environment["TAPROOM_TEST_OUTAGE_SECONDS"].flatMap(Int.init) ?? 3)

    func testRequestsAreToldToRetryWhileItIsDownAndServedWithin5SecondsOfItsReturn() async throws {
        let postgres = try PostgresTestServer.ofItsOwn()
        defer { postgres.stop() }
        let served = try await ServedPostgres(on: postgres)
        defer { served.stop() }
        let names = ["ale", "bea", "cat", "dan"]
        let tokens = try await served.signUp(names)
        // Two people on each server.
        let clients = tokens.enumerated().map { ServerLoad.Client(port: served.servers[$0 % 2].port, token: $1) }
        // A request unanswered after twice the longest a refusal may take is one left hanging.
        let load = ServerLoad(clients: clients, beerIDs: served.beerIDs, requestTimeout: (connectionWait + margin) * 2)

        let start = ContinuousClock.now
        let allServing = await load.waitUntil(start + .seconds(20)) { outcomes in
            (0..<clients.count).allSatisfy { client in outcomes.count { $0.client == client && $0.succeeded } >= 12 }
        }
        XCTAssertTrue(allServing, "every client is served a dozen times before the restart")

        try postgres.pause()
        let down = ContinuousClock.now
        // Down for a few seconds, and until each client has had an answer begun after it went down.
        let refused = await load.waitUntil(down + outageLength + .seconds(20)) { outcomes in
            ContinuousClock.now - down >= outageLength
                && (0..<clients.count).allSatisfy { client in outcomes.contains { $0.client == client && $0.started > down } }
        }
        XCTAssertTrue(refused, "each client was answered while PostgreSQL was down")
        // It may answer before `pg_ctl start -w` returns (that polls every 100 ms): "down" ends here.
        let resuming = ContinuousClock.now
        try postgres.resume()
        let back = ContinuousClock.now
        let outage = back - down

        // Both servers serve normally again: a search and a write of each of their clients succeed,
        // begun after the return.
        let recovered = await load.waitUntil(back + .seconds(20)) { outcomes in
            (0..<clients.count).allSatisfy { client in
                outcomes.contains { $0.client == client && $0.started > back && $0.succeeded && $0.request.isWrite }
                    && outcomes.contains { $0.client == client && $0.started > back && $0.succeeded && !$0.request.isWrite }
            }
        }
        XCTAssertTrue(recovered, "the servers serve again after PostgreSQL's return")
        let normal = ContinuousClock.now - back
        XCTAssertLessThan(normal, .seconds(5), "served normally \(normal) after PostgreSQL's return (down \(outage))")

        // Each server's mirror has what the other imported after the return.
        for (importer, searcher) in [(0, 1), (1, 0)] {
            let name = "Return Beer \(importer)"
            let imported = try await LiveConnection.using(port: served.servers[importer].port) {
                try await $0.send(.post, "/v1/imports", token: served.adminToken,
                                  body: "name,brewery\n\(name),Fault Brewery\n", contentType: "text/csv")
            }
            XCTAssertEqual(imported.response.status, 200, imported.response.bodyText)
            let seen = ContinuousClock.now
            var found = false
            while !found, ContinuousClock.now - seen < .seconds(5) {
                let search = try await LiveConnection.using(port: served.servers[searcher].port) {
                    try await $0.send(.get, "/v1/beers?q=return%20beer%20\(importer)")
                }
                XCTAssertEqual(search.response.status, 200, search.response.bodyText)
                found = search.response.bodyText.contains(name)
            }
            XCTAssertTrue(found, "server \(searcher)'s search finds \(name), imported through server \(importer)")
        }

        let outcomes = await load.stop()
        FileHandle.standardError.write(Data("""
            PostgreSQL restart under load: \(outcomes.count) requests (\(outcomes.count { $0.status == 503 }) answered 503, \
            the slowest \(outcomes.map(\.duration).max() ?? .zero)), down \(outage), served normally \(normal) after its return\n
            """.utf8))
        checkEveryAnswer(outcomes, down: down, back: resuming)
        try await checkWrites(outcomes, served: served, names: names, tokens: tokens, clients: clients)
    }

    /// No 500, no request without an answer or longer than the connection wait and a margin; a
    /// refusal is a 503 with `Retry-After`; while PostgreSQL was down, nothing else.
    private func checkEveryAnswer(_ outcomes: [ServerLoad.Outcome], down: ContinuousClock.Instant, back: ContinuousClock.Instant) {
        var whileDown = 0
        for outcome in outcomes {
            let what = "\(outcome.request.method) \(outcome.request.uri) on \(outcome.port)"
            XCTAssertNil(outcome.failure, "\(what): no answer: \(outcome.failure ?? "")")
            XCTAssertLessThan(outcome.duration, connectionWait + margin, "\(what) took \(outcome.duration)")
            XCTAssertEqual(outcome.problems, [], what)
            if let status = outcome.status, !outcome.succeeded {
                XCTAssertEqual(status, 503, "\(what): \(outcome.body)")
                XCTAssertEqual(outcome.retryAfter, "2", what)
            }
            if outcome.started > down, outcome.finished < back {
                whileDown += 1
                XCTAssertEqual(outcome.status, 503, "\(what) while PostgreSQL was down: \(outcome.body)")
            }
        }
        XCTAssertGreaterThan(whileDown, 0, "requests were answered while PostgreSQL was down")
    }

    /// Every acknowledged write is in the database; sending every write again adds nothing twice.
    private func checkWrites(_ outcomes: [ServerLoad.Outcome], served: ServedPostgres, names: [String], tokens: [String],
                             clients: [ServerLoad.Client]) async throws {
        let beerNames = Dictionary(uniqueKeysWithValues: served.beerIDs.enumerated().map { ($1, "Fault Beer \($0 + 1)") })
        for (index, name) in names.enumerated() {
            let writes = outcomes.filter { $0.client == index && $0.request.isWrite }
            let acknowledged = Set(writes.filter(\.succeeded).map(\.request))
            let stored = try served.export(user: name)
            checkStored(stored, hold: acknowledged, beerNames: beerNames, person: name)

            // Sent again (each once, as a client retrying after a refusal or no answer would).
            let sent = Set(writes.map(\.request))
            try await LiveConnection.using(port: clients[index].port) { connection in
                for request in sent {
                    let again = try await connection.send(request.method, request.uri, token: tokens[index], body: request.body)
                    XCTAssertTrue((200..<300).contains(again.response.status), "\(request) again: \(again.response.bodyText)")
                }
            }
            let after = try served.export(user: name)
            checkStored(after, hold: sent, beerNames: beerNames, person: name)
            let externalIDs = after.flatMap { $0.checkins.compactMap(\.external_id) }
            XCTAssertEqual(externalIDs.count, Set(externalIDs).count, "\(name): a check-in was added twice")
            XCTAssertEqual(Set(externalIDs), Set(sent.compactMap {
                guard case .checkIn(_, let externalID) = $0 else { return nil }
                return externalID
            }), name)
        }
    }

    private func checkStored(_ stored: [ServedPostgres.ExportedBeer], hold writes: Set<ServerLoad.Request>,
                             beerNames: [Int64: String], person: String) {
        let favourites = Set(stored.filter(\.favourite).map(\.name))
        let externalIDs = Set(stored.flatMap { $0.checkins.compactMap(\.external_id) })
        for write in writes {
            switch write {
            case .favourite(let beerID):
                XCTAssertTrue(favourites.contains(beerNames[beerID] ?? "?"), "\(person): favourite \(beerID) is lost")
            case .checkIn(_, let externalID):
                XCTAssertTrue(externalIDs.contains(externalID), "\(person): check-in \(externalID) is lost")
            case .search:
                break
            }
        }
    }
}
