/// A one-row bar of key hints (`F1 Help  F2 Sign in  F10 Quit`) with an optional message at the right.
/// Hints that do not fit are dropped whole rather than cut in half: optional ones first, then
/// normal ones from the end, so an essential hint (the help's key) shows at any width it fits
/// in. Those kept keep their order.
@MainActor
public final class StatusBar: View {
    public var hints: [KeyHint] { didSet { if hints != oldValue { setNeedsDisplay() } } }
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
        for hint in Self.fitting(hints, width: painter.width) {
            x += painter.put(hint.key, at: Point(x: x, y: 0), style: bar.adding(.bold))
            x += painter.put(" " + hint.action, at: Point(x: x, y: 0), style: bar)
            x += 2
        }
        let free = painter.width - x
        guard !message.isEmpty, free > 0 else { return }
        let text = DisplayWidth.truncate(message, toWidth: free)
        painter.put(text, at: Point(x: painter.width - text.displayWidth, y: 0), style: bar)
    }

    /// The hints shown in `width` columns, in their order: the essential ones first claim their
    /// room, then the normal ones in order while each still fits (each hint takes its width and
    /// two columns between it and the next).
    static func fitting(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        func columns(_ hint: KeyHint) -> Int { hint.key.displayWidth + 1 + hint.action.displayWidth }
        var kept = Set<Int>()
        var used = -2
        for priority in [KeyHint.Priority.essential, .normal, .optional] {
            var stopped = false
            for (index, hint) in hints.enumerated() where hint.priority == priority && !stopped {
                let needed = used + 2 + columns(hint)
                if needed <= width {
                    kept.insert(index)
                    used = needed
                } else if priority != .essential {
                    stopped = true   // dropped from the end: no later, shorter hint jumps the queue
                }
            }
        }
        return hints.indices.filter(kept.contains).map { hints[$0] }
    }
}
