import XCTest
@testable import TerminalUI

final class HeadlessTerminalTests: XCTestCase {
    func testStartsBlankAtItsSize() {
        let terminal = HeadlessTerminal(width: 4, height: 2)
        XCTAssertEqual(terminal.size, Size(width: 4, height: 2))
        XCTAssertEqual(terminal.text(), "    \n    ")
    }

    func testDrawKeepsTheBufferAndCursor() {
        let terminal = HeadlessTerminal(width: 6, height: 2)
        var buffer = CellBuffer(width: 6, height: 2)
        _ = buffer.put("hi 漢", at: Point(x: 0, y: 1), style: Style(attributes: [.bold]))
        terminal.draw(buffer, cursor: Point(x: 2, y: 1))
        XCTAssertEqual(terminal.text(), "      \nhi 漢 ")
        XCTAssertEqual(terminal.cursor, Point(x: 2, y: 1))
        XCTAssertEqual(terminal.annotatedText(), buffer.annotatedText())
        XCTAssertEqual(terminal.drawCount, 1)
    }

    func testDrawCountsOnlyChangedCells() {
        let terminal = HeadlessTerminal(width: 10, height: 3)
        var buffer = CellBuffer(width: 10, height: 3)
        _ = buffer.put("abc", at: .zero)
        terminal.draw(buffer)
        XCTAssertEqual(terminal.lastDrawChangeCount, 3)
        _ = buffer.put("x", at: Point(x: 1, y: 0))
        terminal.draw(buffer)
        XCTAssertEqual(terminal.lastDrawChangeCount, 1)
        terminal.draw(buffer)
        XCTAssertEqual(terminal.lastDrawChangeCount, 0)
        XCTAssertNil(terminal.cursor)
    }

    func testScriptedKeysAreReadOnce() {
        let terminal = HeadlessTerminal(width: 1, height: 1)
        terminal.enqueue([.character("a"), .enter])
        XCTAssertEqual(terminal.readKeys(), [.character("a"), .enter])
        XCTAssertEqual(terminal.readKeys(), [])
    }

    func testScriptedBytesAreDecodedPerRead() {
        let terminal = HeadlessTerminal(width: 1, height: 1)
        terminal.enqueue(bytes: Array("é\u{1B}".utf8))
        terminal.enqueue(text: "\u{1B}[Bx")
        XCTAssertEqual(terminal.readKeys(), [.character("é"), .escape, .down, .character("x")])
    }

    func testScriptedInputKeepsItsOrderAcrossKinds() {
        let terminal = HeadlessTerminal(width: 1, height: 1)
        terminal.enqueue(text: "a")
        terminal.enqueue([.tab])
        terminal.enqueue(text: "b")
        XCTAssertEqual(terminal.readKeys(), [.character("a"), .tab, .character("b")])
    }

    func testResizeChangesSizeKeepsContentAndQueuesAResizeKey() {
        let terminal = HeadlessTerminal(width: 3, height: 1)
        var buffer = CellBuffer(width: 3, height: 1)
        _ = buffer.put("abc", at: .zero)
        terminal.draw(buffer)
        terminal.resize(width: 2, height: 2)
        XCTAssertEqual(terminal.size, Size(width: 2, height: 2))
        XCTAssertEqual(terminal.updateSize(), Size(width: 2, height: 2))
        XCTAssertEqual(terminal.text(), "ab\n  ")
        XCTAssertEqual(terminal.readKeys(), [.resize(Size(width: 2, height: 2))])
    }

    func testSuspendResumeTeardownAndMouseSwitch() {
        let terminal = HeadlessTerminal(width: 1, height: 1)
        terminal.suspend()
        XCTAssertTrue(terminal.isSuspended)
        terminal.resume()
        XCTAssertFalse(terminal.isSuspended)
        terminal.isMouseEnabled = false
        XCTAssertFalse(terminal.isMouseEnabled)
        terminal.teardown()
        XCTAssertTrue(terminal.isTornDown)
    }
}
