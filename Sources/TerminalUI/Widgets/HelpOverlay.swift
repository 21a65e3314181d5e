/// A centred panel listing a screen's key bindings. Esc, Enter, q or F1 closes it.
@MainActor
public final class HelpOverlay: Overlay {
    public let title: String
    public var bindings: [KeyHint] { didSet { setNeedsDisplay() } }

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
        let height = min(size.height, bindings.count + 2)
        return Rect(x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2),
                    width: min(width, size.width), height: height)
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .escape, .enter, .character("q"), .function(1): dismiss()
        default: return false
        }
        return true
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        painter.fill(style: theme.normal)
        Box.drawBorder(painter, title: title, style: theme.accent, titleStyle: theme.title)
        let keyWidth = keyColumnWidth
        let inner = Rect(size: painter.size).inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        for (row, binding) in bindings.prefix(inner.height).enumerated() {
            let y = inner.y + row
            painter.put(binding.key, in: Rect(x: inner.x, y: y, width: inner.width, height: 1), style: theme.accent.adding(.bold))
            let actionX = inner.x + keyWidth + 2
            painter.put(DisplayWidth.truncate(binding.action, toWidth: inner.maxX - actionX),
                        in: Rect(x: actionX, y: y, width: max(0, inner.maxX - actionX), height: 1))
        }
    }
}
