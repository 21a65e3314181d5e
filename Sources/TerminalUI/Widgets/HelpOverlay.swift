/// A centred panel listing a screen's key bindings. Esc, Enter, q or F1 closes it; when the list is
/// taller than the panel, Up/Down/PgUp/PgDn/Home/End scroll it and arrows on the border say so.
/// On a narrow terminal a description wraps under itself rather than being cut short: the help
/// is where a person finds every key, so it must be readable at any width.
@MainActor
public final class HelpOverlay: Overlay {
    public let title: String
    public var bindings: [KeyHint] { didSet { scrollOffset = 0; setNeedsDisplay() } }
    /// Index of the first line shown (a binding whose description wraps takes several).
    public private(set) var scrollOffset = 0

    public init(title: String = "Keys", bindings: [KeyHint]) {
        self.title = title
        self.bindings = bindings
        super.init()
    }

    public override var canFocus: Bool { true }

    private var keyColumnWidth: Int { bindings.map(\.key.displayWidth).max() ?? 0 }

    public override func preferredFrame(in size: Size) -> Rect {
        let actionWidth = bindings.map(\.action.displayWidth).max() ?? 0
        let width = min(max(1, size.width - 2), max(keyColumnWidth + actionWidth + 6, title.displayWidth + 6))
        let height = min(size.height, lines(forWidth: width).count + 2)
        return Rect(x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2),
                    width: min(width, size.width), height: height)
    }

    /// The lines drawn in a panel `width` columns wide: each binding's keys beside the first line
    /// of its description, and the rest of the description wrapped under it.
    private func lines(forWidth width: Int) -> [(key: String, action: String)] {
        let actionWidth = width - 4 - keyColumnWidth - 2
        guard actionWidth >= 8 else { return bindings.map { ($0.key, $0.action) } }   // too narrow to wrap usefully
        return bindings.flatMap { binding in
            let wrapped = TextLayout.wrap(binding.action, width: actionWidth)
            return wrapped.isEmpty ? [(binding.key, "")]
                : wrapped.enumerated().map { index, line in (index == 0 ? binding.key : "", line) }
        }
    }

    private var lineCount: Int { lines(forWidth: frame.width).count }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .escape, .enter, .character("q"), .function(1): dismiss()
        case .up: scroll(by: -1)
        case .down: scroll(by: 1)
        case .pageUp: scroll(by: -max(1, visibleRows))
        case .pageDown: scroll(by: max(1, visibleRows))
        case .home: scroll(by: -lineCount)
        case .end: scroll(by: lineCount)
        default: return false
        }
        return true
    }

    private var visibleRows: Int { max(0, frame.height - 2) }

    private func scroll(by rows: Int) {
        let next = min(max(0, scrollOffset + rows), max(0, lineCount - visibleRows))
        guard next != scrollOffset else { return }
        scrollOffset = next
        setNeedsDisplay()
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        painter.fill(style: theme.normal)
        Box.drawBorder(painter, title: title, style: theme.accent, titleStyle: theme.title)
        let keyWidth = keyColumnWidth
        let inner = Rect(size: painter.size).inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        let lines = lines(forWidth: painter.width)
        let shown = lines.dropFirst(scrollOffset).prefix(inner.height)
        if scrollOffset > 0 { painter.put("↑", at: Point(x: painter.width - 2, y: 0), style: theme.accent) }
        if scrollOffset + shown.count < lines.count {
            painter.put("↓", at: Point(x: painter.width - 2, y: painter.height - 1), style: theme.accent)
        }
        for (row, binding) in shown.enumerated() {
            let y = inner.y + row
            painter.put(binding.key, in: Rect(x: inner.x, y: y, width: inner.width, height: 1), style: theme.accent.adding(.bold))
            let actionX = inner.x + keyWidth + 2
            painter.put(DisplayWidth.truncate(binding.action, toWidth: inner.maxX - actionX),
                        in: Rect(x: actionX, y: y, width: max(0, inner.maxX - actionX), height: 1))
        }
    }
}
