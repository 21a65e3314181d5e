import TerminalUI
import ViewModels

/// Lays a beer out as one list row in columns that fit the list's width:
/// `★ Name   Brewery   Style   5.2%  45`. Below 60 columns the style column is dropped.
/// The filter's matches in the name stay highlighted (their offsets move with the name's column).
struct BeerRowLayout: Equatable {
    let nameWidth: Int
    let breweryWidth: Int
    let styleWidth: Int

    static let markWidth = 2
    static let abvWidth = 6
    static let ibuWidth = 4
    static let gap = 2

    /// Columns for a list `listWidth` wide, leaving its last column to the scroll indicator.
    init(listWidth: Int) {
        self.init(width: listWidth - 1)
    }

    init(width: Int) {
        let fixed = Self.markWidth + Self.abvWidth + 1 + Self.ibuWidth
        if width >= 60 {
            let flexible = max(0, width - fixed - 3 * Self.gap)
            nameWidth = flexible * 40 / 100
            breweryWidth = flexible * 32 / 100
            styleWidth = flexible - nameWidth - breweryWidth
        } else {
            let flexible = max(0, width - fixed - 2 * Self.gap)
            nameWidth = flexible * 55 / 100
            breweryWidth = flexible - nameWidth
            styleWidth = 0
        }
    }

    func row(_ beer: BeerRow) -> ListRow {
        let mark = beer.isFavourite ? "★ " : "  "
        var text = mark + Self.fit(beer.name, nameWidth)
        text += Self.spaces(Self.gap) + Self.fit(beer.brewery, breweryWidth)
        if styleWidth > 0 { text += Self.spaces(Self.gap) + Self.fit(beer.style, styleWidth) }
        text += Self.spaces(Self.gap) + Self.rightAligned(beer.abvText, Self.abvWidth)
        text += " " + Self.rightAligned(beer.ibuText, Self.ibuWidth)
        return ListRow(text, highlights: highlights(beer))
    }

    /// The column titles, aligned with `row`.
    func header() -> String {
        var text = Self.spaces(Self.markWidth) + Self.fit("Name", nameWidth)
        text += Self.spaces(Self.gap) + Self.fit("Brewery", breweryWidth)
        if styleWidth > 0 { text += Self.spaces(Self.gap) + Self.fit("Style", styleWidth) }
        text += Self.spaces(Self.gap) + Self.rightAligned("ABV", Self.abvWidth)
        return text + " " + Self.rightAligned("IBU", Self.ibuWidth)
    }

    /// The name's match ranges, moved past the mark and cut at the name column (the last
    /// column of a cut name is the ellipsis, never highlighted).
    private func highlights(_ beer: BeerRow) -> [Range<Int>] {
        let isCut = beer.name.displayWidth > nameWidth
        let visible = isCut ? DisplayWidth.truncate(beer.name, toWidth: nameWidth).count - 1 : beer.name.count
        let start = Self.markWidth
        return beer.matchedRanges.compactMap { range in
            let upper = min(range.upperBound, visible)
            guard range.lowerBound < upper else { return nil }
            return (start + range.lowerBound)..<(start + upper)
        }
    }

    /// `text` cut (with `…`) or padded with spaces to exactly `width` columns.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        let cut = DisplayWidth.truncate(text, toWidth: width)
        return cut + spaces(width - cut.displayWidth)
    }

    static func rightAligned(_ text: String, _ width: Int) -> String {
        let cut = DisplayWidth.truncate(text, toWidth: width)
        return spaces(width - cut.displayWidth) + cut
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }
}
