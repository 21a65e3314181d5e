/// A width × height grid of cells that widgets draw into and backends flush.
///
/// Every write is clipped to the buffer and to an optional clip rectangle, so a widget can never
/// draw outside the area it was given. Wide graphemes are never split: one that does not fit is
/// replaced by a space, and overwriting half of a wide grapheme blanks its other half.
public struct CellBuffer: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

    public var width: Int { size.width }
    public var height: Int { size.height }
    public var bounds: Rect { Rect(size: size) }

    /// The cell at `point`, or nil outside the buffer.
    public subscript(point: Point) -> Cell? {
        guard bounds.contains(point) else { return nil }
        return cells[point.y * size.width + point.x]
    }

    public subscript(x: Int, y: Int) -> Cell? { self[Point(x: x, y: y)] }

    /// Changes the size, keeping the overlapping content; new cells are blank.
    public mutating func resize(to newSize: Size) {
        guard newSize != size else { return }
        var next = CellBuffer(size: newSize)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) {
                next.cells[y * newSize.width + x] = cells[y * size.width + x]
            }
            // A wide grapheme cut at the new right edge would leave half a character.
            let last = min(size.width, newSize.width) - 1
            if last >= 0, next.cells[y * newSize.width + last].width == 2 {
                next.cells[y * newSize.width + last] = .blank(next.cells[y * newSize.width + last].style)
            }
        }
        self = next
    }

    /// Writes `string` from `point` rightwards on one row; returns the columns advanced.
    ///
    /// Zero-width graphemes (controls, lone combining marks) are skipped. Writing stops at the
    /// right edge of the buffer/clip; a wide grapheme that would straddle that edge becomes a space.
    @discardableResult
    public mutating func put(_ string: String, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard point.y >= area.minY, point.y < area.maxY else { return 0 }
        var x = point.x
        for character in string {
            if x >= area.maxX { break }
            let w = character.displayWidth
            if w == 0 { continue }
            if x < area.minX {
                // Columns left of the clip are consumed but not drawn; a wide grapheme
                // straddling the left edge leaves a space in its visible half.
                if w == 2, x + 1 == area.minX { setCell(.blank(style), x: x + 1, y: point.y) }
                x += w
                continue
            }
            if w == 2 {
                if x + 1 >= area.maxX {
                    setCell(.blank(style), x: x, y: point.y)
                    x += 1
                    break
                }
                setCell(Cell(grapheme: String(character), width: 2, style: style), x: x, y: point.y)
                setCell(.continuation(style), x: x + 1, y: point.y)
            } else {
                setCell(Cell(grapheme: String(character), width: 1, style: style), x: x, y: point.y)
            }
            x += w
        }
        return max(0, x - point.x)
    }

    /// Fills `rect` (clipped to the buffer) with `character`, a space by default.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let w = character.displayWidth
        for y in area.minY..<area.maxY {
            if w == 1 {
                let cell = Cell(grapheme: String(character), width: 1, style: style)
                for x in area.minX..<area.maxX {
                    let index = y * size.width + x
                    // Only cells that are part of a wide grapheme need the repairing path.
                    if cells[index].width == 1 { cells[index] = cell } else { setCell(cell, x: x, y: y) }
                }
            } else {
                let text = String(repeating: w == 2 ? String(character) : " ", count: w == 2 ? area.width / 2 + 1 : area.width)
                let written = put(text, at: Point(x: area.minX, y: y), style: style, clip: area)
                if written < area.width {
                    for x in (area.minX + written)..<area.maxX { setCell(.blank(style), x: x, y: y) }
                }
            }
        }
    }

    /// Replaces only the style of the cells in `rect`, keeping their text (e.g. a selection bar).
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { cells[y * size.width + x].style = style }
        }
    }

    /// Writes one cell, repairing any wide grapheme it overlaps so no half-character remains.
    public mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0, cells[index - 1].width == 2 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// A cell that changed between two frames.
    public struct Change: Hashable, Sendable {
        public var point: Point
        public var cell: Cell
    }

    /// The cells of `self` that differ from `previous` (all when sizes differ), in row order.
    /// Continuation cells are omitted: drawing the wide cell before them covers them.
    public func diff(against previous: CellBuffer?) -> [Change] {
        var changes: [Change] = []
        let sameSize = previous?.size == size
        for y in 0..<size.height {
            for x in 0..<size.width {
                let index = y * size.width + x
                let cell = cells[index]
                if cell.isContinuation { continue }
                if sameSize, let previous, previous.cells[index] == cell,
                   cell.width != 2 || index + 1 >= cells.count || previous.cells[index + 1] == cells[index + 1] {
                    continue
                }
                changes.append(Change(point: Point(x: x, y: y), cell: cell))
            }
        }
        return changes
    }

    /// One row as plain text (continuation cells contribute nothing).
    public func rowText(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var line = ""
        for x in 0..<size.width where !cells[y * size.width + x].isContinuation {
            line += cells[y * size.width + x].grapheme
        }
        return line
    }

    /// The buffer as plain text, one line per row, every row full width.
    public func text() -> String {
        (0..<size.height).map(rowText).joined(separator: "\n")
    }

    /// The buffer as text with styled runs marked inline as `{bold fg:red|text}`, for golden tests.
    public func annotatedText() -> String {
        var lines: [String] = []
        for y in 0..<size.height {
            var line = ""
            var run = ""
            var runStyle = Style.plain
            func flush() {
                guard !run.isEmpty else { return }
                let annotation = runStyle.annotation
                line += annotation.isEmpty ? run : "{\(annotation)|\(run)}"
                run = ""
            }
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if cell.isContinuation { continue }
                if cell.style != runStyle { flush(); runStyle = cell.style }
                run += cell.grapheme
            }
            flush()
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
