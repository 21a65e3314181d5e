/// Static text: one or more lines, aligned, truncated with `…` or word-wrapped to the frame.
@MainActor
public final class Label: View {
    public enum Overflow: Hashable, Sendable {
        /// Each line cut at the frame's width with a trailing `…`.
        case truncate
        /// Long lines broken at spaces into as many rows as the frame has.
        case wrap
    }

    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    public var alignment: Alignment { didSet { setNeedsDisplay() } }
    public var overflow: Overflow { didSet { setNeedsDisplay() } }
    /// The theme role to draw with; `style`, when set, wins over it.
    public var role: Theme.Role { didSet { setNeedsDisplay() } }
    public var style: Style? { didSet { setNeedsDisplay() } }

    public init(_ text: String = "", alignment: Alignment = .left, overflow: Overflow = .truncate,
                role: Theme.Role = .normal, style: Style? = nil) {
        self.text = text
        self.alignment = alignment
        self.overflow = overflow
        self.role = role
        self.style = style
        super.init()
    }

    /// The lines this label shows at `width` columns.
    public func lines(forWidth width: Int) -> [String] {
        switch overflow {
        case .wrap: return TextLayout.wrap(text, width: width)
        case .truncate:
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { DisplayWidth.truncate(String($0), toWidth: width) }
        }
    }

    public override func render(_ painter: Painter) {
        let drawStyle = style ?? (isEffectivelyEnabled ? painter.theme[role] : painter.theme.disabled)
        if drawStyle != painter.theme.normal { painter.fill(style: drawStyle) }
        for (row, line) in lines(forWidth: painter.width).prefix(painter.height).enumerated() {
            let x = TextLayout.offset(for: alignment, lineWidth: line.displayWidth, in: painter.width)
            painter.put(line, at: Point(x: x, y: row), style: drawStyle)
        }
    }
}
