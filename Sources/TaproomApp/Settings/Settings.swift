import TerminalUI

/// What a person chose in their config file (`SettingsFile`): a theme and colours over it,
/// whether the app takes the mouse, vi keys, and other keys for the app's actions.
public struct Settings: Equatable, Sendable {
    public var theme: Theme.Name = .dark
    /// Styles over the theme's, by role (`[colours] selected = "black on yellow"`).
    public var colours: [Theme.Role: Style] = [:]
    public var mouse = true
    /// Adds j/k, g/G, /, ? and q (`AppKeyActions.viKeys`), and opens the list with the focus on
    /// the list rather than the filter.
    public var viKeys = false
    /// The keys the person gave actions, by `KeyAction.name`, where they differ from the
    /// action's own: they replace them.
    public var keys: [String: [Key]] = [:]

    public init() {}

    public static let defaults = Settings()

    /// The palette to draw with on a terminal with `support`: the theme and the person's colours
    /// over it; with no colour support (`NO_COLOR`, `--no-color`) monochrome, whatever was chosen.
    public func theme(for support: ColorSupport) -> Theme {
        var palette = Theme.named(theme, support: support)
        guard support != .none else { return palette }
        for (role, style) in colours { palette[role] = style }
        return palette
    }

    /// Every remappable action's keys: its own or the person's, and the vi keys it gains.
    var keyTable: [String: [Key]] {
        var table: [String: [Key]] = [:]
        for action in AppKeyActions.all {
            var keys = self.keys[action.name] ?? action.keys
            if viKeys { keys += (AppKeyActions.viKeys[action.name] ?? []).filter { !keys.contains($0) } }
            table[action.name] = keys
        }
        return table
    }
}
