import CNcursesw
import XCTest
@testable import TerminalUI

final class InputDecoderTests: XCTestCase {
    private func decode(_ text: String) -> [Key] {
        var decoder = InputDecoder()
        return decoder.decode(RawInput.scalars(of: text))
    }

    private func decode(_ inputs: [RawInput]) -> [Key] {
        var decoder = InputDecoder()
        return decoder.decode(inputs)
    }

    func testPrintableASCIIBecomesOneKeyPerCharacter() {
        XCTAssertEqual(decode("ab "), [.character("a"), .character("b"), .character(" ")])
    }

    func testAccentedCJKAndEmojiArriveAsGraphemes() {
        XCTAssertEqual(decode("é漢🍺"), [.character("é"), .character("漢"), .character("🍺")])
    }

    func testCombiningScalarsInOneReadJoinIntoOneGrapheme() {
        XCTAssertEqual(decode("e\u{301}"), [.character("e\u{301}")])
        let family = "👩\u{200D}👩\u{200D}👧"
        XCTAssertEqual(decode(family), [.character(family)])
        XCTAssertEqual(decode("❤\u{FE0F}"), [.character("❤\u{FE0F}")])
    }

    func testEnterTabAndBackspaceFromControlCharacters() {
        XCTAssertEqual(decode("\r\n\t\u{7F}\u{8}"), [.enter, .enter, .tab, .backspace, .backspace])
    }

    /// xterm reports Ctrl with Home/End as modifier 5 (`ESC [ 1 ; 5 H`); Shift (2) stays Home.
    func testControlHomeAndEndAreTheirOwnKeys() {
        XCTAssertEqual(decode("\u{1B}[1;5H\u{1B}[1;5F\u{1B}[H\u{1B}[1;2F\u{1B}[7;5~\u{1B}[8;5~"),
                       [.ctrlHome, .ctrlEnd, .home, .end, .ctrlHome, .ctrlEnd])
        XCTAssertEqual(decode([.special(.controlHome), .special(.controlEnd)]), [.ctrlHome, .ctrlEnd])
    }

    func testControlLetters() {
        XCTAssertEqual(decode("\u{1}\u{5}\u{B}\u{15}\u{17}"),
                       [.ctrl("a"), .ctrl("e"), .ctrl("k"), .ctrl("u"), .ctrl("w")])
    }

    func testLoneEscapeAtEndOfReadIsTheEscKey() {
        XCTAssertEqual(decode("\u{1B}"), [.escape])
        XCTAssertEqual(decode("a\u{1B}"), [.character("a"), .escape])
    }

