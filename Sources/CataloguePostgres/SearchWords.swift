/// The text forms of PostgreSQL's `tsvector` and `tsquery` for words SQLite's full-text
/// tokenizer made (`FullTextWords`). Cast from text, neither is normalised again: PostgreSQL
/// keeps exactly these words, and the text is always bound as a parameter, never spliced.
enum SearchWords {
    /// Which column a word came from, as a `tsvector` weight.
    enum Column: Character {
        case name = "A"
        case brewery = "B"
        case style = "C"
    }

    /// PostgreSQL's largest word position; later words all sit at it.
    private static let lastPosition = 16_383

    /// `words` as a `tsvector` with positions from `firstPosition`, weighted by `column`.
    /// A name starts at 1; a brewery or a style at 2, so that when vectors are joined (`||`
    /// shifts the right one past the left's last position) one position stays empty between
    /// columns and no phrase matches across two.
    static func vector(_ words: [String], _ column: Column, firstPosition: Int) -> String {
        // Written straight into one string: an import writes one of these for every beer.
        var text = ""
        text.reserveCapacity(words.count * 12)
        func append(_ word: String, at positions: some Sequence<Int>) {
            if !text.isEmpty { text += " " }
            appendQuoted(word, to: &text)
            text += ":"
            for (number, index) in positions.enumerated() {
                if number > 0 { text += "," }
                text += String(min(firstPosition + index, lastPosition))
                text.append(column.rawValue)
            }
        }
        guard repeatsAWord(words) else {
            for (index, word) in words.enumerated() { append(word, at: CollectionOfOne(index)) }
            return text
        }
        // Each word once, where it first appears, with all its positions.
        var positions: [String: [Int]] = [:]
        var order: [String] = []
        for (index, word) in words.enumerated() {
            if positions[word] == nil { order.append(word) }
            positions[word, default: []].append(index)
        }
        for word in order { append(word, at: positions[word] ?? []) }
        return text
    }

    /// Whether a word appears twice (most names repeat none): compared pairwise when there are few.
    private static func repeatsAWord(_ words: [String]) -> Bool {
        guard words.count > 8 else {
            return words.indices.contains { index in words[..<index].contains(words[index]) }
        }
        return Set(words).count < words.count
    }

    /// A search term as a `tsquery`: the words in sequence (a phrase), the last one a prefix, in
    /// `column` or in any column when nil: FTS5's `"sierra nev"*` (or `brewery : "sierra nev"*`).
    static func term(_ words: [String], in column: Column?) -> String {
        let weight = column.map { String($0.rawValue) } ?? ""
        let parts = words.enumerated().map { index, word in
            quoted(word) + ":" + (index == words.count - 1 ? "*" : "") + weight
        }
        // "'word':" alone (no weight, not a prefix) is not valid: a bare quoted word is.
        let cleaned = parts.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
        return "(" + cleaned.joined(separator: " <-> ") + ")"
    }

    /// A word as a quoted lexeme: quotes doubled, backslashes escaped.
    private static func quoted(_ word: String) -> String {
        var text = ""
        appendQuoted(word, to: &text)
        return text
    }

    private static func appendQuoted(_ word: String, to text: inout String) {
        text += "'"
        if word.utf8.contains(where: { $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\\") }) {
            for scalar in word.unicodeScalars {
                switch scalar {
                case "'": text += "''"
                case "\\": text += "\\\\"
                default: text.unicodeScalars.append(scalar)
                }
            }
        } else {
            text += word
        }
        text += "'"
    }
}
