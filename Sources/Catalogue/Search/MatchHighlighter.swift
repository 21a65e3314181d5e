/// Finds where free words match a name the way full-text search does: at the start of a word,
/// as a prefix, ignoring case and diacritics. Offsets count `Character`s.
enum MatchHighlighter {
    static func ranges(of words: [String], in name: String) -> [Range<Int>] {
        let characters = Array(name)
        let folded = characters.map { String($0).foldedForm }
        var found: [Range<Int>] = []
        for word in words {
            let target = word.foldedKey
            guard !target.isEmpty else { continue }
            for start in characters.indices where isWordStart(start, in: characters) {
                var matched = ""
                var end = start
                while end < characters.count, matched.count < target.count {
                    matched += folded[end]
                    end += 1
                    if !target.hasPrefix(matched) { break }
                }
                if matched == target { found.append(start..<end) }
            }
        }
        return merged(found)
    }

    private static func isWordStart(_ index: Int, in characters: [Character]) -> Bool {
        isWordCharacter(characters[index]) && (index == 0 || !isWordCharacter(characters[index - 1]))
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
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