    func testEscapeWaitsForTheEndOfTheRead() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(.scalar("\u{1B}")), [])
        XCTAssertEqual(decoder.endOfInput(), [.escape])
    }

    func testTwoEscapesAreTwoEscKeys() {
        XCTAssertEqual(decode("\u{1B}\u{1B}"), [.escape, .escape])
    }

    func testAltLetterAndAltBackspace() {
        XCTAssertEqual(decode("\u{1B}b\u{1B}f"), [.alt("b"), .alt("f")])
        XCTAssertEqual(decode("\u{1B}\u{7F}"), [.altBackspace])
        XCTAssertEqual(decode("\u{1B}\u{8}"), [.altBackspace])
    }

    func testEscapeBeforeAControlKeyIsEscThenTheKey() {
        XCTAssertEqual(decode("\u{1B}\r"), [.escape, .enter])
    }

    func testRawArrowSequencesAsAfterSuspend() {
        XCTAssertEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(decode("\u{1B}OA\u{1B}OD"), [.up, .left])
    }

    func testModifiedArrowIgnoresTheModifier() {
        XCTAssertEqual(decode("\u{1B}[1;5C"), [.right])
    }

    func testTildeSequences() {
        XCTAssertEqual(decode("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[2~"),
                       [.delete, .pageUp, .pageDown, .home, .end])
    }

    func testFunctionKeySequences() {
        XCTAssertEqual(decode("\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[21~\u{1B}[24~"),
                       [.function(1), .function(4), .function(5), .function(10), .function(12)])
    }

    func testShiftTabSequence() {
        XCTAssertEqual(decode("\u{1B}[Z"), [.backTab])
    }

    func testUnknownSequenceIsDropped() {
        XCTAssertEqual(decode("\u{1B}[?99xq"), [.character("q")])
    }

    func testUnfinishedSequenceAtEndOfReadIsAltBracket() {
        XCTAssertEqual(decode("\u{1B}["), [.alt("[")])
        XCTAssertEqual(decode("\u{1B}O"), [.alt("O")])
    }

    func testSpecialKeysFromCurses() {
        let inputs: [RawInput] = [.special(.up), .special(.backTab), .special(.function(3)), .special(.delete)]
        XCTAssertEqual(decode(inputs), [.up, .backTab, .function(3), .delete])
    }

    func testTextBeforeASpecialKeyKeepsItsOrder() {
        XCTAssertEqual(decode([.scalar("a"), .special(.left), .scalar("b")]),
                       [.character("a"), .left, .character("b")])
    }

    func testResizeAndMouse() {
        let click = MouseEvent(.click, at: Point(x: 3, y: 4))
        XCTAssertEqual(decode([.resize(Size(width: 9, height: 4)), .mouse(click)]),
                       [.resize(Size(width: 9, height: 4)), .mouse(click)])
    }

    func testEscapeThenSpecialKeyIsEscThenTheKey() {
        XCTAssertEqual(decode([.scalar("\u{1B}"), .special(.up)]), [.escape, .up])
    }

    func testBracketedPasteIsOneEvent() {
        XCTAssertEqual(decode("\u{1B}[200~hello\rworld\u{1B}[201~x"), [.paste("hello\nworld"), .character("x")])
    }

    func testPasteNormalisesCRLF() {
        XCTAssertEqual(decode("\u{1B}[200~a\r\nb\u{1B}[201~"), [.paste("a\nb")])
    }

    func testPasteMaySpanReadsAndKeepsEscapesInside() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.decode(RawInput.scalars(of: "\u{1B}[200~one\t\u{1B}")), [])
        XCTAssertTrue(decoder.isInPaste)
        XCTAssertEqual(decoder.decode(RawInput.scalars(of: "two\u{1B}[201~")), [.paste("one\t\u{1B}two")])
        XCTAssertFalse(decoder.isInPaste)
    }

    func testPasteIgnoresMouseAndTakesCursesEnterAsNewline() {
        let inputs: [RawInput] = RawInput.scalars(of: "\u{1B}[200~a") + [.mouse(MouseEvent(.click, at: .zero)),
            .special(.enter)] + RawInput.scalars(of: "b\u{1B}[201~")
        XCTAssertEqual(decode(inputs), [.paste("a\nb")])
    }

    func testC1ControlsAndNulAreIgnored() {
        XCTAssertEqual(decode("\u{0}\u{85}a"), [.character("a")])
    }

    func testOverlongSequenceIsAbandoned() {
        XCTAssertEqual(decode("\u{1B}[" + String(repeating: "1", count: 40) + "~"),
                       Array(repeating: Key.character("1"), count: 24) + [.character("~")])
    }

    func testCursesKeyCodes() {
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_UP), .up)
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_BTAB), .backTab)
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_BACKSPACE), .backspace)
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_DC), .delete)
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_PPAGE), .pageUp)
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_NPAGE), .pageDown)
        XCTAssertEqual(SpecialKey(cursesKeyCode: KEY_ENTER), .enter)
        XCTAssertEqual(SpecialKey(cursesKeyCode: taproom_key_f(1)), .function(1))
        XCTAssertEqual(SpecialKey(cursesKeyCode: taproom_key_f(12)), .function(12))
        XCTAssertNil(SpecialKey(cursesKeyCode: taproom_key_f(13)))
        XCTAssertNil(SpecialKey(cursesKeyCode: KEY_MOUSE))
    }

    func testCursesMouseStates() {
        XCTAssertEqual(MouseEvent.Kind(cursesButtonState: taproom_button1_clicked()), .click)
        XCTAssertEqual(MouseEvent.Kind(cursesButtonState: taproom_button1_double_clicked() | taproom_button1_clicked()),
                       .doubleClick)
        XCTAssertEqual(MouseEvent.Kind(cursesButtonState: taproom_button4_pressed()), .wheelUp)
        XCTAssertEqual(MouseEvent.Kind(cursesButtonState: taproom_button5_pressed()), .wheelDown)
        XCTAssertNil(MouseEvent.Kind(cursesButtonState: 0))
        XCTAssertEqual(MouseEvent.Kind.cursesMask & taproom_button1_clicked(), taproom_button1_clicked())
    }
}
