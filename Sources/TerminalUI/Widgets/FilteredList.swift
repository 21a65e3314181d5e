/// A filter field over a list, as Bubbles' list with its filter: the person types to filter and
/// moves the selection without leaving the field. The widget owns the keys between the two:
///
/// - while the filter has the focus, ↑↓ PgUp PgDn ^N and ^Home ^End move the list's selection
///   (Home/End, like every editing key, stay with the field's line, as readline has them);
/// - while the list has the focus, Home/End jump to its first and last rows, and typing (text,
///   paste, Backspace) goes back to the filter, at the end of its text.
///
/// It declares these keys in `claims`, so a router that asks the focused view and the views that
/// contain it gives them to this widget before any keymap. Enter, Esc and Tab are the screen's.
///
/// ```swift
/// let beers = FilteredList(placeholder: "type to filter", emptyText: "No beers match")
/// beers.filterField.onChange.add { text in beers.list.setItems(all.filter { $0.contains(text) }) { ListRow($0) } }
/// screen.content = beers
/// beers.focusFilter()
/// ```
@MainActor
public final class FilteredList: View {
    public let promptLabel: Label
    public let filterField: TextField
    /// A row between the filter and the list (column titles), or nil.
    public let header: View?
    public let list: ListView

    /// Keys that move the selection whichever of the two has the focus (^P is left free: apps
    /// bind it to a command palette).
    public static let movingKeys: [Key] = [.up, .down, .pageUp, .pageDown, .ctrl("n")]
    /// Keys that jump to the first and last rows whichever of the two has the focus.
    public static let jumpingKeys: [Key] = [.ctrlHome, .ctrlEnd]
    /// Keys that jump to the first and last rows only while the list has the focus (the filter
    /// edits its line with them).
    public static let listOnlyJumpingKeys: [Key] = [.home, .end]

    /// Typed keys the list leaves to the screen while it has the focus, instead of sending them to
    /// the filter: the keys a screen binds to its actions (vi keys, a person's `j`). The filter,
    /// when it has the focus, still types them.
    public var leavesToScreen: (Key) -> Bool = { _ in false }

    /// - Parameters:
    ///   - prompt: drawn before the field, in the accent style (`Filter `).
    ///   - header: a one-row view drawn between the filter and the list.
    public init(prompt: String = "Filter ", placeholder: String = "", emptyText: String = "Nothing here",
                header: View? = nil) {
        promptLabel = Label(prompt, role: .accent)
        filterField = TextField(placeholder: placeholder)
        self.header = header
        list = ListView(emptyText: emptyText)
        super.init()
        // Enter acts on the selected row, not on the field.
        filterField.keysLeftToScreen = [.enter]
        // The filter usually keeps the focus, yet the selection is what Enter acts on: draw it in full.
        list.highlightsSelectionWithoutFocus = true
        for view in [promptLabel, filterField] + (header.map { [$0] } ?? []) + [list] { addSubview(view) }
    }

    /// Puts the focus in the filter; returns whether it could.
    @discardableResult
    public func focusFilter() -> Bool {
        screen?.focus(filterField) ?? false
    }

    public override func layoutSubviews() {
        let width = frame.width
        let promptWidth = min(promptLabel.text.displayWidth, width)
        promptLabel.frame = Rect(x: 0, y: 0, width: promptWidth, height: min(1, frame.height))
        filterField.frame = Rect(x: promptWidth, y: 0, width: width - promptWidth, height: min(1, frame.height))
        var top = min(1, frame.height)
        if let header {
            header.frame = Rect(x: 0, y: top, width: width, height: min(1, frame.height - top))
            top += header.frame.height
        }
        list.frame = Rect(x: 0, y: top, width: width, height: max(0, frame.height - top))
    }

    // MARK: Keys

    /// The keys this widget takes while the filter or the list has the focus (the field's own
    /// editing keys are the field's claims).
    public override func claims(_ key: Key) -> Bool {
        if filterField.isFocused {
            return Self.movingKeys.contains(key) || Self.jumpingKeys.contains(key)
        }
        if list.isFocused {
            return Self.movingKeys.contains(key) || Self.jumpingKeys.contains(key)
                || Self.listOnlyJumpingKeys.contains(key) || (Self.isTyping(key) && !leavesToScreen(key))
        }
        return false
    }

    /// Typing: what a filter takes wherever the focus is in the widget.
    nonisolated public static func isTyping(_ key: Key) -> Bool {
        switch key {
        case .character, .paste, .backspace: true
        default: false
        }
    }

    /// Moves the selection, or types into the filter (focusing it first). Reached for the keys it
    /// claims, as they bubble up from the focused field or list, and from a keymap's bindings.
    public override func handle(key: Key) -> Bool {
        if Self.isTyping(key) {
            if !filterField.isFocused, leavesToScreen(key) { return false }
            // Back from the list, where the filter's cursor did not show: typing goes on at the end.
            if !filterField.isFocused, focusFilter() { filterField.cursorIndex = filterField.text.count }
            return filterField.handle(key: key)
        }
        let jumps = Self.jumpingKeys + (filterField.isFocused ? [] : Self.listOnlyJumpingKeys)
        guard Self.movingKeys.contains(key) || jumps.contains(key) else { return false }
        // The list moves even when empty, where it ignores the key: the key is still this widget's.
        _ = list.handle(key: key)
        return true
    }
}

extension FilteredList {
    /// The moves a person can bind to other keys, named `prefix.up`, `.down`, `.page-up`,
    /// `.page-down`, `.first`, `.last`, with the widget's keys.
    public struct Actions: Sendable {
        public let up, down, pageUp, pageDown, first, last: KeyAction
    }

    nonisolated public static func actions(prefix: String) -> Actions {
        Actions(up: KeyAction("\(prefix).up", [.up]), down: KeyAction("\(prefix).down", [.down, .ctrl("n")]),
                pageUp: KeyAction("\(prefix).page-up", [.pageUp]), pageDown: KeyAction("\(prefix).page-down", [.pageDown]),
                first: KeyAction("\(prefix).first", [.ctrlHome]), last: KeyAction("\(prefix).last", [.ctrlEnd]))
    }

    /// The widget's keys as a screen's keymap lists them (the help, the dispatch check that a key
    /// that works is documented). The router hands them to the widget first while the focus is
    /// inside it; a binding that still runs hands its key to the widget too.
    /// - Parameters:
    ///   - filter: what typing does (`Filter (e.g. ipa abv>6)`).
    ///   - move: what ↑↓ PgUp PgDn ^N do.
    ///   - jump: what ^Home ^End do (and Home End while the list has the focus).
    ///   - actions: the names the moves have (their keys, remapped, still move: each binding hands
    ///     the widget the key it was declared with).
    public func keyBindings(filter: String, move: String, jump: String, actions: Actions) -> [KeyBinding] {
        let handle: (Key) -> Void = { [weak self] key in _ = self?.handle(key: key) }
        let typing: (Key) -> Bool = { [weak self] key in Self.isTyping(key) && !(self?.leavesToScreen(key) ?? false) }
        return [
            KeyBinding([.character("x")], "type", filter, matching: typing, action: handle),
            KeyBinding([actions.up, actions.down, actions.pageUp, actions.pageDown], "↑↓ PgUp PgDn ^N", move, action: handle),
            KeyBinding([actions.first, actions.last], "^Home ^End", jump, action: handle),
        ]
    }
}
