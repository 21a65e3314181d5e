/// A one-row bar of key hints (`F1 Help  F2 Sign in  F10 Quit`) with an optional message at the right.
/// Hints that do not fit are dropped whole, from the end, rather than cut in half.
@MainActor
public final class StatusBar: View {
    public var hints: [KeyHint] { didSet { setNeedsDisplay() } }
    public var message: String { didSet { if message != oldValue { setNeedsDisplay() } } }

    public init(hints: [KeyHint] = [], message: String = "") {
        self.hints = hints
        self.message = message
        super.init()
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        let bar = theme.selected
        painter.fill(Rect(x: 0, y: 0, width: painter.width, height: 1), style: bar)
        var x = 0
        for hint in hints {
            let needed = hint.key.displayWidth + 1 + hint.action.displayWidth
            guard x + needed <= painter.width else { break }
            x += painter.put(hint.key, at: Point(x: x, y: 0), style: bar.adding(.bold))
            x += painter.put(" " + hint.action, at: Point(x: x, y: 0), style: bar)
            x += 2
        }
        let free = painter.width - x
        guard !message.isEmpty, free > 0 else { return }
        let text = DisplayWidth.truncate(message, toWidth: free)
        painter.put(text, at: Point(x: painter.width - text.displayWidth, y: 0), style: bar)
    }
}
