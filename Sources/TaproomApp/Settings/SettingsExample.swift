import TerminalUI

extension SettingsFile {
    /// The commented example `taproom config --default` prints: every setting at its default,
    /// every theme, the colour roles (commented out, at the dark theme's), and every remappable
    /// action with its keys. Saved as the config file, it changes nothing.
    public static var example: String {
        var lines = [
            "# Taproom's settings. Saved as $XDG_CONFIG_HOME/taproom/config.toml (else",
            "# ~/.config/taproom/config.toml), or given with --config FILE. As printed by",
            "# `taproom config --default`, every value is the default: this file changes nothing.",
            "",
            "# The palette: \(Theme.Name.allCases.map(\.rawValue).joined(separator: ", ")).",
            "# NO_COLOR (or --no-color) always draws in monochrome.",
            "theme = \"\(Settings.defaults.theme.rawValue)\"",
            "",
            "# Whether the app takes the mouse (clicks, the wheel); false leaves it to the terminal,",
            "# so text can be selected, as --no-mouse does.",
            "mouse = \(Settings.defaults.mouse)",
            "",
            "# vi-style keys as well: j/k down/up, g/G first/last, / the filter, ? help, q back (q quits",
            "# from the list). On the list they work while the list, not the filter, has the focus: the",
            "# list opens with it, / goes to the filter and Esc leaves it (the next Esc clears it).",
            "vi-keys = \(Settings.defaults.viKeys)",
            "",
            "# Colours over the theme, one role at a time: attributes (bold dim reverse underline",
            "# italic), a colour, then \"on\" and a background colour. A colour is default (the",
            "# terminal's), black, red, green, yellow, blue, magenta, cyan, white, or 0-255 (xterm).",
            "# The dark theme's own:",
            "[colours]",
        ]
        let dark = Theme.named(.dark, support: .twoFiftySix)
        lines += Theme.Role.allCases.map { "# \($0.rawValue) = \"\(dark[$0].configDescription)\"" }
        lines += [
            "",
            "# Keys, by screen: each action takes a list of key names, which replace its keys. A name",
            "# is a character (\"a\", \"G\", \"/\"), F1-F12, Ctrl-<letter>, Alt-<character>, Up, Down,",
            "# Left, Right, Home, End, PgUp, PgDn, Ctrl-Home, Ctrl-End, Enter, Esc, Tab, Shift-Tab,",
            "# Backspace, Delete or Space. A letter bound on the list works while the list has the",
            "# focus (Tab); in the filter it types. Typing and the mouse wheel cannot be rebound.",
        ]
        for screen in AppKeyActions.screens {
            lines += ["", "# \(screen.about).", "[keys.\(screen.name)]"]
            let entries = screen.entries.map { entry in
                let name = entry.action.name.dropFirst(screen.name.count + 1)
                let keys = entry.action.keys.compactMap(\.configName).map { "\"\($0)\"" }.joined(separator: ", ")
                return ("\(name) = [\(keys)]", entry.summary)
            }
            let width = entries.map(\.0.count).max() ?? 0
            lines += entries.map { assignment, summary in
                assignment + String(repeating: " ", count: width - assignment.count) + "  # \(summary)"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
