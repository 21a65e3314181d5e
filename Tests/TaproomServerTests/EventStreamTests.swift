import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// `GET /v1/events` over real sockets on a real SQLite catalogue: the current revision first,
/// then each new one, whoever made the change (this server, or another connection to the file),
/// keep-alives while nothing changes, and every client told.
final class EventStreamTests: XCTestCase {
    func testAClientGetsTheRevisionAndThenTheOneAnotherUsersRatingMakes() async throws {
        let fixture = try ServerFixture()
        let orval = try fixture.beerID("Orval")
        try await fixture.testLive { api, port in
            let events = try await EventStreamReader.run { try EventStreamReader(port: port) }
            XCTAssertEqual(events.status, 200)
            XCTAssertEqual(events.headers["content-type"], "text/event-stream")
            XCTAssertEqual(events.headers["cache-control"], "no-store")
            let first = try await EventStreamReader.run { try events.nextRevision() }
            let current = try await fixture.catalogue.revision()
            XCTAssertEqual(first, current)

            let token = try await api.signUp("bob")
            let rated = try await api.send(.put, "/v1/me/ratings/\(orval)", token: token, json: ["stars": 4])
            XCTAssertEqual(rated.status, 200, rated.bodyText)
            let moved = try await EventStreamReader.run { try events.revision(above: try XCTUnwrap(first)) }
            let afterRating = try await fixture.catalogue.revision()
            XCTAssertEqual(moved, afterRating)
            XCTAssertEqual(try events.documentProblems(), [])
            events.close()
        }
    }

    func testACommitByAnotherConnectionToTheFileReachesClients() async throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("club.sqlite").path
        let served = try CatalogueStore(path: path)
        try served.write { transaction in _ = try transaction.upsert(beer: ServerFixture.beers[0]) }
        let fixture = try ServerFixture(store: served)
        try await fixture.testLive { _, port in
            let events = try await EventStreamReader.run { try EventStreamReader(port: port) }
            let first = try await EventStreamReader.run { try XCTUnwrap(try events.nextRevision()) }

            // As another process would: its own connection, whose commits this server's store
            // does not observe; SQLite's data_version tells the server's one watcher.
            let other = try CatalogueStore(path: path)
            try other.write { transaction in _ = try transaction.upsert(beer: ServerFixture.beers[1]) }
            let moved = try await EventStreamReader.run { try events.revision(above: first) }
            let current = try await fixture.catalogue.revision()
            XCTAssertEqual(moved, current)
            try other.close()
            events.close()
        }
    }

    func testACatalogueServedReadOnlyStillHearsTheProcessThatWritesIt() async throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("club.sqlite").path
        let writer = try CatalogueStore(path: path)
        try writer.write { transaction in _ = try transaction.upsert(beer: ServerFixture.beers[0]) }
        let fixture = try ServerFixture(store: try CatalogueStore(path: path, access: .readOnly))
        try await fixture.testLive { _, port in
            let events = try await EventStreamReader.run { try EventStreamReader(port: port) }
            let first = try await EventStreamReader.run { try XCTUnwrap(try events.nextRevision()) }
            try writer.write { transaction in _ = try transaction.upsert(beer: ServerFixture.beers[1]) }
            let moved = try await EventStreamReader.run { try events.revision(above: first) }
            let current = try await fixture.catalogue.revision()
            XCTAssertEqual(moved, current)
            events.close()
        }
        try writer.close()
    }

    func testKeepAliveCommentsArriveWhileNothingChanges() async throws {
        let fixture = try ServerFixture(eventKeepAlive: .milliseconds(100))
        try await fixture.testLive { _, port in
            let events = try await EventStreamReader.run { try EventStreamReader(port: port) }
            let items = try await EventStreamReader.run { try (0..<4).map { _ in try events.next() } }
            guard case .event("revision", _) = items[0] else { return XCTFail("\(items)") }
            XCTAssertEqual(Array(items.dropFirst()), Array(repeating: .comment("keep-alive"), count: 3))
            XCTAssertTrue(events.bodyText.hasSuffix(": keep-alive\n\n"), events.bodyText)
            XCTAssertEqual(try events.documentProblems(), [])
            events.close()
        }
    }

    func testEveryConnectedClientGetsTheEvent() async throws {
        let fixture = try ServerFixture()
        let orval = try fixture.beerID("Orval")
        try await fixture.testLive { api, port in
            let clients = try await EventStreamReader.run { try (0..<40).map { _ in try EventStreamReader(port: port) } }
            let firsts = try await EventStreamReader.run { try clients.map { try XCTUnwrap(try $0.nextRevision()) } }
            let token = try await api.signUp("carol")
            try await api.send(.put, "/v1/me/favourites/\(orval)", token: token)
            let current = try await fixture.catalogue.revision()
            let moved = try await EventStreamReader.run { try zip(clients, firsts).map { try $0.revision(above: $1) } }
            XCTAssertEqual(moved, Array(repeating: current, count: clients.count))
            for client in clients { client.close() }
        }
    }

    func testAReconnectingClientGetsTheCurrentRevisionFirst() async throws {
        let fixture = try ServerFixture()
        try await fixture.testLive { api, port in
            let first = try await EventStreamReader.run { try EventStreamReader(port: port) }
            let before = try await EventStreamReader.run { try XCTUnwrap(try first.nextRevision()) }
            first.close()
            let token = try await api.signUp("dave")
            try await api.send(.put, "/v1/me/ratings/\(try fixture.beerID("Orval"))", token: token, json: ["stars": 5])
            let again = try await EventStreamReader.run { try EventStreamReader(port: port) }
            let current = try await EventStreamReader.run { try again.nextRevision() }
            let revision = try await fixture.catalogue.revision()
            XCTAssertEqual(current, revision)
            XCTAssertGreaterThan(revision, before)
            again.close()
        }
    }
}
