@testable import TaproomApp
import TerminalUI

/// A screen whose keymap takes every key and does nothing: the trap the journey checks must catch.
@MainActor
final class TrapPresenter: Presenter {
    let screen = Screen(size: .zero)
    let hintBar = StatusBar()
    let keyMap = KeyMap([KeyBinding([.escape], "any key", "Nothing", matching: { _ in true }) { _ in }])

    init() {
        screen.content = hintBar
    }
}
