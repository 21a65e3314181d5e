import TerminalUI

/// The title bar: the app's title at the left ("Taproom — 312 beers — signed in as alice") and
/// which catalogue is open at the right ("~/beer/taproom.sqlite · read-only"). When the two do
/// not fit, the title drops the app's name and keeps the rest whole where it can; the catalogue
/// takes what is left, its path cut from the left (the file's name is what tells it apart), the
/// read-only mark always shown.
@MainActor
final class TitleBar: View {
    var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    var location: String { didSet { if location != oldValue { setNeedsDisplay() } } }
    var isReadOnly: Bool { didSet { if isReadOnly != oldValue { setNeedsDisplay() } } }

    /// Columns between the title and the catalogue.
    private static let gap = 2

    init(text: String = "Taproom", location: String = "", isReadOnly: Bool = false) {
        self.text = text
        self.location = location
        self.isReadOnly = isReadOnly
        super.init()
    }

    /// What the title may lose first when narrow: the app's name says least.
    static let appName = "Taproom — "

    /// The two parts as drawn at `width` columns: the title, and the catalogue (right-aligned).
    func parts(forWidth width: Int) -> (title: String, catalogue: String) {
        guard !location.isEmpty || isReadOnly else { return (DisplayWidth.truncate(text, toWidth: width), "") }
        let mark = isReadOnly ? (location.isEmpty ? "read-only" : " · read-only") : ""
        let wanted = DisplayWidth.of(location) + DisplayWidth.of(mark)
        var title = text
        let fair = max(min(wanted, width / 3), min(wanted, Self.shortestPath + DisplayWidth.of(mark)))
        if DisplayWidth.of(title) + Self.gap + fair > width, title.hasPrefix(Self.appName) {
            title.removeFirst(Self.appName.count)
        }
        // The title comes first; the path takes what is left, if that is enough to tell it apart.
        let left = width - DisplayWidth.of(title) - Self.gap
        let catalogue = left >= min(wanted, Self.shortestPath + DisplayWidth.of(mark))
            ? DisplayWidth.truncateLeading(location, toWidth: left - DisplayWidth.of(mark)) + mark
            : isReadOnly ? "read-only" : ""
        let titleRoom = catalogue.isEmpty ? width : max(0, width - DisplayWidth.of(catalogue) - Self.gap)
        return (DisplayWidth.truncate(title, toWidth: titleRoom), catalogue)
    }

    /// The fewest columns a path is shown in (`…` and the end of the file's name).
    private static let shortestPath = 8

    override func render(_ painter: Painter) {
        let style = painter.theme.title
        painter.fill(style: style)
        let (title, catalogue) = parts(forWidth: painter.width)
        painter.put(title, at: .zero, style: style)
        let catalogueWidth = DisplayWidth.of(catalogue)
        guard catalogueWidth > 0 else { return }
        painter.put(catalogue, at: Point(x: painter.width - catalogueWidth, y: 0), style: style)
    }
}
