import TerminalUI
import TerminalUIRx

/// The demo screen, built from TerminalUI's widgets: a title, a filter field, the list of beers
/// matching the filter, and a status bar with the match count, the terminal size and the last event.
@MainActor
final class DemoScreen {
    static let beers = [
        "Pilsner Urquell", "Westmalle Tripel", "Orval", "Rochefort 10", "Schneider Weisse",
        "Augustiner Helles", "Guinness Draught", "Duvel", "Saison Dupont", "Weihenstephaner Hefeweissbier",
        "Sierra Nevada Pale Ale", "Brooklyn Lager", "Tsingtao 青島", "Kölsch Früh", "Cantillon Gueuze",
    ]

    let screen: Screen
    private let field = TextField(placeholder: "type to filter")
    private let list = ListView(emptyText: "(no beers match)")
    private let status = StatusBar(hints: [KeyHint("Esc", "Quit"), KeyHint("↑↓", "Select")])
    private var matches = DemoScreen.beers
    private var lastEvent = "ready"

    init() {
        screen = Screen(size: .zero)
        let filterRow = HStack([(Label("Filter: "), .fixed(8)), (field, .flexible)])
        screen.content = VStack([
            (Label("Taproom demo", role: .title), .fixed(1)), (Label(""), .fixed(1)),
            (filterRow, .fixed(1)), (Label(""), .fixed(1)),
            (list, .flexible), (status, .fixed(1)),
        ])
        _ = field.onChange.add { [weak self] text in self?.filter(by: text) }
        _ = field.onSubmit.add { [weak self] _ in self?.choose() }
        _ = list.onSelectionChange.add { [weak self] index in self?.report("selected \(self?.name(at: index) ?? "")") }
        _ = list.onActivate.add { [weak self] _ in self?.choose() }
        // The field keeps the focus; list keys it does not use are passed on to the list.
        screen.onUnhandledKey = { [weak self] key in self?.forwardToList(key) ?? false }
        showMatches()
        _ = screen.focus(field)
        _ = screen.onFocusChange.add { [weak self] _ in self?.updateStatus() }
    }

    private func filter(by text: String) {
        let query = text.lowercased()
        matches = query.isEmpty ? Self.beers : Self.beers.filter { $0.lowercased().contains(query) }
        showMatches()
        report("typed")
    }

    private func showMatches() {
        list.setItems(matches) { ListRow($0) }
        updateStatus()
    }

    private func forwardToList(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .pageUp, .pageDown, .ctrl("n"), .mouse: return list.handle(key: key)
        default: return false
        }
    }

    private func choose() {
        report(list.selectedIndex.flatMap(name(at:)).map { "chose \($0)" } ?? "nothing to choose")
    }

    private func name(at index: Int) -> String? {
        matches.indices.contains(index) ? matches[index] : nil
    }

    private func report(_ event: String) {
        lastEvent = event
        updateStatus()
    }

    /// Shows the match count, screen size and last event (the application calls it after a resize).
    func updateStatus() {
        status.message = "\(matches.count) of \(Self.beers.count) | \(screen.size.width)x\(screen.size.height) | \(lastEvent)"
    }
}
