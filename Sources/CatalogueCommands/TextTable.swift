/// Renders rows as left-aligned columns (numbers right-aligned), measuring terminal display
/// width: wide East Asian characters and emoji take 2 columns, combining marks 0.
struct TextTable {
    let headers: [String]
    let rightAligned: Set<Int>
    let maximumWidth: Int

    func render(_ rows: [[String]]) -> String {
        let cells = ([headers] + rows).map { $0.map { Self.truncate($0, to: maximumWidth) } }
        var widths = Array(repeating: 0, count: headers.count)
        for row in cells {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], Self.displayWidth(cell))
            }
        }
        return cells.map { row in
            row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - Self.displayWidth(cell))
                return rightAligned.contains(index) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .trailingSpacesRemoved
        }
        .joined(separator: "\n")
    }

    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    private static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
            return 0
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    private static func truncate(_ text: String, to maximum: Int) -> String {
        guard displayWidth(text) > maximum else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = width(of: character)
            if used + width > maximum - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }
}

private extension String {
    var trailingSpacesRemoved: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
