import TerminalUI

/// Every action a person can bind to other keys, by screen, with its keys by default: the
/// presenters declare their bindings with these (`KeyBinding(.listSort, …)`), the config file
/// names them (`[keys.list] sort = ["F3", "s"]`) and `taproom config --default` lists them.
/// Typing into a field and the mouse wheel are no keys, and stay as they are.
extension KeyAction {
    static let globalHelp = KeyAction("global.help", [.function(1)])
    static let globalSession = KeyAction("global.session", [.function(2)])
    static let globalQuit = KeyAction("global.quit", [.function(10), .ctrl("q"), .ctrl("c")])
    static let globalPalette = KeyAction("global.palette", [.ctrl("p")])

    static let listMoves = FilteredList.actions(prefix: "list")
    static let listOpen = KeyAction("list.open", [.enter])
    static let listClear = KeyAction("list.clear", [.escape])
    static let listLeaveFilter = KeyAction("list.leave-filter", [.escape])
    static let listFilter = KeyAction("list.filter", [])
    static let listQuit = KeyAction("list.quit", [])
    static let listFavourite = KeyAction("list.favourite", [.ctrl("f")])
    static let listCopy = KeyAction("list.copy", [.ctrl("y")])
    static let listSort = KeyAction("list.sort", [.function(3)])
    static let listFavouritesOnly = KeyAction("list.favourites-only", [.function(4)])
    static let listJournal = KeyAction("list.journal", [.function(5)])
    static let listTaste = KeyAction("list.taste", [.function(6)])
    static let listFocusNext = KeyAction("list.focus-next", [.tab])
    static let listFocusPrevious = KeyAction("list.focus-previous", [.backTab])

    static let detailKeepNote = KeyAction("detail.keep-note", [.enter])
    static let detailCancelNote = KeyAction("detail.cancel-note", [.escape])
    static let detailFocusNext = KeyAction("detail.focus-next", [.tab])
    static let detailFocusPrevious = KeyAction("detail.focus-previous", [.backTab])
    static let detailPrevious = KeyAction("detail.previous", [.left, .character("p")])
    static let detailNext = KeyAction("detail.next", [.right, .character("n")])
    static let detailBack = KeyAction("detail.back", [.escape, .backspace, .character("q")])
    static let detailPageUp = KeyAction("detail.page-up", [.pageUp])
    static let detailPageDown = KeyAction("detail.page-down", [.pageDown])
    static let detailLineUp = KeyAction("detail.line-up", [.up])
    static let detailLineDown = KeyAction("detail.line-down", [.down])
    static let detailRelatedUp = KeyAction("detail.related-up", [.up])
    static let detailRelatedDown = KeyAction("detail.related-down", [.down])
    static let detailOpenRelated = KeyAction("detail.open-related", [.enter])
    static let detailPress = KeyAction("detail.press", [.enter])
    static let detailFavourite = KeyAction("detail.favourite", [.character("f")])
    static let detailRate = (1...5).map { KeyAction("detail.rate-\($0)", [.character(String($0))]) }
    static let detailUnrate = KeyAction("detail.unrate", [.character("0")])
    static let detailNote = KeyAction("detail.note", [.character("e")])
    static let detailCheckIn = KeyAction("detail.check-in", [.character("i")])
    static let detailCopy = KeyAction("detail.copy", [.character("c"), .ctrl("y")])

    static let journalMoves = FilteredList.actions(prefix: "journal")
    static let journalOpen = KeyAction("journal.open", [.enter])
    static let journalBack = KeyAction("journal.back", [.escape])

    static let tastePageUp = KeyAction("taste.page-up", [.pageUp])
    static let tastePageDown = KeyAction("taste.page-down", [.pageDown])
    static let tasteLineUp = KeyAction("taste.line-up", [.up])
    static let tasteLineDown = KeyAction("taste.line-down", [.down])
    static let tasteBack = KeyAction("taste.back", [.escape, .backspace, .character("q")])

    static let signInFocusNext = KeyAction("signin.focus-next", [.tab])
    static let signInFocusPrevious = KeyAction("signin.focus-previous", [.backTab])
    static let signInUp = KeyAction("signin.up", [.up])
    static let signInDown = KeyAction("signin.down", [.down])
    static let signInSubmit = KeyAction("signin.submit", [.enter])
    static let signInBack = KeyAction("signin.back", [.escape])
}

/// The remappable actions as the config file lists them: by screen, each with what it does.
enum AppKeyActions {
    struct Entry {
        let action: KeyAction
        let summary: String
    }

    struct Screen {
        /// The config's table: `[keys.list]`.
        let name: String
        let about: String
        let entries: [Entry]
    }

