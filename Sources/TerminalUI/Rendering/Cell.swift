/// One terminal cell: a grapheme with its display width and style.
///
/// A grapheme two columns wide occupies its cell and the next one; that next cell is a
/// *continuation* cell (empty grapheme, width 0) which backends skip when drawing.
public struct Cell: Hashable, Sendable {
    public var grapheme: String
    /// 1 for a normal cell, 2 for the leading cell of a wide grapheme, 0 for a continuation.
    public var width: Int
    public var style: Style

    public init(grapheme: String, width: Int, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public init(_ character: Character, style: Style = .plain) {
        self.init(grapheme: String(character), width: max(1, min(2, character.displayWidth)), style: style)
    }

    public static let blank = Cell(grapheme: " ", width: 1)
    public static func blank(_ style: Style) -> Cell { Cell(grapheme: " ", width: 1, style: style) }
    public static func continuation(_ style: Style) -> Cell { Cell(grapheme: "", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
    public var foreground: Color { style.foreground }
    public var background: Color { style.background }
    public var attributes: TextAttributes { style.attributes }
}
