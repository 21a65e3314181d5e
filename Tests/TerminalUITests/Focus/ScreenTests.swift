import XCTest
import TerminalUI

@MainActor private func form() -> (Screen, TextField, TextField, Button, Button) {
    let user = TextField(), password = TextField(isSecure: true)
    let signIn = Button("Sign in"), cancel = Button("Cancel")
    let screen = Screen(size: Size(width: 30, height: 6))
    screen.content = VStack([
        (Label("Sign in", role: .title), .fixed(1)),
        (user, .fixed(1)), (password, .fixed(1)),
        (HStack(spacing: 1, [(signIn, .fixed(11)), (cancel, .fixed(10))]), .fixed(1)),
        (Label("hint"), .flexible),
    ])
    screen.focus(user)
    return (screen, user, password, signIn, cancel)
}

final class ScreenTests: XCTestCase {
    func testTabAndShiftTabCycleTheFocusChain() {
        MainActor.assumeIsolated {
            let (screen, user, password, signIn, cancel) = form()
            XCTAssertTrue(screen.isFocused(user))
            _ = screen.dispatch(.tab); XCTAssertTrue(screen.isFocused(password))
            _ = screen.dispatch(.tab); XCTAssertTrue(screen.isFocused(signIn))
            _ = screen.dispatch(.tab); XCTAssertTrue(screen.isFocused(cancel))
            _ = screen.dispatch(.tab); XCTAssertTrue(screen.isFocused(user))
            _ = screen.dispatch(.backTab); XCTAssertTrue(screen.isFocused(cancel))
        }
    }

    func testHiddenAndDisabledViewsAreSkipped() {
        MainActor.assumeIsolated {
            let (screen, user, password, signIn, cancel) = form()
            password.isHidden = true
            signIn.isEnabled = false
            XCTAssertEqual(screen.focusChain.map { ObjectIdentifier($0) }, [ObjectIdentifier(user), ObjectIdentifier(cancel)])
            _ = screen.dispatch(.tab); XCTAssertTrue(screen.isFocused(cancel))
            user.isHidden = true
            XCTAssertTrue(screen.isFocused(cancel))
            cancel.isEnabled = false
            XCTAssertNil(screen.focusedView)
            XCTAssertFalse(screen.dispatch(.character("a")))
        }
    }

    func testKeysGoToFocusedViewThenBubbleToTheApplication() {
        MainActor.assumeIsolated {
            let (screen, user, _, _, _) = form()
            var unhandled: [Key] = []
            screen.onUnhandledKey = { key in unhandled.append(key); return key == .function(10) }
            XCTAssertTrue(screen.dispatch(.character("a")))
            XCTAssertEqual(user.text, "a")
            XCTAssertTrue(screen.dispatch(.function(10)))
            XCTAssertFalse(screen.dispatch(.function(3)))
            XCTAssertEqual(unhandled, [.function(10), .function(3)])
        }
    }

    func testTerminalCursorFollowsFocusedField() {
        MainActor.assumeIsolated {
            let (screen, user, _, signIn, _) = form()
            _ = screen.dispatch(.paste("bob"))
            XCTAssertEqual(user.text, "bob")
            XCTAssertEqual(screen.terminalCursor, Point(x: 3, y: 1))
            screen.focus(signIn)
            XCTAssertNil(screen.terminalCursor)
        }
    }

    func testFocusChangeHandlersAndInvalidation() {
        MainActor.assumeIsolated {
            let (screen, _, password, _, _) = form()
            var focusEvents = 0, redraws = 0
            screen.onFocusChange.add { _ in focusEvents += 1 }
            screen.onNeedsDisplay = { redraws += 1 }
            _ = screen.render(theme: testTheme)
            XCTAssertFalse(screen.needsDisplay)
            _ = screen.dispatch(.tab)
            XCTAssertTrue(screen.isFocused(password))
            XCTAssertEqual(focusEvents, 1)
            XCTAssertTrue(screen.needsDisplay)
            XCTAssertGreaterThan(redraws, 0)
        }
    }

