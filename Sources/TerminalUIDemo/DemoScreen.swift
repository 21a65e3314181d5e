import TerminalUI

/// The demo screen: a title, a filter field, the list of beers matching the filter, and a
/// status line. Self-contained so the pty tests exercise the run loop and backend only.
@MainActor
final class DemoScreen: ApplicationRoot {
    static let beers = [
        "Pilsner Urquell", "Westmalle Tripel", "Orval", "Rochefort 10", "Schneider Weisse",
        "Augustiner Helles", "Guinness Draught", "Duvel", "Saison Dupont", "Weihenstephaner Hefeweissbier",
        "Sierra Nevada Pale Ale", "Brooklyn Lager", "Tsingtao 青島", "Kölsch Früh", "Cantillon Gueuze",
    ]

    private(set) var filter = ""
    /// Insertion point in `filter`, in graphemes.
    private var cursor = 0
    private var selection = 0
    private var lastEvent = "ready"
    var size = Size.zero

    var matches: [String] {
        filter.isEmpty ? Self.beers : Self.beers.filter { $0.lowercased().contains(filter.lowercased()) }
    }

    func render(into buffer: inout CellBuffer) -> Point? {
        size = buffer.size
        let bold = Style(attributes: [.bold])
        _ = buffer.put("Taproom demo", at: Point(x: 0, y: 0), style: bold)
        let prompt = "Filter: "
        let promptWidth = buffer.put(prompt, at: Point(x: 0, y: 2))
        _ = buffer.put(filter, at: Point(x: promptWidth, y: 2), style: Style(attributes: [.underline]))

        let rows = matches
        let listTop = 4
        let listHeight = max(0, buffer.height - listTop - 1)
        selection = min(selection, max(0, rows.count - 1))
        let first = max(0, selection - listHeight + 1)
        for (offset, name) in rows.dropFirst(first).prefix(listHeight).enumerated() {
            let index = first + offset
            let style = index == selection ? Style(attributes: [.reverse]) : Style(foreground: .cyan)
            _ = buffer.put((index == selection ? "> " : "  ") + name, at: Point(x: 0, y: listTop + offset), style: style)
        }
        if rows.isEmpty, listHeight > 0 { _ = buffer.put("  (no beers match)", at: Point(x: 0, y: listTop)) }

        let status = "\(rows.count) of \(Self.beers.count) | \(buffer.width)x\(buffer.height) | \(lastEvent) | Esc quits"
        _ = buffer.put(status, at: Point(x: 0, y: buffer.height - 1), style: Style(attributes: [.dim]))
        let cursorColumn = promptWidth + String(filter.prefix(cursor)).displayWidth
        return Point(x: cursorColumn, y: 2)
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let text):
            insert(text)
        case .paste(let text):
            insert(text.replacingLineBreaks())
            lastEvent = "pasted \(text.count)"
        case .backspace:
            guard cursor > 0 else { return true }
            let index = filter.index(filter.startIndex, offsetBy: cursor - 1)
            filter.remove(at: index)
            cursor -= 1
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(filter.count, cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = filter.count
        case .ctrl("u"):
            filter.removeFirst(cursor)
            cursor = 0
        case .up, .ctrl("p"): selection = max(0, selection - 1)
        case .down, .ctrl("n"): selection += 1
        case .enter: lastEvent = matches.indices.contains(selection) ? "chose \(matches[selection])" : "nothing to choose"
        case .mouse(let event): lastEvent = "mouse \(event.kind) \(event.point.x),\(event.point.y)"
        default: return false
        }
        if case .character = key { lastEvent = "typed" }
        return true
    }

    private func insert(_ text: String) {
        let index = filter.index(filter.startIndex, offsetBy: cursor)
        filter.insert(contentsOf: text, at: index)
        cursor += text.count
        selection = 0
    }
}

private extension String {
    func replacingLineBreaks() -> String { String(map { $0.isNewline ? " " : $0 }) }
}
