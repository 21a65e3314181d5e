import TerminalUI
import ViewModels

/// A block of the beer's colour and its SRM value. With 256 colours the block takes the nearest
/// xterm colour; with 8 it takes the nearest of straw, amber, brown or black; without colour
/// only the text is shown.
@MainActor
final class ColourSwatch: View {
    var colour: BeerColour? { didSet { if colour != oldValue { setNeedsDisplay() } } }

    static let blockWidth = 6

    override func render(_ painter: Painter) {
        guard let colour else {
            painter.put("unknown", at: Point(x: 0, y: 0), style: painter.theme.muted)
            return
        }
        var x = 0
        if let swatch = Self.color(for: colour, theme: painter.theme) {
            x += painter.put(String(repeating: "█", count: Self.blockWidth), at: Point(x: 0, y: 0),
                             style: Style(foreground: swatch, background: painter.theme.normal.background)) + 1
        }
        let srm = colour.srm.rounded() == colour.srm ? String(Int(colour.srm)) : String(format: "%.1f", colour.srm)
        let text = "SRM \(srm)" + (colour.isStyleTypical ? " (typical of the style)" : "")
        painter.put(text, at: Point(x: x, y: 0), style: painter.theme.normal)
    }

    /// The terminal colour nearest to the beer's, or nil when the theme has no colours.
    static func color(for colour: BeerColour, theme: Theme) -> Color? {
        switch theme {
        case .monochrome: return nil
        case .color8:
            switch colour.srm {
            case ..<8: return .yellow
            case ..<20: return .red
            case ..<35: return .magenta
            default: return .black
            }
        default: return .indexed(xtermIndex(red: colour.red, green: colour.green, blue: colour.blue))
        }
    }

    /// The xterm 6×6×6 colour-cube entry nearest to an RGB colour.
    static func xtermIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func step(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        return UInt8(16 + 36 * step(red) + 6 * step(green) + step(blue))
    }
}
