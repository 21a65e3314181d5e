import Catalogue

/// Finds where free words match a name the way the catalogue's search does: at the start of a
/// word, as a prefix, ignoring case and diacritics (folded as search folds). Offsets count
/// `Character`s. Which part of a name to mark is the list's concern, not the store's.
enum MatchHighlighter {
    static func ranges(of words: [String], in name: String) -> [Range<Int>] {
        let targets = words.map { Array($0.foldedKey.utf8) }.filter { !$0.isEmpty }
        guard !targets.isEmpty else { return [] }
        // Rows are highlighted as they are drawn, so the common case (ASCII) skips grapheme breaking.
        if let bytes = oneCharacterPerByte(name) { return merged(asciiRanges(of: targets, in: bytes)) }
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
            for start in characters.indices where isWordStart(start, in: characters) {
                // A match covers whole characters: it must end where some character's bytes end.
                let from = starts[start]
                guard folded[from...].starts(with: target) else { continue }
                var end = start + 1
                while starts[end] < from + target.count { end += 1 }
                if starts[end] == from + target.count { found.append(start..<end) }
            }
        }
        return merged(found)
    }

    /// The name's bytes when each is one `Character`: plain ASCII without CR (CR LF is one
    /// character of two bytes). Nil otherwise.
    private static func oneCharacterPerByte(_ name: String) -> [UInt8]? {
        let bytes = Array(name.utf8)
        return bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes : nil
    }

    /// `ranges` for such a name: folding is lower-casing, and every byte boundary is a character's.
    private static func asciiRanges(of targets: [[UInt8]], in bytes: [UInt8]) -> [Range<Int>] {
        let folded = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
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
