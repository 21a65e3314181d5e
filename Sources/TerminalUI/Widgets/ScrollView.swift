/// A vertical viewport over a view that may be taller than it (a page of text and lists).
///
/// The content is laid out at the viewport's width less two columns (a gap and the mark), at most
/// `maximumContentWidth` (so text keeps a readable width on a wide terminal), and as tall as
/// `contentHeight` says for that width; it is shown from `offset` down. While the content is
/// taller than the viewport, the column after it says where the view is: `▲` at the top while there
/// is more above, `▼` at the bottom while there is more below, and a thumb between. The content's
/// height is asked again before each draw, so text that changes is followed without a call.
///
/// The wheel scrolls it; a screen binds its keys (PgUp/PgDn, ↑↓) to `scroll(by:)` and
/// `pageStep`, and keeps a focused part in view with `scrollToShow(rows:)`.
///
/// ```swift
/// let text = Label(longText, overflow: .wrap)
/// let page = ScrollView(text, maximumContentWidth: 80) { width in text.lines(forWidth: width).count }
/// ```
@MainActor
public final class ScrollView: View {
    public let content: View
    /// The widest the content is laid out, whatever the viewport's width; nil for no limit.
    public var maximumContentWidth: Int? { didSet { place() } }
    /// The first content row shown.
    public private(set) var offset = 0
    /// Rows the mouse wheel scrolls per notch.
    public var wheelStep = 3
    /// Fires with the offset when the rows shown change: it scrolled, or the viewport or the
    /// content changed size (a screen keeps a focused part in view, or moves the focus).
    public let onScroll = Handlers<Int>()
    private let contentHeight: (Int) -> Int
    /// What was shown when `onScroll` last fired.
    private var shown = Shown(offset: 0, size: .zero, rows: 0)

    /// - Parameter contentHeight: how many rows the content takes at a width.
    public init(_ content: View, maximumContentWidth: Int? = nil, contentHeight: @escaping (Int) -> Int) {
        self.content = content
        self.maximumContentWidth = maximumContentWidth
        self.contentHeight = contentHeight
        super.init()
        addSubview(content)
    }

    /// The width the content is laid out at: the viewport's less a blank column and the mark's.
    public var contentWidth: Int { max(0, min(frame.width - 2, maximumContentWidth ?? Int.max)) }

    /// How many rows the content takes now.
    public var contentRows: Int { contentHeight(contentWidth) }

    /// Whether the content is taller than the viewport.
    public var isScrollable: Bool { maximumOffset > 0 }
    public var canScrollUp: Bool { offset > 0 }
    public var canScrollDown: Bool { offset < maximumOffset }

    /// How far a page moves: the viewport's height less a row, so a line of context stays.
    public var pageStep: Int { max(1, frame.height - 1) }

    private var maximumOffset: Int { max(0, contentRows - frame.height) }

    /// Scrolls by `rows` (negative: up), within the content; returns whether it moved.
    @discardableResult
    public func scroll(by rows: Int) -> Bool {
        move(to: offset + rows)
    }

    public func scrollToTop() {
        move(to: 0)
    }

    /// Scrolls as little as it takes to show content rows `rows` (their top, when they are
    /// taller than the viewport).
    public func scrollToShow(rows: Range<Int>) {
        var next = offset
        if rows.upperBound > next + frame.height { next = rows.upperBound - frame.height }
        if rows.lowerBound < next { next = rows.lowerBound }
        move(to: next)
    }

    @discardableResult
    private func move(to wanted: Int) -> Bool {
        let next = min(max(0, wanted), maximumOffset)
        guard next != offset else { return false }
        offset = next
        place()
        setNeedsDisplay()
        return true
    }

    public override func layoutSubviews() {
        place()
    }

    /// Lays the content out at its width and height, shifted up by the offset (kept within the
    /// content, which may have grown or shrunk since).
    private func place() {
        let rows = contentRows
        offset = min(offset, max(0, rows - frame.height))
        let frame = Rect(x: 0, y: -offset, width: contentWidth, height: max(rows, self.frame.height))
        if content.frame != frame { content.frame = frame }
        let now = Shown(offset: offset, size: self.frame.size, rows: rows)
        guard now != shown else { return }
        shown = now
        onScroll.send(offset)
    }

    public override func handle(key: Key) -> Bool {
        guard case .mouse(let event) = key, isScrollable else { return false }
        switch event.kind {
        case .wheelUp: scroll(by: -wheelStep)
        case .wheelDown: scroll(by: wheelStep)
        default: return false
        }
        return true
    }

    public override func render(_ painter: Painter) {
        place()
        guard isScrollable, painter.height >= 1, painter.width >= 1 else { return }
        let x = min(painter.width - 1, contentWidth + 1)   // beside the content, however wide the viewport
        let height = painter.height
        let rows = contentRows
        let thumbLength = max(1, height * height / max(1, rows))
        let thumbStart = (height - thumbLength) * offset / max(1, rows - height)
        for y in 0..<height {
            let inThumb = y >= thumbStart && y < thumbStart + thumbLength
            painter.put(inThumb ? "█" : "│", at: Point(x: x, y: y), style: inThumb ? painter.theme.accent : painter.theme.muted)
        }
        if canScrollUp { painter.put("▲", at: Point(x: x, y: 0), style: painter.theme.accent) }
        if canScrollDown { painter.put("▼", at: Point(x: x, y: height - 1), style: painter.theme.accent) }
    }
}

/// The rows a scroll view shows: from where, in how big a viewport, of how many.
private struct Shown: Equatable {
    let offset: Int
    let size: Size
    let rows: Int
}
