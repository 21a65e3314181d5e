extension ColorSupport {
    /// The curses colour number to draw `color` with at this support level: -1 is the terminal's
    /// default colour (always, with no colour support).
    func cursesColor(for color: Color) -> Int32 {
        switch self {
        case .none: return -1
        case .twoFiftySix: return Int32(color.paletteIndex)
        case .eight:
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
