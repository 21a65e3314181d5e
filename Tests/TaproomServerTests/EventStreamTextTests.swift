import Hummingbird
import Locking
@testable import TaproomServer
import XCTest

/// What one events response writes, whatever its subscription is posted: the current revision,
/// then only higher numbers, and a finished body when the subscription ends.
final class EventStreamTextTests: XCTestCase {
    func testAfterTheCurrentRevisionOnlyHigherNumbersAreSent() async throws {
        // Posted by the feed while the route was reading 10: older than what the client got first.
        let stale = RevisionSubscription {}
        stale.post(revision: 9)
        stale.finish()
        let staleBody = try await Self.body(of: stale, from: 10)
        XCTAssertEqual(staleBody.text, "event: revision\ndata: {\"revision\": 10}\n\n")
        XCTAssertTrue(staleBody.isFinished)

        let newer = RevisionSubscription {}
        newer.post(revision: 11)
        newer.finish()
        let newerBody = try await Self.body(of: newer, from: 10)
        XCTAssertEqual(newerBody.text, "event: revision\ndata: {\"revision\": 10}\n\nevent: revision\ndata: {\"revision\": 11}\n\n")
    }

    func testAKeepAliveIsACommentLine() async throws {
        let subscription = RevisionSubscription {}
        subscription.postKeepAlive()
        subscription.finish()
        let body = try await Self.body(of: subscription, from: 3)
        XCTAssertEqual(body.text, "event: revision\ndata: {\"revision\": 3}\n\n: keep-alive\n\n")
    }

    /// The response body for a client whose current revision was `current`, until `subscription` ends.
    private static func body(of subscription: RevisionSubscription, from current: Int) async throws -> CollectedBody {
        let body = CollectedBody()
        var writer: any ResponseBodyWriter = CollectingWriter(body: body)
        try await EventRoutes.stream(subscription, from: current, to: &writer)
        return body
    }
}

/// What a response body writer was given.
private final class CollectedBody: Sendable {
    private let state = Locked((text: "", finished: false))

    var text: String { state.withLock { $0.text } }
    var isFinished: Bool { state.withLock { $0.finished } }

    func append(_ buffer: ByteBuffer) { state.withLock { $0.text += String(buffer: buffer) } }
    func finish() { state.withLock { $0.finished = true } }
}

private struct CollectingWriter: ResponseBodyWriter {
    let body: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws { body.append(buffer) }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws { body.finish() }
}
