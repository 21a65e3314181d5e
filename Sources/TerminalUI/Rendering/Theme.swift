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
        get { style(for: role) }
        set {
            switch role {
            case .normal: normal = newValue
            case .title: title = newValue
            case .selected: selected = newValue
            case .focused: focused = newValue
            case .disabled: disabled = newValue
            case .error: error = newValue
            case .accent: accent = newValue
            case .muted: muted = newValue
            case .matchHighlight: matchHighlight = newValue
            }
        }
    }

    private func style(for role: Role) -> Style {
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

    /// The palettes a person chooses by name (a config file's `theme`), in the order the example
    /// config lists them.
    public enum Name: String, CaseIterable, Sendable {
        /// Amber on the terminal's own (dark) background: the default.
        case dark
        /// Dark text on a white background, whatever the terminal's own.
        case light
        /// Black on bright yellow and cyan, bold: the strongest contrast.
        case highContrast = "high-contrast"
        /// Attributes only, as with `NO_COLOR`.
        case monochrome
    }

    /// The palette `name` at a terminal's colour support: with none (`NO_COLOR`, a colourless
    /// terminal) always `monochrome`; a 256-colour palette on 8 colours is drawn with the nearest
    /// of them (`dark` has its own 8-colour palette).
    public static func named(_ name: Name, support: ColorSupport) -> Theme {
        switch (name, support) {
        case (_, .none), (.monochrome, _): return .monochrome
        case (.dark, .eight): return .color8
        case (.dark, _): return .color256
        case (.light, _): return .light
        case (.highContrast, _): return .highContrast
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

extension Theme {
    /// Dark text on white: every role paints its background, so the whole screen is light on
    /// any terminal.
    public static let light: Theme = {
        let paper = Color.indexed(231)
        return Theme(
            normal: Style(foreground: .indexed(16), background: paper),
            title: Style(foreground: .indexed(130), background: paper, attributes: .bold),
            selected: Style(foreground: .indexed(16), background: .indexed(222)),
            focused: Style(foreground: .indexed(231), background: .indexed(25)),
            disabled: Style(foreground: .indexed(247), background: paper),
            error: Style(foreground: .indexed(231), background: .indexed(124), attributes: .bold),
            accent: Style(foreground: .indexed(130), background: paper),
            muted: Style(foreground: .indexed(241), background: paper),
            matchHighlight: Style(foreground: .indexed(124), background: paper, attributes: [.bold, .underline])
        )
    }()

    /// Bright, bold and plain: black on bright yellow or cyan for what is selected or focused,
    /// white for text, nothing dimmed.
    public static let highContrast = Theme(
        normal: Style(foreground: .indexed(231)),
        title: Style(foreground: .indexed(226), attributes: .bold),
        selected: Style(foreground: .indexed(16), background: .indexed(226), attributes: .bold),
        focused: Style(foreground: .indexed(16), background: .indexed(51), attributes: .bold),
        disabled: Style(foreground: .indexed(250), attributes: .italic),
        error: Style(foreground: .indexed(231), background: .indexed(196), attributes: .bold),
        accent: Style(foreground: .indexed(226), attributes: .bold),
        muted: Style(foreground: .indexed(252)),
        matchHighlight: Style(foreground: .indexed(16), background: .indexed(51), attributes: [.bold, .underline])
    )
}
