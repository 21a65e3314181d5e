/// A centred dialog with a message and a row of buttons: errors, confirmations, notices.
///
/// Activating a button dismisses the dialog and sends its index to `onResult`; Esc chooses
/// `cancelIndex`. Left/Right move between the buttons; Tab works too.
@MainActor
public final class Modal: Overlay {
    public enum Kind: Hashable, Sendable { case info, error, confirmation }

    public let kind: Kind
    public let title: String
    public let message: String
    public let buttons: [Button]
    /// The button index Esc stands for (nil: Esc does nothing).
    public var cancelIndex: Int?
    /// The button focused when the dialog opens (the first by default).
    public var focusedIndex: Int

    /// Fires with the chosen button index after the dialog is dismissed.
    public let onResult = Handlers<Int>()

    public init(kind: Kind = .info, title: String, message: String, buttons: [String] = ["OK"], cancelIndex: Int? = nil,
                focusedIndex: Int = 0) {
        self.kind = kind
        self.title = title
        self.message = message
        let titles = buttons.isEmpty ? ["OK"] : buttons
        self.buttons = titles.map(Button.init)
        self.cancelIndex = cancelIndex ?? (titles.count - 1)
        self.focusedIndex = focusedIndex
        super.init()
        for (index, button) in self.buttons.enumerated() {
            addSubview(button)
            button.onActivate.add { [weak self] in self?.finish(index) }
        }
    }

    /// An error dialog with a single OK button.
    public static func error(_ message: String, title: String = "Error") -> Modal {
        Modal(kind: .error, title: title, message: message, buttons: ["OK"])
    }

    /// A yes/no style question; index 0 confirms, index 1 (also Esc) cancels. A destructive
    /// question focuses the cancelling button, so Enter pressed out of habit does no harm.
    public static func confirmation(_ message: String, title: String = "Confirm",
                                    confirm: String = "OK", cancel: String = "Cancel", isDestructive: Bool = false) -> Modal {
        Modal(kind: .confirmation, title: title, message: message, buttons: [confirm, cancel], cancelIndex: 1,
              focusedIndex: isDestructive ? 1 : 0)
    }

    public override var initialFocus: View? {
        buttons.indices.contains(focusedIndex) ? buttons[focusedIndex] : nil
    }

    private func finish(_ index: Int) {
        dismiss()
        onResult.send(index)
    }

    private var buttonsWidth: Int {
        buttons.reduce(0) { $0 + $1.preferredWidth } + max(0, buttons.count - 1)
    }

    public override func preferredFrame(in size: Size) -> Rect {
        let maxWidth = max(1, size.width - 4)
        let contentWidth = max(message.split(separator: "\n").map(\.displayWidth).max() ?? 0,
                               buttonsWidth, title.displayWidth + 2, 20)
        let width = min(maxWidth, contentWidth + 4)
        let lines = TextLayout.wrap(message, width: max(1, width - 4)).count
        let height = min(size.height, lines + 4)
        return Rect(x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2),
                    width: min(width, size.width), height: height)
    }

    public override func layoutSubviews() {
        let y = frame.height - 2
        var x = max(2, (frame.width - buttonsWidth) / 2)
        for button in buttons {
            let width = min(button.preferredWidth, max(0, frame.width - 2 - x))
            button.frame = Rect(x: x, y: max(0, y), width: width, height: y >= 1 ? 1 : 0)
            x += button.preferredWidth + 1
        }
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .escape:
            guard let cancelIndex, buttons.indices.contains(cancelIndex) else { return false }
            finish(cancelIndex)
        case .left: screen?.focusPrevious()
        case .right: screen?.focusNext()
        default: return false
        }
        return true
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        let border = kind == .error ? theme.error : theme.title
        painter.fill(style: theme.normal)
        Box.drawBorder(painter, title: title, style: border, titleStyle: border)
        let inner = Rect(size: painter.size).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 2))
        for (row, line) in TextLayout.wrap(message, width: inner.width).prefix(inner.height).enumerated() {
            painter.put(line, in: Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1),
                        style: kind == .error ? theme.normal.adding(.bold) : theme.normal)
        }
    }
}
