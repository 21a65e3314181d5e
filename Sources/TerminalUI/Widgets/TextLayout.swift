/// Line breaking for multi-line text measured in display columns.
public enum TextLayout {
    /// Splits `text` into lines of at most `width` columns: hard breaks at newlines, soft breaks
    /// at spaces, and words wider than the line broken between graphemes.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let linesBefore = lines.count
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                let wordWidth = word.displayWidth
                let gap = line.isEmpty ? 0 : 1
                if lineWidth + gap + wordWidth <= width {
                    if gap == 1 { line += " " }
                    line += word
                    lineWidth += gap + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append(line); line = ""; lineWidth = 0 }
                while word.displayWidth > width {
                    var piece = DisplayWidth.prefix(word, fitting: width)
                    if piece.isEmpty, let first = word.first { piece = String(first) }   // wider than the line
                    lines.append(piece)
                    word = word.dropFirst(piece.count)
                }
                line = String(word)
                lineWidth = word.displayWidth
            }
            if !line.isEmpty || lines.count == linesBefore { lines.append(line) }
        }
        return lines
    }

    /// Column at which a line of `lineWidth` starts inside `width` columns.
    public static func offset(for alignment: Alignment, lineWidth: Int, in width: Int) -> Int {
        switch alignment {
        case .left: return 0
        case .center: return max(0, (width - lineWidth) / 2)
        case .right: return max(0, width - lineWidth)
        }
    }
}
