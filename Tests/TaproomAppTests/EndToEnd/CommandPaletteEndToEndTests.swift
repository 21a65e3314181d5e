import Foundation
import PTYTestSupport
import XCTest

/// The real `taproom` in tmux: Ctrl-P opens the command palette, which runs an action and opens
/// a beer by name; Esc closes it.
final class CommandPaletteEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    func testCtrlPRunsAnActionAndOpensABeer() throws {
        let session = try sandbox.start()
        try session.waitForText("1 of 336 beers · Sort: name")
        try session.press("C-p")
        try session.waitForText("Commands · Esc closes", "Cycle the sort")
        try session.type("sort")
        try session.waitForScreen("the sort alone in the palette") { $0.contains("> sort") && !$0.contains("Move the selection") }
        try session.press("Enter")
        let sorted = try session.waitForText("of 336 beers · Sort: ABV ↓")
        XCTAssertFalse(sorted.contains("Commands · Esc closes"), sorted)
        try session.press("C-p")
        try session.type("60 minute")
        try session.waitForText("60 Minute IPA", "Dogfish Head")
        try session.press("Enter")
        try session.waitForText("Esc Back")
        let detail = try session.screen()
        XCTAssertTrue(detail.contains("60 Minute IPA"), detail)
        try session.press("C-p")
        try session.waitForText("Commands · Esc closes")
        try session.press("Escape")
        let closed = try session.waitForScreen("the palette closed over the beer") { !$0.contains("Commands · Esc closes") }
        XCTAssertTrue(closed.contains("60 Minute IPA"), closed)
        try session.press("Escape")
        try session.waitForText("Sort: ABV ↓")
    }
}
