/// Styles in words, as a config file gives a theme's colours: attributes, a foreground colour,
/// and `on` a background colour (`bold yellow`, `black on 214`, `underline default on blue`).
/// Colours are the 8 basic names, `default` (the terminal's own), or an xterm-256 index 0–255.
extension Style {
    /// Why a style's words were not understood, with what was expected.
    public struct DescriptionError: Error, Equatable, CustomStringConvertible, Sendable {
        public let text: String
        public let reason: String
        public var description: String {
            "\(reason) in \"\(text)\": expected attributes (\(Style.attributeNames.map(\.name).joined(separator: ", "))), "
                + "a colour, then optionally \"on\" and a background colour; a colour is "
                + "\(Style.colourNames.map(\.name).joined(separator: ", ")) or a number 0–255"
        }
    }

    private static let attributeNames: [(name: String, attributes: TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("reverse", .reverse), ("underline", .underline), ("italic", .italic),
    ]
    private static let colourNames: [(name: String, color: Color)] = [
        ("default", .default), ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow),
        ("blue", .blue), ("magenta", .magenta), ("cyan", .cyan), ("white", .white),
    ]

    public init(description text: String) throws {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw DescriptionError(text: text, reason: "no colour") }
        var style = Style()
        var foreground: Color?
        var index = 0
        while index < words.count, words[index] != "on" {
            let word = words[index]
            if let attribute = Self.attributeNames.first(where: { $0.name == word }) {
                style.attributes.formUnion(attribute.attributes)
            } else if let color = Self.color(named: word) {
                guard foreground == nil else { throw DescriptionError(text: text, reason: "two foreground colours") }
                foreground = color
            } else {
                throw DescriptionError(text: text, reason: "unknown word \"\(word)\"")
            }
            index += 1
        }
        style.foreground = foreground ?? .default
        if index < words.count {
            guard index + 2 == words.count, let background = Self.color(named: words[index + 1]) else {
                throw DescriptionError(text: text, reason: "\"on\" must be followed by one colour")
            }
            style.background = background
        }
        self = style
    }

    private static func color(named word: String) -> Color? {
        if let named = colourNames.first(where: { $0.name == word }) { return named.color }
        if let number = UInt8(word) { return .indexed(number) }
        return nil
    }

    /// The words `init(description:)` reads back to this style (`bold 214 on 232`).
    public var configDescription: String {
        var words = Self.attributeNames.filter { attributes.contains($0.attributes) }.map(\.name)
        if foreground != .default || background != .default || words.isEmpty { words.append(foreground.name) }
        if background != .default { words += ["on", background.name] }
        return words.joined(separator: " ")
    }
}
