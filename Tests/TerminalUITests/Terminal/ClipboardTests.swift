import Foundation
@testable import TerminalUI
import XCTest

/// Copies to the terminal's clipboard through OSC 52, and when a terminal is taken to receive them.
final class ClipboardTests: XCTestCase {
    func testTheSequenceIsOSC52WithTheTextInBase64() {
        let text = "Früh Kölsch — Cölner Hofbräu Früh 🍺"
        let expected = "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
        XCTAssertEqual(String(decoding: Clipboard.sequence(copying: text), as: UTF8.self), expected)
        for length in 0..<10 {
            let bytes = (0..<length).map { UInt8(($0 * 37 + 11) % 256) }
            XCTAssertEqual(String(decoding: Clipboard.base64(bytes), as: UTF8.self), Data(bytes).base64EncodedString(),
                           "\(length) bytes")
        }
    }

    func testACopyIsWrittenToTheTerminalOnlyWhenItReceivesThem() {
        MainActor.assumeIsolated {
            let terminal = HeadlessTerminal(width: 20, height: 2)
            XCTAssertTrue(Clipboard.copy("Orval", to: terminal))
            XCTAssertEqual(terminal.controlSequences, [Array("\u{1B}]52;c;T3J2YWw=\u{07}".utf8)])
            terminal.receivesCopies = false
            XCTAssertFalse(Clipboard.copy("Orval", to: terminal))
            XCTAssertEqual(terminal.controlSequences.count, 1)
        }
    }

    func testKnownTerminalTypesReceiveCopiesUnlessTurnedOff() {
        for term in ["xterm", "xterm-256color", "tmux-256color", "screen-256color", "alacritty", "foot", "xterm-kitty",
                     "wezterm", "st-256color"] {
            XCTAssertTrue(Clipboard.isSupported(environment: ["TERM": term]), term)
            XCTAssertFalse(Clipboard.isSupported(environment: ["TERM": term, "TAPROOM_CLIPBOARD": "off"]), term)
        }
        for term in ["linux", "vt100", "dumb", "rxvt-unicode", "stterm"] {
            XCTAssertFalse(Clipboard.isSupported(environment: ["TERM": term]), term)
        }
        XCTAssertFalse(Clipboard.isSupported(environment: [:]))
        XCTAssertTrue(Clipboard.isSupported(environment: ["TERM": "linux", "TAPROOM_CLIPBOARD": "on"]), "the person knows best")
    }
}
