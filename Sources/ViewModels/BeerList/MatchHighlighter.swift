import Catalogue

/// Finds where free words match a name the way the catalogue's search does: at the start of a
/// word, as a prefix, ignoring case and diacritics (folded as search folds). Offsets count
/// `Character`s. Which part of a name to mark is the list's concern, not the store's.
///
/// Rows are highlighted as they are drawn, so the words are folded once (a list keeps its
/// highlighter) and the common case, an ASCII name, skips grapheme breaking.
struct MatchHighlighter: Hashable, Sendable {
    /// The words, folded, as UTF-8 (empty ones dropped).
    private let targets: [[UInt8]]

    init(words: [String]) {
        targets = words.map { Array($0.foldedKey.utf8) }.filter { !$0.isEmpty }
    }

    static func ranges(of words: [String], in name: String) -> [Range<Int>] {
        MatchHighlighter(words: words).ranges(in: name)
    }

    func ranges(in name: String) -> [Range<Int>] {
        guard !targets.isEmpty else { return [] }
        if let folded = Self.lowerCasedIfOneCharacterPerByte(name) {
            return Self.merged(Self.asciiRanges(of: targets, in: folded))
        }
        let characters = Array(name)
        // The folded name as bytes, and where each character's folded bytes start (plus the end).
        // ASCII folds by lower-casing; only other characters go through Foundation.
        var folded: [UInt8] = []
        var starts: [Int] = []
        folded.reserveCapacity(characters.count)
        starts.reserveCapacity(characters.count + 1)
        for character in characters {
            starts.append(folded.count)
            if let ascii = character.asciiValue {
                folded.append(ascii >= 0x41 && ascii <= 0x5A ? ascii + 0x20 : ascii)
            } else {
                folded.append(contentsOf: String(character).foldedForm.utf8)
            }
        }
        starts.append(folded.count)
        var found: [Range<Int>] = []
        for target in targets {
            for start in characters.indices where Self.isWordStart(start, in: characters) {
                // A match covers whole characters: it must end where some character's bytes end.
                let from = starts[start]
                guard folded[from...].starts(with: target) else { continue }
                var end = start + 1
                while starts[end] < from + target.count { end += 1 }
                if starts[end] == from + target.count { found.append(start..<end) }
            }
        }
        return Self.merged(found)
    }

    /// The name's bytes lower-cased (its folded form) when each byte is one `Character`: plain
    /// ASCII without CR (CR LF is one character of two bytes). Nil otherwise.
    private static func lowerCasedIfOneCharacterPerByte(_ name: String) -> [UInt8]? {
        var bytes = Array(name.utf8)
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte >= 0x41 && byte <= 0x5A { bytes[index] = byte + 0x20 }
        }
        return bytes
    }

    /// `ranges` for such a name: every byte boundary is a character's.
    private static func asciiRanges(of targets: [[UInt8]], in folded: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for target in targets {
            for start in folded.indices where isASCIIWordByte(folded[start])
                && (start == 0 || !isASCIIWordByte(folded[start - 1])) {
                if folded[start...].starts(with: target) { found.append(start..<(start + target.count)) }
            }
        }
        return found
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isWordStart(_ index: Int, in characters: [Character]) -> Bool {
        isWordCharacter(characters[index]) && (index == 0 || !isWordCharacter(characters[index - 1]))
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
