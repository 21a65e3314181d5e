import CNcursesw

extension SpecialKey {
    /// The key for a curses `KEY_*` code from `wget_wch`, or nil for codes we do not use.
    /// `KEY_MOUSE` and `KEY_RESIZE` are not keys; the terminal turns them into `RawInput` itself.
    public init?(cursesKeyCode code: Int32) {
        switch code {
        case KEY_UP: self = .up
        case KEY_DOWN: self = .down
        case KEY_LEFT: self = .left
        case KEY_RIGHT: self = .right
        case KEY_HOME: self = .home
        case KEY_END: self = .end
        case KEY_PPAGE: self = .pageUp
        case KEY_NPAGE: self = .pageDown
        case KEY_IC: self = .insert
        case KEY_DC: self = .delete
        case KEY_BACKSPACE: self = .backspace
        case KEY_ENTER: self = .enter
        case KEY_BTAB: self = .backTab
        case Self.controlHomeCode: self = .controlHome
        case Self.controlEndCode: self = .controlEnd
        default:
            let number = Int(code) - Int(taproom_key_f(0))
            guard (1...12).contains(number) else { return nil }
            self = .function(number)
        }
    }
}

extension SpecialKey {
    /// The codes ncurses gives Ctrl-Home and Ctrl-End (terminfo's extended `kHOM5`/`kEND5`,
    /// numbered when the terminal description is read, so looked up by their sequences; 0 when
    /// the terminal has none, and the sequences then reach the decoder as text).
    private static let controlHomeCode = key_defined("\u{1B}[1;5H")
    private static let controlEndCode = key_defined("\u{1B}[1;5F")
}

extension MouseEvent.Kind {
    /// The mouse events the curses terminal asks for (see `kind(cursesButtonState:)`).
    static var cursesMask: mmask_t {
        taproom_button1_clicked() | taproom_button1_double_clicked() | taproom_button4_pressed()
            | taproom_button5_pressed()
    }

    /// The kind for a curses mouse state, or nil for reports we do not use (motion, other buttons).
    /// A double click is checked first: ncurses may set the click bit alongside it.
    public init?(cursesButtonState state: mmask_t) {
        if state & taproom_button1_double_clicked() != 0 { self = .doubleClick }
        else if state & (taproom_button1_clicked() | taproom_button1_pressed()) != 0 { self = .click }
        else if state & taproom_button4_pressed() != 0 { self = .wheelUp }
        else if state & taproom_button5_pressed() != 0 { self = .wheelDown }
        else { return nil }
    }
}
