/// One unit of input as the terminal delivers it, before it is decoded into keys.
///
/// `CursesTerminal` produces these from `wget_wch` (a scalar, or a key ncurses already decoded);
/// `HeadlessTerminal` produces them from scripted bytes. `InputDecoder` turns them into `Key`s.
public enum RawInput: Hashable, Sendable {
    /// A Unicode scalar, including control characters and the ESC that starts a sequence.
    case scalar(Unicode.Scalar)
    /// A key the terminal library recognised from its escape sequence (a curses `KEY_*` code).
    case special(SpecialKey)
    /// A mouse report.
    case mouse(MouseEvent)
    /// The terminal changed to this size.
    case resize(Size)

    /// Each Unicode scalar of `text` as raw input, e.g. for scripting a headless terminal.
    public static func scalars(of text: String) -> [RawInput] {
        text.unicodeScalars.map { .scalar($0) }
    }
}

/// Keys that arrive as one code rather than as characters.
public enum SpecialKey: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case controlHome, controlEnd
    case insert, delete, backspace, enter, backTab
    /// F1–F12 (F0 and keys above F12 are not reported).
    case function(Int)
}
