import Catalogue
import CatalogueClient
import XCTest

/// `revisions()` over a real socket: the events a server writes (here by hand, byte for byte),
/// and what silence and refusals do to the stream.
final class RevisionStreamTests: XCTestCase {
    private static let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nTransfer-Encoding: chunked\r\n\r\n"

    /// One chunk of a chunked body.
    private static func chunk(_ text: String) -> String {
        String(text.utf8.count, radix: 16) + "\r\n" + text + "\r\n"
    }

    func testRevisionsArriveAndSilenceBeyondTheIdleLimitEndsTheStream() async throws {
        let events = Self.chunk("event: revision\r\ndata: {\"revision\": 41}\r\n\r\n: keep-alive\r\n\r\nevent: rev")
            + Self.chunk("ision\ndata: {\"revision\": 42}\n\nevent: other\ndata: x\n\n")
        let listener = try SilentListener(greeting: Self.head + events)
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)",
                                             eventsIdleTimeout: .milliseconds(400))
        var received: [Int] = []
        do {
            for try await revision in client.revisions() { received.append(revision) }
            XCTFail("a silent stream must not end as if the server had ended it")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .timedOut(address: client.location))
        }
        XCTAssertEqual(received, [41, 42])
    }

    func testTheStreamOutlivesTheRequestTimeLimit() async throws {
        let events = try SilentListener(greeting: Self.head + Self.chunk("event: revision\ndata: {\"revision\": 1}\n\n"))
        defer { events.close() }
        let silent = try SilentListener()
        defer { silent.close() }
        let limit = Duration.milliseconds(200)
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(events.port)", requestTimeout: limit)
        var revisions = client.revisions().makeAsyncIterator()
        let first = try await revisions.next()
        XCTAssertEqual(first, 1)

        // A request with the same limit to a server that never answers: when it has timed out,
        // the limit has passed for the events too.
        let clock = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(silent.port)", requestTimeout: limit)
        await assertThrows(RemoteCatalogueError.timedOut(address: clock.location)) { _ = try await clock.stats() }

        events.send(Self.chunk("event: revision\ndata: {\"revision\": 2}\n\n"))
        let second = try await revisions.next()
        XCTAssertEqual(second, 2)
    }

    func testDroppingTheStreamHangsUp() async throws {
        let listener = try SilentListener(greeting: Self.head + Self.chunk("event: revision\ndata: {\"revision\": 1}\n\n"))
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)")
        do {
            var revisions = client.revisions().makeAsyncIterator()
            let first = try await revisions.next()
            XCTAssertEqual(first, 1)
        }
        let hungUp = await listener.clientHungUp(within: 20)
        XCTAssertTrue(hungUp, "a stream nobody reads must not keep its connection")
    }

    func testTheStreamEndsWhenTheServerEndsIt() async throws {
        let listener = try SilentListener(greeting: Self.head + Self.chunk("event: revision\ndata: {\"revision\": 7}\n\n") + "0\r\n\r\n")
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)")
        var received: [Int] = []
        for try await revision in client.revisions() { received.append(revision) }
        XCTAssertEqual(received, [7])
    }

    func testAConnectionDroppedMidStreamFailsTheStream() async throws {
        let listener = try SilentListener(greeting: Self.head + Self.chunk("event: revision\ndata: {\"revision\": 5}\n\n"),
                                          then: .close)
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)")
        var received: [Int] = []
        do {
            for try await revision in client.revisions() { received.append(revision) }
            XCTFail("a stream cut off is not a stream the server ended")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .unreachable(address: client.location,
                                               reason: "the server closed the connection before the whole answer arrived"))
            XCTAssertTrue(error.isTransient, "the caller starts the stream again")
        }
        XCTAssertEqual(received, [5])
    }

    func testAnAnswerThatIsNotAnEventStreamFails() async throws {
        let body = #"{"revision": 3}"#
        let listener = try SilentListener(
            greeting: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)")
        do {
            for try await _ in client.revisions() {}
            XCTFail("JSON is not an event stream")
        } catch RemoteCatalogueError.serverFailed(let address, _) {
            XCTAssertEqual(address, client.location)
        }
    }

    func testAClosedPortFailsTheStreamAsUnreachable() async throws {
        let port = try SilentListener.closedPort()
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(port)")
        do {
            for try await _ in client.revisions() {}
            XCTFail("nothing listens there")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .unreachable(address: client.location, reason: "connection refused"))
        }
    }
}
