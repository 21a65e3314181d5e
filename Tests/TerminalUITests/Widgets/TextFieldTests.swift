import XCTest
import TerminalUI

@MainActor private func field(_ text: String = "", cursor: Int? = nil) -> TextField {
    let field = TextField(text: text)
    if let cursor { field.cursorIndex = cursor }
    return field
}

@MainActor private func press(_ field: TextField, _ keys: Key..., line: UInt = #line) {
    for key in keys { XCTAssertTrue(field.handle(key: key), "\(key) not handled", line: line) }
}

final class TextFieldTests: XCTestCase {
    func testTypingInsertsAtCursorByGrapheme() {
        MainActor.assumeIsolated {
            let f = field()
            press(f, .character("a"), .character("ß"), .character("日"), .character("👨‍👩‍👧"))
            XCTAssertEqual(f.text, "aß日👨‍👩‍👧")
            XCTAssertEqual(f.cursorIndex, 4)
            press(f, .left, .left, .character("x"))
            XCTAssertEqual(f.text, "aßx日👨‍👩‍👧")
            XCTAssertEqual(f.cursorIndex, 3)
        }
    }

    func testCombiningMarkJoinsPreviousGrapheme() {
        MainActor.assumeIsolated {
            let f = field("e")
            press(f, .character("\u{301}"))
            XCTAssertEqual(f.text, "e\u{301}")
            XCTAssertEqual(f.text.count, 1)
            XCTAssertEqual(f.cursorIndex, 1)
        }
    }

    func testLeftRightAndCtrlBF() {
        MainActor.assumeIsolated {
            let f = field("abc")
            press(f, .left); XCTAssertEqual(f.cursorIndex, 2)
            press(f, .ctrl("b")); XCTAssertEqual(f.cursorIndex, 1)
            press(f, .right); XCTAssertEqual(f.cursorIndex, 2)
            press(f, .ctrl("f"), .right, .right); XCTAssertEqual(f.cursorIndex, 3)
            press(f, .home, .left); XCTAssertEqual(f.cursorIndex, 0)
        }
    }

    func testHomeEndAndCtrlAE() {
        MainActor.assumeIsolated {
            let f = field("hello")
            press(f, .home); XCTAssertEqual(f.cursorIndex, 0)
            press(f, .end); XCTAssertEqual(f.cursorIndex, 5)
            press(f, .ctrl("a")); XCTAssertEqual(f.cursorIndex, 0)
            press(f, .ctrl("e")); XCTAssertEqual(f.cursorIndex, 5)
        }
    }

    func testBackspaceAndDelete() {
        MainActor.assumeIsolated {
            let f = field("a日🍺b", cursor: 2)
            press(f, .backspace)
            XCTAssertEqual(f.text, "a🍺b"); XCTAssertEqual(f.cursorIndex, 1)
            press(f, .delete)
            XCTAssertEqual(f.text, "ab"); XCTAssertEqual(f.cursorIndex, 1)
            press(f, .ctrl("d"))
            XCTAssertEqual(f.text, "a")
            press(f, .delete, .ctrl("d"))   // at the end: nothing to delete, still consumed
            press(f, .home, .backspace)
            XCTAssertEqual(f.text, "a")
            press(f, .end, .ctrl("h"))                        // Ctrl-H is Backspace on many terminals
            XCTAssertEqual(f.text, "")
        }
    }

    func testKillToEndAndToStart() {
        MainActor.assumeIsolated {
            let f = field("hello world", cursor: 5)
            press(f, .ctrl("k"))
            XCTAssertEqual(f.text, "hello"); XCTAssertEqual(f.cursorIndex, 5)
            f.cursorIndex = 2
            press(f, .ctrl("u"))
            XCTAssertEqual(f.text, "llo"); XCTAssertEqual(f.cursorIndex, 0)
        }
    }

