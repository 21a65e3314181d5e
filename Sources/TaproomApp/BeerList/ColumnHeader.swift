import TerminalUI

/// A one-row heading whose text depends on the width it gets (the list's column titles).
@MainActor
final class ColumnHeader: View {
    private let text: (Int) -> String

    init(text: @escaping (Int) -> String) {
        self.text = text
        super.init()
    }

    override func render(_ painter: Painter) {
        painter.put(DisplayWidth.truncate(text(painter.width), toWidth: painter.width),
                    at: Point(x: 0, y: 0), style: painter.theme.muted)
    }
}