    static let screens: [Screen] = [
        Screen(name: "global", about: "Every screen, after the screen's own keys", entries: [
            Entry(action: .globalHelp, summary: "Show the keys of the screen"),
            Entry(action: .globalSession, summary: "Sign in, or sign out"),
            Entry(action: .globalQuit, summary: "Quit"),
            Entry(action: .globalPalette, summary: "The command palette: the screen's actions and beers by name"),
        ]),
        Screen(name: "list", about: "The list of beers and its filter", entries: [
            Entry(action: KeyAction.listMoves.up, summary: "Move the selection up"),
            Entry(action: KeyAction.listMoves.down, summary: "Move the selection down"),
            Entry(action: KeyAction.listMoves.pageUp, summary: "Move the selection a page up"),
            Entry(action: KeyAction.listMoves.pageDown, summary: "Move the selection a page down"),
            Entry(action: KeyAction.listMoves.first, summary: "First beer"),
            Entry(action: KeyAction.listMoves.last, summary: "Last beer"),
            Entry(action: .listOpen, summary: "Open the selected beer"),
            Entry(action: .listClear, summary: "Clear the filter"),
            Entry(action: .listLeaveFilter, summary: "With vi keys: leave the filter for the list"),
            Entry(action: .listFilter, summary: "Put the focus in the filter (vi keys: /)"),
            Entry(action: .listQuit, summary: "Quit, from the list (vi keys: q)"),
            Entry(action: .listFavourite, summary: "Favourite the selected beer"),
            Entry(action: .listCopy, summary: "Copy the selected beer's name and brewery (OSC 52)"),
            Entry(action: .listSort, summary: "Cycle the sort"),
            Entry(action: .listFavouritesOnly, summary: "Favourites only"),
            Entry(action: .listJournal, summary: "Your journal: your check-ins, newest first"),
            Entry(action: .listTaste, summary: "Your taste in charts"),
            Entry(action: .listFocusNext, summary: "Move between the filter and the list"),
            Entry(action: .listFocusPrevious, summary: "The same, backwards"),
        ]),
        Screen(name: "detail", about: "A beer", entries: [
            Entry(action: .detailPrevious, summary: "Previous beer"),
            Entry(action: .detailNext, summary: "Next beer"),
            Entry(action: .detailBack, summary: "Back to the list"),
            Entry(action: .detailPageUp, summary: "Scroll the page up"),
            Entry(action: .detailPageDown, summary: "Scroll the page down"),
            Entry(action: .detailLineUp, summary: "Scroll the page a line up"),
            Entry(action: .detailLineDown, summary: "Scroll the page a line down"),
            Entry(action: .detailRelatedUp, summary: "Previous of the beers listed under the text"),
            Entry(action: .detailRelatedDown, summary: "Next of the beers listed under the text"),
            Entry(action: .detailOpenRelated, summary: "Open the beer selected under the text"),
            Entry(action: .detailPress, summary: "Press the focused button"),
            Entry(action: .detailFavourite, summary: "Toggle favourite"),
        ] + KeyAction.detailRate.enumerated().map { Entry(action: $1, summary: "Rate \($0 + 1) of 5") } + [
            Entry(action: .detailUnrate, summary: "Clear the rating"),
            Entry(action: .detailNote, summary: "Write a note"),
            Entry(action: .detailCheckIn, summary: "Check in the beer: you are having it now"),
            Entry(action: .detailCopy, summary: "Copy the beer's name and brewery (OSC 52)"),
            Entry(action: .detailKeepNote, summary: "Writing a note: keep it"),
            Entry(action: .detailCancelNote, summary: "Writing a note: leave it unsaved"),
            Entry(action: .detailFocusNext, summary: "Move between the beers listed, the note and the buttons"),
            Entry(action: .detailFocusPrevious, summary: "The same, backwards"),
        ]),
        Screen(name: "journal", about: "Your journal: your check-ins, newest first", entries: [
            Entry(action: KeyAction.journalMoves.up, summary: "Move the selection up"),
            Entry(action: KeyAction.journalMoves.down, summary: "Move the selection down"),
            Entry(action: KeyAction.journalMoves.pageUp, summary: "Move the selection a page up"),
            Entry(action: KeyAction.journalMoves.pageDown, summary: "Move the selection a page down"),
            Entry(action: KeyAction.journalMoves.first, summary: "Newest check-in"),
            Entry(action: KeyAction.journalMoves.last, summary: "Oldest check-in loaded"),
            Entry(action: .journalOpen, summary: "Open the selected check-in's beer"),
            Entry(action: .journalBack, summary: "Clear the filter, then back to the list"),
        ]),
        Screen(name: "taste", about: "Your taste in charts", entries: [
            Entry(action: .tastePageUp, summary: "Scroll the charts a page up"),
            Entry(action: .tastePageDown, summary: "Scroll the charts a page down"),
            Entry(action: .tasteLineUp, summary: "Scroll the charts a line up"),
            Entry(action: .tasteLineDown, summary: "Scroll the charts a line down"),
            Entry(action: .tasteBack, summary: "Back to the list"),
        ]),
        Screen(name: "signin", about: "The sign-in form", entries: [
            Entry(action: .signInFocusNext, summary: "Next field or button"),
            Entry(action: .signInFocusPrevious, summary: "Previous field or button"),
            Entry(action: .signInUp, summary: "Previous field, stopping at the first"),
            Entry(action: .signInDown, summary: "Next field, stopping at the last"),
            Entry(action: .signInSubmit, summary: "Sign in (when the form is complete)"),
            Entry(action: .signInBack, summary: "Back (leaves a field first)"),
        ]),
    ]

    /// Every remappable action, in the config's order.
    static var all: [KeyAction] { screens.flatMap { $0.entries.map(\.action) } }

    /// The keys vi keys add (`vi-keys = true`): j/k down/up, g/G first/last, / the filter, ? help,
    /// q back (on the list, where there is nothing to go back to, quit).
    static let viKeys: [String: [Key]] = [
        KeyAction.listMoves.down.name: [.character("j")], KeyAction.listMoves.up.name: [.character("k")],
        KeyAction.listMoves.first.name: [.character("g")], KeyAction.listMoves.last.name: [.character("G")],
        KeyAction.listFilter.name: [.character("/")],
        KeyAction.globalHelp.name: [.character("?")], KeyAction.listQuit.name: [.character("q")],
        KeyAction.detailLineDown.name: [.character("j")], KeyAction.detailLineUp.name: [.character("k")],
        KeyAction.detailRelatedDown.name: [.character("j")], KeyAction.detailRelatedUp.name: [.character("k")],
        KeyAction.signInBack.name: [.character("q")],
    ]
}