    func testDeleteWordBackwardWithCtrlWAndAltBackspace() {
        MainActor.assumeIsolated {
            let f = field("pale ale, stout")
            press(f, .ctrl("w"))
            XCTAssertEqual(f.text, "pale ale, ")
            press(f, .altBackspace)
            XCTAssertEqual(f.text, "pale ")
            press(f, .ctrl("w"))
            XCTAssertEqual(f.text, "")
            XCTAssertEqual(f.cursorIndex, 0)
            let path = field("cd ~/beer.db")
            press(path, .altBackspace)
            XCTAssertEqual(path.text, "cd ~/beer.")             // Alt-Backspace: alphanumeric word
            press(path, .ctrl("w"))
            XCTAssertEqual(path.text, "cd ")                    // Ctrl-W: up to the previous space
        }
    }

    func testWordMovesWithAltBAndAltF() {
        MainActor.assumeIsolated {
            let f = field("one two  three")
            press(f, .alt("b")); XCTAssertEqual(f.cursorIndex, 9)
            press(f, .alt("b")); XCTAssertEqual(f.cursorIndex, 4)
            press(f, .alt("b")); XCTAssertEqual(f.cursorIndex, 0)
            press(f, .alt("b")); XCTAssertEqual(f.cursorIndex, 0)
            press(f, .alt("f")); XCTAssertEqual(f.cursorIndex, 3)
            press(f, .alt("f")); XCTAssertEqual(f.cursorIndex, 7)
            press(f, .alt("f"), .alt("f")); XCTAssertEqual(f.cursorIndex, 14)
        }
    }

    func testPasteInsertsWholeAndFlattensNewlines() {
        MainActor.assumeIsolated {
            let f = field("ab", cursor: 1)
            var changes: [String] = []
            f.onChange.add { changes.append($0) }
            var submitted = 0
            f.onSubmit.add { _ in submitted += 1 }
            press(f, .paste("x\ny"))
            XCTAssertEqual(f.text, "ax yb")
            XCTAssertEqual(f.cursorIndex, 4)
            XCTAssertEqual(changes, ["ax yb"])
            XCTAssertEqual(submitted, 0)
        }
    }

    func testEnterSubmitsAndUnknownKeysBubble() {
        MainActor.assumeIsolated {
            let f = field("ipa")
            var submitted: [String] = []
            f.onSubmit.add { submitted.append($0) }
            press(f, .enter)
            XCTAssertEqual(submitted, ["ipa"])
            XCTAssertFalse(f.handle(key: .tab))
            XCTAssertFalse(f.handle(key: .up))
            XCTAssertFalse(f.handle(key: .function(2)))
            XCTAssertFalse(f.handle(key: .escape))
        }
    }

    func testControlCharactersAreNotInserted() {
        MainActor.assumeIsolated {
            let f = field()
            press(f, .character("\u{7}"), .paste("\t"))
            XCTAssertEqual(f.text, "")
        }
    }

    func testOnChangeFiresForUserEditsOnlyAndSupportsSeveralHandlers() {
        MainActor.assumeIsolated {
            let f = field()
            var first: [String] = [], second: [String] = []
            let token = f.onChange.add { first.append($0) }
            f.onChange.add { second.append($0) }
            press(f, .character("a"), .character("b"), .backspace)
            f.text = "programmatic"
            press(f, .left)                                   // a move is not an edit
            f.onChange.remove(token)
            press(f, .ctrl("u"))
            XCTAssertEqual(first, ["a", "ab", "a"])
            XCTAssertEqual(second, ["a", "ab", "a", "c"])
        }
    }

    func testMaxLength() {
        MainActor.assumeIsolated {
            let f = TextField(text: "abcdef", maxLength: 4)
            XCTAssertEqual(f.text, "abcd")
            press(f, .character("x"))
            XCTAssertEqual(f.text, "abcd")
            press(f, .home, .paste("12"))
            XCTAssertEqual(f.text, "abcd")
            press(f, .end, .backspace, .paste("🍺🍺"))
            XCTAssertEqual(f.text, "abc🍺")
        }
    }

    func testPlaceholderShownWhenEmpty() {
        MainActor.assumeIsolated {
            let f = TextField(placeholder: "Search beers")
            assertGolden(render(f, width: 16, height: 1), "textfield-placeholder")
            assertGolden(render(f, width: 16, height: 1, focused: true), "textfield-placeholder-focused")
        }
    }

