/// A terminal colour: the terminal's default, one of the 8 basic colours, or a 256-colour index.
public enum Color: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    /// An index into the xterm 256-colour palette (0–15 basic/bright, 16–231 cube, 232–255 greys).
    case indexed(UInt8)

    /// The curses colour number: -1 for the default, 0–7 for basic, the index otherwise.
    public var paletteIndex: Int {
        switch self {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .indexed(let index): return Int(index)
        }
    }

    /// Short name used in annotated text dumps.
    public var name: String {
        switch self {
        case .default: return "default"
        case .black: return "black"
        case .red: return "red"
        case .green: return "green"
        case .yellow: return "yellow"
        case .blue: return "blue"
        case .magenta: return "magenta"
        case .cyan: return "cyan"
        case .white: return "white"
        case .indexed(let index): return "\(index)"
        }
    }
}
