import TerminalUI
import ViewModels

/// Lays a beer out as one list row in columns that fit the list's width:
/// `★ Name   Brewery   Style   5.2%  45  ★ 4.2 (17)`; signed in, the user's rating follows the
/// favourite mark (`★ 4/5 Name …`). Below 60 columns the style column is dropped and the
/// community's rating shrinks to its average (`★4.2`). A beer nobody rated leaves the community
/// column blank, so every column stays where it is.
/// The filter's matches in the name stay highlighted (their offsets move with the name's column).
struct BeerRowLayout: Equatable {
    let nameWidth: Int
    let breweryWidth: Int
    let styleWidth: Int
    /// The favourite mark's column, and the rating's when ratings are shown.
    let markWidth: Int
    let showsRatings: Bool
    /// The community column: `★ 4.2 (17)` when wide, `★4.2` when narrow.
    let communityWidth: Int

    static let abvWidth = 6
    static let ibuWidth = 4
    static let gap = 2
    static let ratingWidth = 5
    /// "★ 4.2 (9.9k)": the widest community text (its count has at most four characters).
    static let wideCommunityWidth = 12
    static let narrowCommunityWidth = 4

    /// Columns for a list `listWidth` wide, leaving its last column to the scroll indicator and
    /// one blank column before it.
    init(listWidth: Int, showsRatings: Bool = false) {
        self.init(width: listWidth - 2, showsRatings: showsRatings)
    }

    init(width: Int, showsRatings: Bool = false) {
        self.showsRatings = showsRatings
        markWidth = 2 + (showsRatings ? Self.ratingWidth : 0)
        communityWidth = width >= 60 ? Self.wideCommunityWidth : Self.narrowCommunityWidth
        let fixed = markWidth + Self.abvWidth + 1 + Self.ibuWidth + (width >= 60 ? Self.gap : 1) + communityWidth
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
        var mark = beer.isFavourite ? "★ " : "  "
        if showsRatings { mark += Self.fit(beer.rating.map { "\($0)/5" } ?? "", Self.ratingWidth) }
        var text = mark + Self.fit(beer.name, nameWidth)
        text += Self.spaces(Self.gap) + Self.fit(beer.brewery, breweryWidth)
        if styleWidth > 0 { text += Self.spaces(Self.gap) + Self.fit(beer.style, styleWidth) }
        text += Self.spaces(Self.gap) + Self.rightAligned(beer.abvText, Self.abvWidth)
        text += " " + Self.rightAligned(beer.ibuText, Self.ibuWidth)
        text += communityGap + Self.fit(isWide ? beer.communityText : beer.communityShortText, communityWidth)
        return ListRow(text, highlights: highlights(beer))
    }

    /// A row whose page is still loading.
    func placeholder() -> ListRow {
        ListRow(Self.spaces(markWidth) + "…", role: .muted)
    }

    /// The column titles, aligned with `row`.
    func header(_ titles: BeerColumnTitles) -> String {
        var text = Self.spaces(2) + (showsRatings ? Self.fit("Mine", Self.ratingWidth) : "") + Self.fit(titles.name, nameWidth)
        text += Self.spaces(Self.gap) + Self.fit(titles.brewery, breweryWidth)
        if styleWidth > 0 { text += Self.spaces(Self.gap) + Self.fit(titles.style, styleWidth) }
        text += Self.spaces(Self.gap) + Self.rightAligned(titles.abv, Self.abvWidth)
        // "IBU ↓" is wider than the column: it takes the space before it.
        text += Self.rightAligned(titles.ibu, Self.ibuWidth + 1)
        return text + communityGap + Self.fit(isWide ? titles.rating : titles.ratingShort, communityWidth)
    }

    private var isWide: Bool { communityWidth == Self.wideCommunityWidth }

    private var communityGap: String { Self.spaces(isWide ? Self.gap : 1) }

    /// The name's match ranges, moved past the mark and cut at the name column (the last
    /// column of a cut name is the ellipsis, never highlighted).
    private func highlights(_ beer: BeerRow) -> [Range<Int>] {
        let isCut = beer.name.displayWidth > nameWidth
        let visible = isCut ? DisplayWidth.truncate(beer.name, toWidth: nameWidth).count - 1 : beer.name.count
        let start = markWidth
        return beer.highlights.compactMap { range in
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
