/// How a cell is drawn: foreground, background and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Default colours, no attributes.
    public static let plain = Style()

    /// This style with `extra` attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// A compact description for annotated text dumps, e.g. `bold fg:red bg:4`; empty when plain.
    public var annotation: String {
        var parts = attributes.names
        if foreground != .default { parts.append("fg:\(foreground.name)") }
        if background != .default { parts.append("bg:\(background.name)") }
        return parts.joined(separator: " ")
    }
}
