import TerminalUI
import XCTest

/// Key names as a config file writes them, and as the help shows them.
final class KeyNameTests: XCTestCase {
    func testNamesParse() throws {
        let cases: [(String, Key)] = [
            ("F3", .function(3)), ("f12", .function(12)), ("Ctrl-P", .ctrl("p")), ("^f", .ctrl("f")), ("C-x", .ctrl("x")),
            ("Alt-b", .alt("b")), ("PgDn", .pageDown), ("PageUp", .pageUp), ("Enter", .enter), ("return", .enter),
            ("Esc", .escape), ("ESCAPE", .escape), ("a", .character("a")), ("G", .character("G")), ("/", .character("/")),
            ("Up", .up), ("ctrl-home", .ctrlHome), ("Shift-Tab", .backTab), ("Backspace", .backspace),
            ("Space", .character(" ")), ("é", .character("é")),
        ]
        for (name, key) in cases { XCTAssertEqual(try Key(name: name), key, name) }
    }

    func testAnUnknownNameSaysWhatIsExpected() {
        for name in ["F13", "Ctrl-1", "PgDown2", "", "Hyper-x"] {
            XCTAssertThrowsError(try Key(name: name), name) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("unknown key name \"\(name)\""), message)
                XCTAssertTrue(message.contains("F1–F12") && message.contains("PgDn"), message)
            }
        }
    }

    func testConfigNamesReadBackAndLabelsAreTheHelpsOwn() throws {
        let keys: [Key] = [.function(10), .ctrl("q"), .pageDown, .ctrlEnd, .backTab, .escape, .character("j"), .character(" "), .alt("x")]
        for key in keys { XCTAssertEqual(try Key(name: try XCTUnwrap(key.configName)), key) }
        XCTAssertEqual(keys.map(\.label), ["F10", "^Q", "PgDn", "^End", "⇧Tab", "Esc", "j", "Space", "M-x"])
        XCTAssertNil(Key.paste("x").configName)
    }
}
