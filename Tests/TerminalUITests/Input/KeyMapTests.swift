import TerminalUI
import XCTest

/// One declaration drives matching, the hint bar and the help.
final class KeyMapTests: XCTestCase {
    func testTheFirstEnabledMatchingBindingRuns() {
        MainActor.assumeIsolated {
            var ran: [String] = []
            var editing = false
            let map = KeyMap([
                KeyBinding([.escape], "Esc", "Leave the field", isEnabled: { editing }) { _ in ran.append("leave") },
                KeyBinding([.escape, .character("q")], "Esc q", "Back", hint: KeyHint("Esc", "Back")) { key in
                    ran.append("back \(key)")
                },
            ])
            XCTAssertTrue(map.handle(.escape))
            editing = true
            XCTAssertTrue(map.handle(.escape))
            XCTAssertTrue(map.handle(.character("q")))
            XCTAssertFalse(map.handle(.character("x")))
            XCTAssertEqual(ran, ["back escape", "leave", "back character(\"q\")"])
        }
    }

    func testHintsAndHelpRowsFollowWhatIsEnabledAndHinted() {
        MainActor.assumeIsolated {
            var signedIn = false
            let map = KeyMap([
                KeyBinding([.enter], "Enter", "Open", hint: KeyHint("Enter", "Open")) { _ in },
                KeyBinding([.character("f")], "f", "Favourite", hint: KeyHint("f", "Fav"), isHinted: { signedIn }) { _ in },
                KeyBinding([.character("e")], "e", "Write a note", hint: KeyHint("e", "Note"), isEnabled: { signedIn }) { _ in },
                KeyBinding([.tab], "Tab", "Next field") { _ in },
            ])
            XCTAssertEqual(map.hints, [KeyHint("Enter", "Open")])
            XCTAssertEqual(map.helpRows, [KeyHint("Enter", "Open"), KeyHint("f", "Favourite"), KeyHint("Tab", "Next field")])
            XCTAssertFalse(map.handle(.character("e")))
            signedIn = true
            XCTAssertEqual(map.hints, [KeyHint("Enter", "Open"), KeyHint("f", "Fav"), KeyHint("e", "Note")])
            XCTAssertEqual(map.helpRows.count, 4)
            XCTAssertTrue(map.handle(.character("e")))
        }
    }

    func testAFamilyOfKeysMatchesThroughItsPredicate() {
        MainActor.assumeIsolated {
            var typed: [Key] = []
            let map = KeyMap([
                KeyBinding([.character("x")], "type", "Filter", matching: { key in
                    if case .character = key { return true } else { return false }
                }) { typed.append($0) },
            ])
            XCTAssertTrue(map.handle(.character("é")))
            XCTAssertFalse(map.handle(.enter))
            XCTAssertEqual(typed, [.character("é")])
        }
    }

    /// A text field claims its editing keys and leaves the others, and those it is told to
    /// leave, to the screen's keymap.
    func testATextFieldClaimsItsEditingKeys() {
        MainActor.assumeIsolated {
            let field = TextField()
            for key: Key in [.character("a"), .paste("ab"), .backspace, .home, .end, .left, .right, .ctrl("a"),
                             .ctrl("e"), .ctrl("f"), .ctrl("w"), .alt("b"), .enter] {
                XCTAssertTrue(field.claims(key), "\(key)")
            }
            for key: Key in [.up, .down, .pageDown, .escape, .tab, .function(3), .ctrlHome, .ctrl("n")] {
                XCTAssertFalse(field.claims(key), "\(key)")
            }
            field.keysLeftToScreen = [.enter, .ctrl("f")]
            XCTAssertFalse(field.claims(.enter))
            XCTAssertFalse(field.claims(.ctrl("f")))
            field.text = "ab"
            field.cursorIndex = 0
            XCTAssertFalse(field.handle(key: .ctrl("f")), "a key left to the screen is not edited with")
            XCTAssertEqual(field.cursorIndex, 0)
            XCTAssertTrue(Button("OK").claims(.enter))
        }
    }
}
