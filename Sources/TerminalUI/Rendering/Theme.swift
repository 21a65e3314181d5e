/// What a terminal can show: decides which palette a `Theme` uses.
public enum ColorSupport: Hashable, Sendable {
    /// Attributes only: `NO_COLOR` is set or the terminal has no colours.
    case none
    case eight
    case twoFiftySix

    /// Picks the support level from the terminal's colour count and the environment (`NO_COLOR`).
    public static func detect(colorCount: Int, environment: [String: String]) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if colorCount >= 256 { return .twoFiftySix }
        if colorCount >= 8 { return .eight }
        return .none
    }
}

/// Named colour roles widgets draw with, so an application restyles everything in one place.
public struct Theme: Hashable, Sendable {
    public enum Role: String, CaseIterable, Hashable, Sendable {
        case normal, title, selected, focused, disabled, error, accent, muted, matchHighlight
    }

    public var normal: Style
    public var title: Style
    public var selected: Style
    public var focused: Style
    public var disabled: Style
    public var error: Style
    public var accent: Style
    public var muted: Style
    public var matchHighlight: Style

    public init(normal: Style, title: Style, selected: Style, focused: Style, disabled: Style,
                error: Style, accent: Style, muted: Style, matchHighlight: Style) {
        self.normal = normal; self.title = title; self.selected = selected; self.focused = focused
        self.disabled = disabled; self.error = error; self.accent = accent; self.muted = muted
        self.matchHighlight = matchHighlight
    }

    public subscript(role: Role) -> Style {
        switch role {
        case .normal: return normal
        case .title: return title
        case .selected: return selected
        case .focused: return focused
        case .disabled: return disabled
        case .error: return error
        case .accent: return accent
        case .muted: return muted
        case .matchHighlight: return matchHighlight
        }
    }

    /// The palette for a terminal's colour support.
    public static func forSupport(_ support: ColorSupport) -> Theme {
        switch support {
        case .none: return .monochrome
        case .eight: return .color8
        case .twoFiftySix: return .color256
        }
    }

    /// xterm-256 palette: amber accents on the default background.
    public static let color256 = Theme(
        normal: .plain,
        title: Style(foreground: .indexed(214), attributes: .bold),
        selected: Style(foreground: .indexed(232), background: .indexed(214)),
        focused: Style(foreground: .indexed(231), background: .indexed(24)),
        disabled: Style(foreground: .indexed(244)),
        error: Style(foreground: .indexed(231), background: .indexed(160), attributes: .bold),
        accent: Style(foreground: .indexed(214)),
        muted: Style(foreground: .indexed(246)),
        matchHighlight: Style(foreground: .indexed(220), attributes: [.bold, .underline])
    )

    /// Basic 8-colour palette.
    public static let color8 = Theme(
        normal: .plain,
        title: Style(foreground: .yellow, attributes: .bold),
        selected: Style(foreground: .black, background: .yellow),
        focused: Style(foreground: .white, background: .blue),
        disabled: Style(attributes: .dim),
        error: Style(foreground: .white, background: .red, attributes: .bold),
        accent: Style(foreground: .yellow),
        muted: Style(foreground: .cyan),
        matchHighlight: Style(foreground: .yellow, attributes: [.bold, .underline])
    )

    /// Attributes only, for `NO_COLOR` and colourless terminals: every role stays distinguishable.
    public static let monochrome = Theme(
        normal: .plain,
        title: Style(attributes: .bold),
        selected: Style(attributes: .reverse),
        focused: Style(attributes: [.reverse, .bold]),
        disabled: Style(attributes: .dim),
        error: Style(attributes: [.bold, .reverse]),
        accent: Style(attributes: .bold),
        muted: Style(attributes: .dim),
        matchHighlight: Style(attributes: [.bold, .underline])
    )
}
