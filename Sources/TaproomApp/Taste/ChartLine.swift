import TerminalUI

/// One line of a chart page: runs of text, each drawn in a role of the theme.
struct ChartLine: Hashable {
    struct Run: Hashable {
        var text: String
        var role: Theme.Role
    }

    var runs: [Run]

    init(_ runs: [Run] = []) { self.runs = runs }

    init(_ text: String, _ role: Theme.Role = .normal) { runs = [Run(text: text, role: role)] }

    static func + (line: ChartLine, run: (String, Theme.Role)) -> ChartLine {
        ChartLine(line.runs + [Run(text: run.0, role: run.1)])
    }

    var text: String { runs.map(\.text).joined() }
}

/// The lines of chart pages, drawn one under another (`ScrollView` shows a window of them).
@MainActor
final class ChartPage: View {
    /// The lines for a width.
    var lines: (Int) -> [ChartLine] = { _ in [] } { didSet { setNeedsDisplay() } }

    override func render(_ painter: Painter) {
        let theme = painter.theme
        for (row, line) in lines(painter.width).prefix(painter.height).enumerated() {
            var x = 0
            for run in line.runs where x < painter.width {
                x += painter.put(run.text, at: Point(x: x, y: row), style: theme[run.role])
            }
        }
    }
}
