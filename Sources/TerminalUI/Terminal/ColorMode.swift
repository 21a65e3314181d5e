/// How many colours a terminal shows, which decides how `Color`s are drawn.
public enum ColorMode: Hashable, Sendable {
    /// Attributes only (bold, reverse, underline): `NO_COLOR` is set or the terminal has no colours.
    case none
    /// The 8 basic colours; palette indices are mapped to the nearest of them.
    case basic
    /// The xterm 256-colour palette.
    case extended

    /// The mode for a terminal reporting `colorCount` colours, honouring `NO_COLOR`
    /// (any non-empty value turns colours off; ncurses itself ignores the variable).
    public static func detect(colorCount: Int, noColor: String?) -> ColorMode {
        if let noColor, !noColor.isEmpty { return .none }
        if colorCount >= 256 { return .extended }
        if colorCount >= 8 { return .basic }
        return .none
    }

    /// The curses colour number to use for `color` in this mode: -1 is the terminal default.
    public func cursesColor(for color: Color) -> Int32 {
        switch self {
        case .none: return -1
        case .extended: return Int32(color.paletteIndex)
        case .basic:
            guard case .indexed(let index) = color else { return Int32(color.paletteIndex) }
            return Int32(Self.nearestBasic(index))
        }
    }

    /// Nearest of the 8 basic colours to a 256-palette index.
    static func nearestBasic(_ index: UInt8) -> Int {
        switch index {
        case 0..<8: return Int(index)
        case 8..<16: return Int(index) - 8
        case 16..<232:
            // 6×6×6 cube: a channel counts as "on" from level 3 of 0–5; bits are red 1, green 2, blue 4.
            let cube = Int(index) - 16
            let red = cube / 36, green = (cube / 6) % 6, blue = cube % 6
            return (red >= 3 ? 1 : 0) | (green >= 3 ? 2 : 0) | (blue >= 3 ? 4 : 0)
        default:
            return index >= 244 ? 7 : 0 // greys: light to white, dark to black
        }
    }
}
