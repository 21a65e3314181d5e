/// Display columns a grapheme or string occupies in a terminal.
///
/// Terminals lay text out in columns, not `Character`s: CJK and fullwidth forms and emoji take two
/// columns, combining marks and control characters none. The rules below follow what xterm-like
/// terminals (and `wcwidth`) do, from Unicode scalar properties plus a small East Asian Wide table.
public enum DisplayWidth {
    /// Columns of one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }  // fast path
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isControl(first) { return 0 }
        if scalars.count > 1 {
            var hasTextSelector = false
            var hasJoiner = false
            for scalar in scalars {
                switch scalar.value {
                case 0xFE0F: return 2                     // VS16: emoji presentation requested
                case 0xFE0E: hasTextSelector = true       // VS15: text presentation requested
                case 0x200D: hasJoiner = true
                default: break
                }
            }
            if hasTextSelector { return isEastAsianWide(first.value) ? 2 : 1 }
            if hasJoiner && first.properties.isEmoji && first.value > 0xFF { return 2 }
        }
        if first.properties.isEmojiPresentation { return 2 }
        if isEastAsianWide(first.value) { return 2 }
        if isZeroWidth(first) { return 0 }
        return 1
    }

    /// Columns of a string: the sum over its grapheme clusters. (`String` and `Substring` have
    /// overloads of their own, which callers in other modules reach without generic dispatch.)
    public static func of(_ string: String) -> Int { columns(of: string) }

    public static func of(_ string: Substring) -> Int { columns(of: string) }

    public static func of<S: StringProtocol>(_ string: S) -> Int { columns(of: string) }

    private static func columns<S: StringProtocol>(of string: S) -> Int {
        // Printable ASCII, and the rest of Latin below the combining marks (U+0300), is one column
        // a scalar, and no two of them make one grapheme: most names need no grapheme breaking.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string.utf8.count }
        if string.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x300 && !isControl($0) }) {
            return string.unicodeScalars.count
        }
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The longest prefix of `string` that fits in `width` columns (never splits a grapheme).
    public static func prefix<S: StringProtocol>(_ string: S, fitting width: Int) -> String {
        var used = 0
        var result = ""
        for character in string {
            let w = of(character)
            if used + w > width { break }
            used += w
            result.append(character)
        }
        return result
    }

    /// `string` shortened to at most `width` columns, ending in `ellipsis` when something was cut.
    public static func truncate(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        let ellipsisWidth = of(ellipsis)
        if ellipsisWidth > width { return prefix(string, fitting: width) }
        return prefix(string, fitting: width - ellipsisWidth) + ellipsis
    }

    /// `string` shortened to at most `width` columns from the left, starting with `ellipsis` when
    /// something was cut: the end of a path (`…/beer/taproom.sqlite`) is what tells it apart.
    public static func truncateLeading(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        let ellipsisWidth = of(ellipsis)
        let kept = String(prefix(String(string.reversed()), fitting: max(0, width - ellipsisWidth)).reversed())
        return ellipsisWidth > width ? kept : ellipsis + kept
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return scalar.value != 0x00AD  // soft hyphen shows
        default: break
        }
        let v = scalar.value
        return v == 0x200B || (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v)
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks that are not covered by Emoji_Presentation.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    static func isEastAsianWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound { high = mid - 1 } else if value > range.upperBound { low = mid + 1 } else { return true }
        }
        return false
    }
}

extension Character {
    /// Display columns of this grapheme (see `DisplayWidth`).
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension StringProtocol {
    /// Display columns of this string (see `DisplayWidth`).
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension String {
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Substring {
    public var displayWidth: Int { DisplayWidth.of(self) }
}
