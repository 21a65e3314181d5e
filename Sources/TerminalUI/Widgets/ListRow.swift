/// What a list shows for one row: its text and the grapheme ranges to highlight (filter matches).
public struct ListRow: Hashable, Sendable {
    public var text: String
    /// Ranges of grapheme offsets into `text`, drawn in the theme's match-highlight style.
    public var highlights: [Range<Int>]
    /// A theme role for the whole row when it is not selected (e.g. `.muted`).
    public var role: Theme.Role

    public init(_ text: String, highlights: [Range<Int>] = [], role: Theme.Role = .normal) {
        self.text = text
        self.highlights = highlights
        self.role = role
    }
}
