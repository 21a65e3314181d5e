/// An option that is on or off, drawn as `[x] Title` / `[ ] Title`. Space or a click toggles it
/// unless it is disabled; Enter is left to the screen, where a form submits with it. A disabled
/// checkbox is skipped by the focus chain.
@MainActor
public final class Checkbox: View {
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    public var isChecked: Bool { didSet { if isChecked != oldValue { setNeedsDisplay() } } }

    /// Fires with the new state after each toggle by the person (not when `isChecked` is set).
    public let onToggle = Handlers<Bool>()

    public init(_ title: String, isChecked: Bool = false) {
        self.title = title
        self.isChecked = isChecked
        super.init()
    }

    public override var canFocus: Bool { true }

    /// Columns the checkbox wants: `[x] ` + title.
    public var preferredWidth: Int { title.displayWidth + 4 }

    /// Toggles the checkbox as a key press would (no-op while disabled).
    public func toggle() {
        guard isEffectivelyEnabled else { return }
        isChecked.toggle()
        onToggle.send(isChecked)
    }

    public override func claims(_ key: Key) -> Bool {
        key == .character(" ")
    }

    public override func handle(key: Key) -> Bool {
        guard isEffectivelyEnabled else { return false }
        switch key {
        case .character(" "): toggle()
        case .mouse(let event) where event.kind == .click || event.kind == .doubleClick: toggle()
        default: return false
        }
        return true
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        let style = !isEffectivelyEnabled ? theme.disabled : (isFocused ? theme.focused : theme.normal)
        let text = DisplayWidth.truncate((isChecked ? "[x] " : "[ ] ") + title, toWidth: painter.width)
        painter.put(text, at: Point(x: 0, y: painter.height / 2), style: style)
    }
}