    /// Dismissing an overlay gives the focus straight back to the view that had it: the focus
    /// passes through no other view on the way (a field whose screen ends its editing when it
    /// loses the focus keeps it).
    func testDismissingAnOverlayReturnsTheFocusWithoutPassingElsewhere() {
        MainActor.assumeIsolated {
            let (screen, _, password, _, _) = form()
            screen.focus(password)
            var focused: [View?] = []
            screen.onFocusChange.add { focused.append($0) }
            let modal = Modal.confirmation("Quit?")
            screen.present(modal)
            _ = screen.dispatch(.escape)
            XCTAssertNil(screen.topOverlay)
            XCTAssertTrue(screen.isFocused(password))
            XCTAssertEqual(focused.count, 2, "into the dialog, then back: \(focused.map { $0.map { String(describing: type(of: $0)) } ?? "nil" })")
            XCTAssertTrue(focused.last.flatMap { $0 } === password)
        }
    }

    /// A list marked to be focused only when chosen is passed over when the screen picks the
    /// focus, yet Tab still reaches it.
    func testAViewFocusedOnlyWhenChosenIsLeftToThePerson() {
        MainActor.assumeIsolated {
            let links = ListView()
            links.setItems(["a", "b"]) { ListRow($0) }
            links.isFocusedOnlyWhenChosen = true
            let button = Button("OK")
            button.isEnabled = false
            let screen = Screen(size: Size(width: 20, height: 4))
            screen.content = VStack([(links, .fixed(2)), (button, .fixed(1))])
            XCTAssertNil(screen.focusedView, "nothing the screen may pick")
            _ = screen.dispatch(.tab)
            XCTAssertTrue(screen.isFocused(links))
        }
    }

    func testFormGolden() {
        MainActor.assumeIsolated {
            let (screen, user, password, _, _) = form()
            user.text = "alice"
            password.text = "s3cret"
            assertGolden(screen.render(theme: testTheme), "screen-form")
            assertGolden(screen.render(theme: .color8), "screen-form-8-colours")
            assertGolden(screen.render(theme: .color256), "screen-form-256-colours")
        }
    }

    func testRunLoopFacingRenderAndHandle() {
        MainActor.assumeIsolated {
            let (screen, user, _, _, _) = form()
            screen.theme = .monochrome
            XCTAssertTrue(screen.handle(.character("z")))
            var buffer = CellBuffer(size: .zero)
            let cursor = screen.render(into: &buffer)
            XCTAssertEqual(buffer.size, Size(width: 30, height: 6))
            XCTAssertEqual(cursor, Point(x: 1, y: 1))
            XCTAssertEqual(user.text, "z")
            XCTAssertEqual(buffer[0, 1]?.style, Theme.monochrome.focused)
        }
    }

    func testRemovingTheFocusedViewMovesFocus() {
        MainActor.assumeIsolated {
            let (screen, user, _, signIn, _) = form()
            XCTAssertTrue(screen.isFocused(user))
            user.removeFromSuperview()
            XCTAssertTrue(screen.isFocused(signIn), "the first view that does not take text")
            XCTAssertNil(user.screen)
        }
    }

    func testFocusArrivesWhenTheFirstFocusableViewIsAdded() {
        MainActor.assumeIsolated {
            let stack = VStack()
            let screen = Screen(size: Size(width: 10, height: 3))
            screen.content = stack
            XCTAssertNil(screen.focusedView)
            stack.add(Label("title"), .fixed(1))
            XCTAssertNil(screen.focusedView)
            let field = TextField()
            stack.add(field, .fixed(1))
            XCTAssertNil(screen.focusedView, "a text field is entered by choice")
            let button = Button("OK")
            stack.add(button, .fixed(1))
            XCTAssertTrue(screen.isFocused(button))
        }
    }

    /// A screen that opens with its first focusable view a text field, and a button that gets
    /// disabled: the focus never falls into the text field (where the screen's keys would be typed).
    func testTheScreenNeverMovesTheFocusIntoATextFieldByItself() {
        MainActor.assumeIsolated {
            let note = TextField(), next = Button("Next")
            let screen = Screen(size: Size(width: 20, height: 3))
            screen.content = VStack([(note, .fixed(1)), (next, .fixed(1))])
            XCTAssertTrue(screen.isFocused(next))
            next.isEnabled = false
            XCTAssertNil(screen.focusedView)
            var unhandled: [Key] = []
            screen.onUnhandledKey = { unhandled.append($0); return true }
            _ = screen.dispatch(.character("q"))
            XCTAssertEqual(unhandled, [.character("q")])
            XCTAssertEqual(note.text, "")
            _ = screen.dispatch(.tab)
            XCTAssertTrue(screen.isFocused(note), "Tab is the person choosing it")
        }
    }
}
