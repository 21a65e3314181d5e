/// A frame with a title around one content view, which is laid out inside the border.
@MainActor
public final class Box: View {
    public var title: String { didSet { setNeedsDisplay() } }
    public var role: Theme.Role { didSet { setNeedsDisplay() } }

    public var content: View? {
        didSet { attachContent(replacing: oldValue) }
    }

    public init(title: String = "", role: Theme.Role = .muted, content: View? = nil) {
        self.title = title
        self.role = role
        self.content = content
        super.init()
        attachContent(replacing: nil)
    }

    private func attachContent(replacing old: View?) {
        old?.removeFromSuperview()
        if let content { addSubview(content) }
        layoutSubviews()
    }

    /// The area inside the border, in local coordinates.
    public var contentRect: Rect { Rect(size: frame.size).insetBy(dx: 1, dy: 1) }

    public override func layoutSubviews() {
        content?.frame = contentRect
    }

    public override func render(_ painter: Painter) {
        Box.drawBorder(painter, title: title, style: painter.theme[role], titleStyle: painter.theme.title)
    }

    /// Draws a single-line border around the painter's whole area with a title in the top edge.
    public static func drawBorder(_ painter: Painter, title: String, style: Style, titleStyle: Style) {
        let w = painter.width, h = painter.height
        guard w > 0, h > 0 else { return }
        if w == 1 || h == 1 {
            painter.fill(with: h == 1 ? "─" : "│", style: style)
            return
        }
        let horizontal = String(repeating: "─", count: w - 2)
        painter.put("┌" + horizontal + "┐", at: .zero, style: style)
        painter.put("└" + horizontal + "┘", at: Point(x: 0, y: h - 1), style: style)
        for y in 1..<(h - 1) {
            painter.put("│", at: Point(x: 0, y: y), style: style)
            painter.put("│", at: Point(x: w - 1, y: y), style: style)
        }
        guard !title.isEmpty, w >= 5 else { return }
        let text = " " + DisplayWidth.truncate(title, toWidth: w - 4) + " "
        painter.put(text, at: Point(x: 1, y: 0), style: titleStyle)
    }
}
