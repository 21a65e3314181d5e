import CatalogueClient
import XCTest

/// The event-stream reader over byte chunks: events come out whole however the bytes are cut.
final class ServerSentEventParserTests: XCTestCase {
    private let revisionEvents = "event: revision\ndata: {\"revision\": 42}\n\n: keep-alive\n\nevent: revision\ndata: {\"revision\": 43}\n\n"
    private let expected = [
        ServerSentEvent(type: "revision", data: "{\"revision\": 42}"),
        ServerSentEvent(type: "revision", data: "{\"revision\": 43}"),
    ]

    func testEventsInOneChunk() {
        var parser = ServerSentEventParser()
        XCTAssertEqual(parser.consume(Array(revisionEvents.utf8)), expected)
    }

    func testEventsCutAtEveryByte() {
        var parser = ServerSentEventParser()
        var events: [ServerSentEvent] = []
        for byte in revisionEvents.utf8 { events += parser.consume([byte]) }
        XCTAssertEqual(events, expected)
    }

    func testEventsCutAtEveryPlaceInTwo() {
        for lineEnd in ["\n", "\r\n", "\r"] {
            let bytes = Array(revisionEvents.replacingOccurrences(of: "\n", with: lineEnd).utf8)
            for cut in 0...bytes.count {
                var parser = ServerSentEventParser()
                let events = parser.consume(bytes[..<cut]) + parser.consume(bytes[cut...])
                XCTAssertEqual(events, expected, "cut at \(cut) with \(lineEnd.debugDescription)")
            }
        }
    }

    func testAnEventIsDispatchedOnlyByItsBlankLine() {
        var parser = ServerSentEventParser()
        XCTAssertEqual(parser.consume(Array("event: revision\ndata: 1\n".utf8)), [])
        XCTAssertEqual(parser.consume(Array("\n".utf8)), [ServerSentEvent(type: "revision", data: "1")])
    }

    func testCommentsAndDatalessEventsGiveNothing() {
        var parser = ServerSentEventParser()
        XCTAssertEqual(parser.consume(Array(": keep-alive\n\n:\n\nevent: revision\n\n".utf8)), [])
    }

    func testDataLinesJoinAndTheTypeDefaultsToMessage() {
        var parser = ServerSentEventParser()
        let events = parser.consume(Array("data: one\ndata:two\ndata\nid: 7\nretry: 10\n\n".utf8))
        XCTAssertEqual(events, [ServerSentEvent(type: "message", data: "one\ntwo\n")])
    }

    func testAUTF8CharacterSplitAcrossChunksStaysWhole() {
        var parser = ServerSentEventParser()
        let bytes = Array("data: Kölsch 🍺\n\n".utf8)
        let cut = bytes.firstIndex(of: 0xC3)! + 1
        let events = parser.consume(bytes[..<cut]) + parser.consume(bytes[cut...])
        XCTAssertEqual(events, [ServerSentEvent(data: "Kölsch 🍺")])
    }

    func testALeadingByteOrderMarkIsIgnored() {
        var parser = ServerSentEventParser()
        XCTAssertEqual(parser.consume([0xEF, 0xBB, 0xBF] + Array("data: x\n\n".utf8)), [ServerSentEvent(data: "x")])
    }
}