    func testHorizontalScrollingKeepsCursorVisible() {
        MainActor.assumeIsolated {
            let f = TextField(text: "Trappistes Rochefort 10")
            let screen = Screen(size: Size(width: 10, height: 1))
            screen.content = f
            screen.focus(f)
            XCTAssertEqual(screen.render(theme: testTheme).text(), "hefort 10 ")
            XCTAssertEqual(screen.terminalCursor, Point(x: 9, y: 0))
            _ = f.handle(key: .home)
            XCTAssertEqual(screen.render(theme: testTheme).text(), "Trappistes")
            XCTAssertEqual(screen.terminalCursor, Point(x: 0, y: 0))
            for _ in 0..<12 { _ = f.handle(key: .right) }
            XCTAssertEqual(screen.render(theme: testTheme).text(), "ppistes Ro")
            XCTAssertEqual(screen.terminalCursor, Point(x: 9, y: 0))
        }
    }

    /// Scrolled while narrow, a field that gets wider again shows its text from the start, as
    /// far as the cursor allows.
    func testAWiderFieldShowsItsTextFromTheStartAgain() {
        MainActor.assumeIsolated {
            let f = TextField(text: "Trappistes Rochefort 10")
            let screen = Screen(size: Size(width: 4, height: 1))
            screen.content = f
            screen.focus(f)
            XCTAssertEqual(screen.render(theme: testTheme).text(), " 10 ")
            screen.size = Size(width: 30, height: 1)
            XCTAssertEqual(screen.render(theme: testTheme).text(), "Trappistes Rochefort 10       ")
            XCTAssertEqual(screen.terminalCursor, Point(x: 23, y: 0))
            screen.size = Size(width: 12, height: 1)
            XCTAssertEqual(screen.render(theme: testTheme).text(), "ochefort 10 ", "scrolled as far as the cursor needs")
            XCTAssertEqual(screen.terminalCursor, Point(x: 11, y: 0))
        }
    }

    func testScrollingWithWideGraphemes() {
        MainActor.assumeIsolated {
            let f = TextField(text: "日本語のビール")
            let screen = Screen(size: Size(width: 6, height: 1))
            screen.content = f
            screen.focus(f)
            XCTAssertEqual(screen.render(theme: testTheme).text(), "ール  ")
            XCTAssertEqual(screen.terminalCursor, Point(x: 4, y: 0))
            f.cursorIndex = 1
            XCTAssertEqual(screen.render(theme: testTheme).text(), "本語の")
            XCTAssertEqual(screen.terminalCursor, Point(x: 0, y: 0))
        }
    }

    func testSecureEntryNeverDrawsTheText() {
        MainActor.assumeIsolated {
            let f = TextField(text: "hunter2🍺", isSecure: true)
            let buffer = render(f, width: 12, height: 1, focused: true)
            XCTAssertEqual(buffer.text(), "••••••••    ")
            for cell in buffer.cells { XCTAssertFalse("hunter2🍺".contains(cell.grapheme) && cell.grapheme != " " && !cell.grapheme.isEmpty) }
            XCTAssertEqual(f.cursorPosition, Point(x: 8, y: 0))
            XCTAssertEqual(f.text, "hunter2🍺")
        }
    }

    func testCursorOnlyWhenFocused() {
        MainActor.assumeIsolated {
            let f = TextField(text: "abc")
            let screen = Screen(size: Size(width: 10, height: 1))
            screen.content = f
            screen.focus(nil)
            XCTAssertNil(screen.terminalCursor)
            screen.focus(f)
            XCTAssertEqual(screen.terminalCursor, Point(x: 3, y: 0))
        }
    }

    func testGoldenStates() {
        MainActor.assumeIsolated {
            let f = TextField(text: "Kölsch")
            assertGolden(render(f, width: 10, height: 1), "textfield-unfocused")
            assertGolden(render(f, width: 10, height: 1, focused: true), "textfield-focused")
            f.isEnabled = false
            assertGolden(render(f, width: 10, height: 1), "textfield-disabled")
        }
    }
}
