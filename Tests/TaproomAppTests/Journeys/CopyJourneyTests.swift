import Foundation
@testable import TaproomApp
import TerminalUI
import XCTest

/// ^Y on the list, c or ^Y on the detail: the beer's name and brewery go to the terminal's
/// clipboard through OSC 52, and the status line says so until the next key.
final class CopyJourneyTests: XCTestCase {
    private static func osc52(_ text: String) -> [UInt8] {
        Array(("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}").utf8)
    }

    func testCtrlYOnTheListCopiesTheSelectedBeer() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            XCTAssertTrue(app.text.contains("^Y Copy"), "hinted")
            XCTAssertTrue(app.app.router.helpRows.contains { $0.key == "^Y" && $0.action.contains("OSC 52") })
            app.type("orv")
            app.press(.ctrl("y"))
            XCTAssertEqual(app.terminal.controlSequences, [Self.osc52("Orval — Brasserie d'Orval")])
            XCTAssertEqual(app.statusLine, "Copied “Orval — Brasserie d'Orval”")
            XCTAssertEqual(app.row(containing: "Filter")?.contains("Filter orv"), true, "the filter took no letter")
            app.press(.down)
            XCTAssertTrue(app.statusLine.hasPrefix("1 of 1 beer"), "the word goes with the next key: \(app.statusLine)")
        }
    }

    func testCOnTheDetailCopiesTheBeerShownButTypesIntoANote() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.press(.enter)
            app.press(.character("c"))
            XCTAssertEqual(app.terminal.controlSequences, [Self.osc52("Guinness Draught — Guinness")])
            XCTAssertTrue(app.statusLine.hasPrefix("Copied “Guinness Draught"), app.statusLine)
            app.press(.character("n"))
            app.press(.ctrl("y"))
            XCTAssertEqual(app.terminal.controlSequences.count, 2)
            app.signInWithKeys("alice", "correct horse")
            app.press(.character("e"))
            app.type("crisp")
            XCTAssertEqual(app.terminal.controlSequences.count, 2, "writing a note, c is a letter")
        }
    }

    func testATerminalThatCannotReceiveCopiesIsSaidSo() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.terminal.receivesCopies = false
            app.press(.ctrl("y"))
            XCTAssertEqual(app.terminal.controlSequences, [])
            XCTAssertEqual(app.statusLine, "This terminal cannot receive copies (OSC 52)")
        }
    }
}
