import Catalogue

/// How well typed text matches a name, as a command palette matches: each word typed must have
/// its letters in the name, in order, ignoring case and accents (folded as search folds); the
/// words may come in any order. Letters that follow each other and letters at the start of a
/// word score higher, letters far apart lower, so the best match is the one a person meant.
public struct FuzzyMatch: Hashable, Sendable {
    /// Higher is better.
    public let score: Int
    /// The name's matched characters (offsets in `Character`s), for highlighting, merged into ranges.
    public let highlights: [Range<Int>]

    /// Each letter matched.
    static let letterScore = 1
    /// A letter at the start of a word (or of the name).
    static let wordStartBonus = 8
    /// A letter right after the one matched before it.
    static let consecutiveBonus = 6
    /// Each letter skipped between two matched ones costs 1, up to this.
    static let maxGapPenalty = 3

    /// The match of `typed` in `name`, or nil when some word typed is not in it; empty text
    /// matches everything with a score of 0.
    public static func match(_ typed: String, in name: String) -> FuzzyMatch? {
        let words = typed.split(whereSeparator: \.isWhitespace).map { $0.map { String($0).foldedForm } }
        guard !words.isEmpty else { return FuzzyMatch(score: 0, highlights: []) }
        let characters = Array(name)
        let folded = characters.map { String($0).foldedForm }
        let starts = characters.indices.map { isWordStart($0, in: characters) }
        var score = 0
        var matched: Set<Int> = []
        for word in words {
            guard let best = bestMatch(word, in: folded, wordStarts: starts) else { return nil }
            score += best.score
            matched.formUnion(best.positions)
        }
        return FuzzyMatch(score: score, highlights: ranges(of: matched))
    }

    /// The best-scoring placement of `word`'s letters in `name` (each a folded character), by
    /// dynamic programming over (letter, position): the best score with letter `i` at position
    /// `j` is its own value plus the best of the previous letter anywhere before `j`, next to it
    /// (a bonus) or further (less the gap, at most `maxGapPenalty`, so a word start far on
    /// still wins).
    private static func bestMatch(_ word: [String], in name: [String], wordStarts: [Bool])
        -> (score: Int, positions: [Int])? {
        let count = name.count
        guard word.count <= count else { return nil }
        let unset = Int.min / 2
        var scores = [[Int]](repeating: [Int](repeating: unset, count: count), count: word.count)
        var previous = [[Int]](repeating: [Int](repeating: -1, count: count), count: word.count)
        for (i, letter) in word.enumerated() {
            // The best of the previous letter at least `maxGapPenalty` letters back (all cost the most).
            var farBest = unset
            var farBestAt = -1
            for j in 0..<count {
                let far = j - 1 - maxGapPenalty
                if i > 0, far >= 0, scores[i - 1][far] > farBest {
                    farBest = scores[i - 1][far]
                    farBestAt = far
                }
                guard name[j] == letter else { continue }
                let own = letterScore + (wordStarts[j] ? wordStartBonus : 0)
                if i == 0 {
                    scores[i][j] = own
                    continue
                }
                var best = farBest == unset ? unset : farBest - maxGapPenalty
                var bestAt = farBestAt
                for k in max(0, j - maxGapPenalty)..<j where scores[i - 1][k] != unset {
                    let gap = j - k - 1
                    let value = scores[i - 1][k] + (gap == 0 ? consecutiveBonus : -gap)
                    if value > best { (best, bestAt) = (value, k) }
                }
                if best != unset { (scores[i][j], previous[i][j]) = (own + best, bestAt) }
            }
        }
        let last = word.count - 1
        guard let end = (0..<count).filter({ scores[last][$0] != unset }).max(by: { scores[last][$0] < scores[last][$1] })
        else { return nil }
        var positions = [end]
        var at = end
        for i in stride(from: last, to: 0, by: -1) {
            at = previous[i][at]
            positions.append(at)
        }
        return (scores[last][end], positions.reversed())
    }

    private static func isWordStart(_ index: Int, in characters: [Character]) -> Bool {
        guard index > 0 else { return true }
        let before = characters[index - 1], here = characters[index]
        if !(before.isLetter || before.isNumber) { return true }
        return before.isLowercase && here.isUppercase   // camelCase
    }

    private static func ranges(of positions: Set<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for position in positions.sorted() {
            if let last = result.last, last.upperBound == position {
                result[result.count - 1] = last.lowerBound..<(position + 1)
            } else {
                result.append(position..<(position + 1))
            }
        }
        return result
    }
}
