/// Keys by name, as a person writes them in a config file (`F3`, `Ctrl-P`, `PgDn`, `Enter`, `a`)
/// and as the help and the hint bar show them (`F3`, `^P`, `PgDn`, `↑`).
extension Key {
    /// Why a key name was not understood, with what was expected.
    public struct NameError: Error, Equatable, CustomStringConvertible, Sendable {
        public let name: String
        public var description: String {
            "unknown key name \"\(name)\": expected a single character (\"a\", \"/\"), F1–F12, Ctrl-<letter>, "
                + "Alt-<character>, or one of \(Key.namedKeys.map(\.name).joined(separator: ", "))"
        }
    }

    /// The keys with a name of their own, in the order the error lists them.
    private static let namedKeys: [(name: String, key: Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Home", .home), ("End", .end),
        ("PgUp", .pageUp), ("PgDn", .pageDown), ("Ctrl-Home", .ctrlHome), ("Ctrl-End", .ctrlEnd),
        ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("Shift-Tab", .backTab), ("Backspace", .backspace),
        ("Delete", .delete), ("Space", .character(" ")),
    ]

    /// Other spellings people use for the same keys (compared without case).
    private static let aliases: [String: Key] = [
        "pageup": .pageUp, "pagedown": .pageDown, "pgdown": .pageDown, "return": .enter, "escape": .escape,
        "backtab": .backTab, "del": .delete, "bs": .backspace, "c-home": .ctrlHome, "c-end": .ctrlEnd,
    ]

    /// Parses a key name: one character as it is typed (`a`, `G`, `/`), or a name compared without
    /// case (`F3`, `ctrl-p`, `^P`, `C-p`, `Alt-b`, `PgDn`, `Enter`).
    public init(name: String) throws {
        if name.count == 1 {
            self = .character(name)
            return
        }
        let lower = name.lowercased()
        if let named = Self.namedKeys.first(where: { $0.name.lowercased() == lower }) {
            self = named.key
            return
        }
        if let alias = Self.aliases[lower] {
            self = alias
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            self = .function(number)
            return
        }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            if rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter {
                self = .ctrl(letter)
                return
            }
        }
        for prefix in ["alt-", "alt+", "m-", "meta-"] where lower.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.count == 1, let character = rest.first {
                self = .alt(character)
                return
            }
        }
        throw NameError(name: name)
    }

    /// The name a config file gives the key (`Key(name:)` reads it back), or nil for what is no
    /// single key (a paste, the mouse, a resize).
    public var configName: String? {
        if let named = Self.namedKeys.first(where: { $0.key == self }) { return named.name }
        switch self {
        case .character(let text): return text
        case .function(let number): return "F\(number)"
        case .ctrl(let letter): return "Ctrl-\(letter.uppercased())"
        case .alt(let character): return "Alt-\(character)"
        default: return nil
        }
    }

    /// How the help and the hint bar show the key (`F3`, `^P`, `↑`, `PgDn`, `⌫`).
    public var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let text): return text
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .ctrlHome: return "^Home"
        case .ctrlEnd: return "^End"
        case .backTab: return "⇧Tab"
        case .backspace: return "⌫"
        case .delete: return "Del"
        case .ctrl(let letter): return "^\(letter.uppercased())"
        case .alt(let character): return "M-\(character)"
        case .altBackspace: return "M-⌫"
        case .paste: return "paste"
        case .mouse: return "mouse"
        case .resize: return "resize"
        default: return configName ?? "?"
        }
    }
}
