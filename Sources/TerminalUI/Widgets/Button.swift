/// A push button drawn as `[ Title ]`. Enter, Space or a click activates it unless it is disabled;
/// a disabled button is drawn in the disabled style and is skipped by the focus chain.
@MainActor
public final class Button: View {
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// A shorter title drawn instead of `title` when the button is too narrow for it (a
    /// 40-column form), so it reads as words rather than a truncated phrase.
    public var compactTitle: String? { didSet { if compactTitle != oldValue { setNeedsDisplay() } } }

    /// Fires on every activation.
    public let onActivate = Handlers<Void>()

    public init(_ title: String) {
        self.title = title
        super.init()
    }

    public override var canFocus: Bool { true }

    /// Columns the button wants: `[ ` + title + ` ]`.
    public var preferredWidth: Int { title.displayWidth + 4 }

    /// Activates the button as a key press would (no-op while disabled).
    public func activate() {
        guard isEffectivelyEnabled else { return }
        onActivate.send()
    }

    public override func claims(_ key: Key) -> Bool {
        key == .enter || key == .character(" ")
    }

    public override func handle(key: Key) -> Bool {
        guard isEffectivelyEnabled else { return false }
        switch key {
        case .enter, .character(" "): activate()
        case .mouse(let event) where event.kind == .click || event.kind == .doubleClick: activate()
        default: return false
        }
        return true
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        let style = !isEffectivelyEnabled ? theme.disabled : (isFocused ? theme.focused : theme.accent)
        let inner = max(0, painter.width - 4)
        let shown = title.displayWidth > inner ? compactTitle ?? title : title
        let label = DisplayWidth.truncate(shown, toWidth: inner)
        let text = painter.width >= 4 ? "[ " + label + " ]" : DisplayWidth.truncate(shown, toWidth: painter.width)
        let x = TextLayout.offset(for: .center, lineWidth: text.displayWidth, in: painter.width)
        painter.put(text, at: Point(x: x, y: painter.height / 2), style: style)
    }
}
