import TerminalUI

/// One row: a style's beers as bars of eighth blocks, one per bin from the first bin with beers
/// to the last (and the shown beer's), the shown beer's bin in the accent colour (bold without
/// colours), then what the bars span, "4–8% in American IPA" (cut to the room there is).
@MainActor
final class StyleSpark: View {
    var bins: [Int] = [] { didSet { if bins != oldValue { setNeedsDisplay() } } }
    /// The shown beer's bin; nil draws nothing.
    var beerBin: Int? { didSet { if beerBin != oldValue { setNeedsDisplay() } } }
    /// The caption for the bins drawn.
    var caption: (ClosedRange<Int>) -> String = { _ in "" } { didSet { setNeedsDisplay() } }

    /// The bins drawn: those with beers, and the beer's own.
    var shownBins: ClosedRange<Int>? {
        guard let beerBin else { return nil }
        let filled = bins.indices.filter { bins[$0] > 0 } + [beerBin]
        guard let first = filled.min(), let last = filled.max() else { return nil }
        return first ... last
    }

    override func render(_ painter: Painter) {
        guard let beerBin, let shown = shownBins, painter.width > shown.count else { return }
        let theme = painter.theme
        let most = Double(bins.max() ?? 0)
        for (x, index) in shown.enumerated() {
            let level = TasteCharts.level(Double(bins[index]), of: most, row: 0, height: 1)
            // An empty bin at the beer's own place still shows where it is.
            let glyph = index == beerBin && level == 0 ? "▁" : String(TasteCharts.eighths[level])
            painter.put(glyph, at: Point(x: x, y: 0), style: index == beerBin ? theme[.accent] : theme[.muted])
        }
        let room = painter.width - shown.count - 1
        guard room > 0 else { return }
        painter.put(DisplayWidth.truncate(caption(shown), toWidth: room), at: Point(x: shown.count + 1, y: 0), style: theme[.muted])
    }
}
