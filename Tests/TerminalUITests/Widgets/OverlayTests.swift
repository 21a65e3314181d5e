import XCTest
import TerminalUI

@MainActor private func screenWithField() -> (Screen, TextField) {
    let field = TextField(text: "ipa")
    let screen = Screen(size: Size(width: 40, height: 10))
    screen.content = VStack([(Label("Taproom", role: .title), .fixed(1)), (field, .fixed(1))])
    screen.focus(field)
    return (screen, field)
}

final class OverlayTests: XCTestCase {
    func testErrorModalRendersAndOKDismisses() {
        MainActor.assumeIsolated {
            let (screen, field) = screenWithField()
            XCTAssertTrue(screen.isFocused(field))
            let modal = Modal.error("Could not open the catalogue: permission denied")
            var results: [Int] = []
            modal.onResult.add { results.append($0) }
            screen.present(modal)
            assertGolden(screen.render(theme: testTheme), "modal-error")
            XCTAssertTrue(screen.isFocused(modal.buttons[0]))
            XCTAssertTrue(screen.dispatch(.character("x")) == false || field.text == "ipa")
            XCTAssertEqual(field.text, "ipa")                    // keys do not reach the content
            XCTAssertTrue(screen.dispatch(.enter))
            XCTAssertEqual(results, [0])
            XCTAssertNil(screen.topOverlay)
            XCTAssertTrue(screen.isFocused(field))               // focus comes back
        }
    }

    func testConfirmationButtonsArrowsAndEscape() {
        MainActor.assumeIsolated {
            let (screen, _) = screenWithField()
            let modal = Modal.confirmation("Delete your notes?", confirm: "Delete", cancel: "Keep")
            var results: [Int] = []
            modal.onResult.add { results.append($0) }
            screen.present(modal)
            assertGolden(screen.render(theme: testTheme), "modal-confirmation")
            XCTAssertEqual(screen.focusChain.count, 2)
            _ = screen.dispatch(.right)
            XCTAssertTrue(screen.isFocused(modal.buttons[1]))
            _ = screen.dispatch(.tab)
            XCTAssertTrue(screen.isFocused(modal.buttons[0]))
            _ = screen.dispatch(.escape)
            XCTAssertEqual(results, [1])
            XCTAssertNil(screen.topOverlay)
        }
    }

    func testADestructiveConfirmationOpensOnTheSafeChoice() {
        MainActor.assumeIsolated {
            let (screen, field) = screenWithField()
            let modal = Modal.confirmation("Sign out alice?", confirm: "Sign out", cancel: "Stay", isDestructive: true)
            var results: [Int] = []
            modal.onResult.add { results.append($0) }
            screen.present(modal)
            XCTAssertTrue(screen.isFocused(modal.buttons[1]))
            _ = screen.dispatch(.enter)
            XCTAssertEqual(results, [1], "Enter out of habit stays")
            XCTAssertTrue(screen.isFocused(field), "back where the person was")
        }
    }

    func testHelpOverlayListsBindingsAndCloses() {
        MainActor.assumeIsolated {
            let (screen, _) = screenWithField()
            let help = HelpOverlay(bindings: [KeyHint("F1", "Help"), KeyHint("Tab", "Next field"), KeyHint("Ctrl-C", "Quit")])
            screen.present(help)
            assertGolden(screen.render(theme: testTheme), "help-overlay")
            XCTAssertTrue(screen.dispatch(.function(1)))
            XCTAssertNil(screen.topOverlay)
        }
    }

    func testModalAtTinySizes() {
        MainActor.assumeIsolated {
            let (screen, _) = screenWithField()
            screen.present(Modal.confirmation("Really?"))
            for size in [Size(width: 1, height: 1), Size(width: 3, height: 2), Size(width: 8, height: 4), Size(width: 0, height: 0)] {
                _ = screen.dispatch(.resize(size))
                let buffer = screen.render(theme: testTheme)
                XCTAssertEqual(buffer.size, size)
            }
        }
    }

    func testOverlayStaysOnTopWhenContentIsReplaced() {
        MainActor.assumeIsolated {
            let (screen, _) = screenWithField()
            let modal = Modal.error("Boom")
            screen.present(modal)
            let replacement = TextField(text: "new content")
            screen.content = replacement
            XCTAssertTrue(screen.isFocused(modal.buttons[0]))
            let buffer = screen.render(theme: testTheme)
            XCTAssertTrue(buffer.text().contains("Boom"))
            XCTAssertTrue(buffer.rowText(0).hasPrefix("new content"))
            _ = screen.dispatch(.escape)
            // The field it came from is gone, and the screen never enters a text field by itself.
            XCTAssertNil(screen.focusedView)
            XCTAssertTrue(screen.focusChain.contains { $0 === replacement })
        }
    }

    func testClicksOutsideTheTopOverlayDoNotReachTheContent() {
        MainActor.assumeIsolated {
            let (screen, field) = screenWithField()
            let help = HelpOverlay(bindings: [KeyHint("F1", "Help")])
            screen.present(help)
            XCTAssertFalse(screen.dispatch(.mouse(MouseEvent(.click, at: Point(x: 0, y: 1)))))
            XCTAssertTrue(screen.isFocused(help))
            help.dismiss()
            XCTAssertTrue(screen.isFocused(field))
        }
    }

    func testHelpOverlayScrollsLongLists() {
        MainActor.assumeIsolated {
            let screen = Screen(size: Size(width: 24, height: 5))
            screen.content = Label("behind")
            let help = HelpOverlay(bindings: (1...8).map { KeyHint("F\($0)", "Action \($0)") })
            screen.present(help)
            XCTAssertTrue(screen.render(theme: testTheme).text().contains("F1 "))
            _ = screen.dispatch(.down)
            assertGolden(screen.render(theme: testTheme), "help-overlay-scrolled")
            _ = screen.dispatch(.end)
            XCTAssertEqual(help.scrollOffset, 5)
            XCTAssertTrue(screen.render(theme: testTheme).text().contains("F8 "))
            _ = screen.dispatch(.pageUp)
            _ = screen.dispatch(.home)
            XCTAssertEqual(help.scrollOffset, 0)
        }
    }

    func testHelpOverlayWrapsDescriptionsOnANarrowTerminal() {
        MainActor.assumeIsolated {
            let screen = Screen(size: Size(width: 30, height: 10))
            screen.content = Label("behind")
            let help = HelpOverlay(bindings: [KeyHint("^Home ^End", "First / last beer in the list"), KeyHint("F1", "Help")])
            screen.present(help)
            let text = screen.render(theme: testTheme).text()
            XCTAssertTrue(text.contains("│ ^Home ^End  First / last │"), text)
            XCTAssertTrue(text.contains("│             beer in the  │"), text)
            XCTAssertTrue(text.contains("│             list         │"), text)
            XCTAssertTrue(text.contains("│ F1          Help         │"), text)
            XCTAssertFalse(text.contains("…"), "nothing is cut short")
            _ = screen.dispatch(.resize(Size(width: 30, height: 4)))
            _ = screen.dispatch(.end)
            XCTAssertEqual(help.scrollOffset, 2, "four lines, two shown: scrolling goes by lines")
            XCTAssertTrue(screen.render(theme: testTheme).text().contains("│ F1          Help         │"))
        }
    }
}
