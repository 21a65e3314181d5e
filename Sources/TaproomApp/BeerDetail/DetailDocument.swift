import TerminalUI

/// The part of the detail screen that scrolls: its sections one under another, each as tall as
/// it needs at the width it is given (a wrapped description as many rows as its lines, a list
/// as many as its rows, a hidden section none).
@MainActor
final class DetailDocument: View {
    /// A section and the rows it takes at a width.
    typealias Section = (view: View, rows: (Int) -> Int)

    private let sections: [Section]

    init(_ sections: [Section]) {
        self.sections = sections
        super.init()
        for section in sections { addSubview(section.view) }
    }

    /// The rows every section takes at `width`.
    func height(forWidth width: Int) -> Int {
        sections.reduce(0) { $0 + rows(of: $1, width: width) }
    }

    /// The rows `view`'s section starts at, at the document's width.
    func top(of view: View) -> Int {
        var top = 0
        for section in sections {
            if section.view === view { return top }
            top += rows(of: section, width: frame.width)
        }
        return top
    }

    private func rows(of section: Section, width: Int) -> Int {
        section.view.isHidden ? 0 : max(0, section.rows(width))
    }

    override func layoutSubviews() {
        var top = 0
        for section in sections {
            let rows = rows(of: section, width: frame.width)
            section.view.frame = Rect(x: 0, y: top, width: frame.width, height: rows)
            top += rows
        }
    }

    /// Text that changed may need other rows: the sections are laid out again before each draw.
    override func render(_ painter: Painter) {
        layoutSubviews()
    }
}
