/// A mouse event at a cell position.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case click, doubleClick, wheelUp, wheelDown }
    public var kind: Kind
    public var point: Point
    public init(_ kind: Kind, at point: Point) { self.kind = kind; self.point = point }
}

/// A decoded input event, as widgets consume it. Backends translate raw terminal input into these.
public enum Key: Hashable, Sendable {
    /// A printable grapheme (may be several scalars: accents, emoji ZWJ sequences).
    case character(String)
    case enter, tab, backTab, backspace, delete, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl-Home and Ctrl-End: the start and the end of a whole list (Home and End stay with a
    /// text field's line).
    case ctrlHome, ctrlEnd
    /// F1…F12 as `function(1)`…`function(12)`.
    case function(Int)
    /// Ctrl plus a letter, lowercase: Ctrl-A is `ctrl("a")`.
    case ctrl(Character)
    /// Alt (or an ESC prefix) plus a character: Alt-B is `alt("b")`.
    case alt(Character)
    case altBackspace
    /// A bracketed paste, delivered whole so a pasted newline does not act as Enter.
    case paste(String)
    case mouse(MouseEvent)
    case resize(Size)
}
