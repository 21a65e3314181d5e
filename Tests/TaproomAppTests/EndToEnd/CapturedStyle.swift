/// The SGR style (attributes and colours) a tmux capture with escapes draws a text in.
/// tmux emits only changes, and a style carries over line ends, so the whole capture is replayed.
struct CapturedStyle: Equatable {
    var bold = false
    var dim = false
    var underline = false
    var reverse = false
    /// SGR colour parameters as tmux writes them: `"38;5;244"`, `"33"`; nil for the default colour.
    var foreground: String?
    var background: String?

    /// The style of the first character of the first occurrence of `text` in `escapedScreen`
    /// (matched against the text with the escapes removed); nil when the text is not on screen.
    static func of(_ text: String, in escapedScreen: String) -> CapturedStyle? {
        var plain: [Character] = []
        var styles: [CapturedStyle] = []
        var current = CapturedStyle()
        var characters = escapedScreen.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                plain.append(character)
                styles.append(current)
                continue
            }
            guard characters.next() == "[" else { continue }
            var parameters = ""
            while let next = characters.next() {
                if next.isLetter {
                    if next == "m" { current.apply(parameters) }
                    break
                }
                parameters.append(next)
            }
        }
        let target = Array(text)
        guard !target.isEmpty, plain.count >= target.count else { return nil }
        for start in 0...(plain.count - target.count) where Array(plain[start..<start + target.count]) == target {
            return styles[start]
        }
        return nil
    }

    private mutating func apply(_ parameters: String) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        while let code = codes.popFirst() {
            switch code {
            case 0: self = CapturedStyle()
            case 1: bold = true
            case 2: dim = true
            case 4: underline = true
            case 7: reverse = true
            case 22: bold = false; dim = false
            case 24: underline = false
            case 27: reverse = false
            case 30...37, 90...97: foreground = "\(code)"
            case 40...47, 100...107: background = "\(code)"
            case 39: foreground = nil
            case 49: background = nil
            case 38, 48:
                // Extended colour: 5;N (palette) or 2;R;G;B (direct).
                let count = codes.first == 2 ? 4 : 2
                let colour = ([code] + codes.prefix(count)).map(String.init).joined(separator: ";")
                codes = codes.dropFirst(count)
                if code == 38 { foreground = colour } else { background = colour }
            default: break
            }
        }
    }
}
