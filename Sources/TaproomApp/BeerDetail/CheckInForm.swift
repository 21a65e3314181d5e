import TerminalUI

/// The check-in's details, over the detail screen: serving, place and comment, each optional
/// (Enter in any field, or the Check in button, checks in; Esc or Cancel leaves). What is wrong
/// with them is shown in the form, which stays open for it to be put right.
@MainActor
final class CheckInForm: Overlay {
    let servingField = TextField(placeholder: "draught, bottle, can, cask or taster")
    let placeField = TextField(placeholder: "where (optional)", maxLength: 200)
    let commentField = TextField(placeholder: "what you thought (optional)", maxLength: 2_000)
    let problemLabel = Label("", role: .error)
    let checkInButton = Button("Check in")
    let cancelButton = Button("Cancel")
    private let title: String
    private let labels = [Label("Serving"), Label("Place"), Label("Comment")]

    /// Fires with the serving, place and comment as typed; `answer` keeps the form open with a
    /// reason, or nil closes it.
    var onCheckIn: (_ serving: String, _ place: String, _ comment: String) -> String? = { _, _, _ in nil }

    init(beer: String) {
        title = "Check in: \(beer)"
        super.init()
        for view: View in labels + [servingField, placeField, commentField, problemLabel, checkInButton, cancelButton] {
            addSubview(view)
        }
        for field in [servingField, placeField, commentField] { field.onSubmit.add { [weak self] _ in self?.submit() } }
        checkInButton.onActivate.add { [weak self] in self?.submit() }
        cancelButton.onActivate.add { [weak self] in self?.dismiss() }
    }

    override var initialFocus: View? { servingField }

    override var hints: [KeyHint]? {
        [KeyHint("Enter", "Check in"), KeyHint("Tab", "Next"), KeyHint("Esc", "Cancel")]
    }

    private func submit() {
        if let problem = onCheckIn(servingField.text, placeField.text, commentField.text) {
            problemLabel.text = problem
        } else {
            dismiss()
        }
    }

    override func handle(key: Key) -> Bool {
        switch key {
        case .escape: dismiss()
        case .up: screen?.focusPrevious()
        case .down: screen?.focusNext()
        default: return false
        }
        return true
    }

    override func preferredFrame(in size: Size) -> Rect {
        let width = min(max(1, size.width - 2), 64)
        let height = min(size.height, 8)
        return Rect(x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2), width: width, height: height)
    }

    override func layoutSubviews() {
        let inner = Rect(size: frame.size).inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        let labelWidth = 8
        for (row, (label, field)) in zip(labels, [servingField, placeField, commentField]).enumerated() {
            let y = inner.y + row
            label.frame = Rect(x: inner.x, y: y, width: min(labelWidth, inner.width), height: 1)
            field.frame = Rect(x: inner.x + labelWidth, y: y, width: max(0, inner.width - labelWidth), height: 1)
        }
        problemLabel.frame = Rect(x: inner.x, y: inner.y + 3, width: inner.width, height: 1)
        let buttonsWidth = checkInButton.preferredWidth + 1 + cancelButton.preferredWidth
        var x = inner.x + max(0, (inner.width - buttonsWidth) / 2)
        for button in [checkInButton, cancelButton] {
            button.frame = Rect(x: x, y: inner.y + 5, width: min(button.preferredWidth, max(0, inner.maxX - x)), height: 1)
            x += button.preferredWidth + 1
        }
    }

    override func render(_ painter: Painter) {
        let theme = painter.theme
        painter.fill(style: theme.normal)
        Box.drawBorder(painter, title: title, style: theme.title, titleStyle: theme.title)
    }
}
