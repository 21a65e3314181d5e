import TerminalUI
import ViewModels

/// The beer's colour as a picture: a glass with a head of foam, filled with the nearest terminal
/// colour (without colours, a shade from light to dark). Nothing is drawn when the colour is
/// unknown, and the glass shrinks to the rows it is given.
@MainActor
final class ColourGlass: View {
    var colour: BeerColour? { didSet { if colour != oldValue { setNeedsDisplay() } } }

    static let width = 12
    static let height = 8

    /// Columns left empty on each side, row by row: the glass narrows towards its foot.
    private static let insets = [0, 0, 0, 1, 1, 2, 2, 2]

    override func render(_ painter: Painter) {
        guard let colour, painter.width >= Self.width else { return }
        let theme = painter.theme
        let fill = ColourSwatch.color(for: colour, theme: theme)
        // On the theme's own background (a light theme paints one): the head's half blocks show it.
        let paper = theme.normal.background
        let beer = fill.map { Style(foreground: $0, background: paper) } ?? theme.normal
        let body: Character = fill == nil ? Self.shade(for: colour.srm) : "█"
        let foam = theme == .monochrome ? theme.normal : Style(foreground: theme == .color8 ? .white : .indexed(230), background: paper)
        let x = (painter.width - Self.width) / 2
        for (row, inset) in Self.insets.prefix(painter.height).enumerated() {
            let width = Self.width - 2 * inset
            let point = Point(x: x + inset, y: row)
            switch row {
            case 0: painter.put(String(repeating: "▄", count: width), at: point, style: foam)
            case Self.insets.count - 1: painter.put(String(repeating: "▀", count: width), at: point, style: theme.muted)
            default: painter.put(String(repeating: body, count: width), at: point, style: beer)
            }
        }
    }

    /// Light beers light, dark beers dark, for a terminal without colours.
    private static func shade(for srm: Double) -> Character {
        switch srm {
        case ..<8: return "░"
        case ..<20: return "▒"
        default: return "▓"
        }
    }
}
