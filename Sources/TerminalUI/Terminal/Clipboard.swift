import Glibc

/// Copies to the clipboard of the terminal the person sits at, through OSC 52
/// (`ESC ] 52 ; c ; <base64> BEL`), which travels with the output: it works over SSH, and in
/// tmux with `set-clipboard on`.
///
/// Whether a terminal honours it cannot be asked reliably (most answer no query about it), so
/// the rule is: `TAPROOM_CLIPBOARD=off` says no and `=on` yes; otherwise a terminal whose `TERM`
/// names one known to take it (xterm and its kin, which most emulators claim to be; tmux and
/// screen's types, as tmux sets them; alacritty, foot, kitty, wezterm, st, contour, ghostty).
public enum Clipboard {
    /// The control sequence that puts `text` on the clipboard.
    public static func sequence(copying text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
    }

    /// Copies `text` when the terminal receives copies; returns whether it was sent.
    @discardableResult
    public static func copy(_ text: String, to terminal: Terminal) -> Bool {
        guard terminal.receivesCopies else { return false }
        terminal.writeControlSequence(sequence(copying: text))
        return true
    }

    /// The rule above, over `TERM` and `TAPROOM_CLIPBOARD`.
    public static func isSupported(environment: [String: String]) -> Bool {
        switch environment["TAPROOM_CLIPBOARD"]?.lowercased() {
        case "off", "0", "no": return false
        case "on", "1", "yes": return true
        default: break
        }
        guard let term = environment["TERM"] else { return false }
        return knownTerminals.contains { term == $0 || term.hasPrefix($0 + "-") }
    }

    /// Terminal types known to receive OSC 52 (a type and its `-256color`-style variants).
    static let knownTerminals = ["xterm", "tmux", "screen", "alacritty", "foot", "kitty", "xterm-kitty", "wezterm",
                                 "st", "contour", "xterm-ghostty", "ghostty"]

    /// The variables the rule reads, from this process's environment.
    public static func environment() -> [String: String] {
        var values: [String: String] = [:]
        for name in ["TERM", "TAPROOM_CLIPBOARD"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with padding (TerminalUI does without Foundation).
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0..<4 {
                encoded.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return encoded
    }
}
