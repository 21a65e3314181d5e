import Catalogue
import TerminalUI
import ViewModels

/// Lays a beer out as one list row in columns that fit the list's width:
/// `★ Name   Brewery   Style   5.2%  45  ★ 4.2 (17)`; signed in, the user's rating follows the
/// favourite mark (`★ 4/5 Name …`). Below 60 columns the style column is dropped and the
/// community's rating shrinks to its average (`★4.2`); below 50 the IBU column goes too, unless
/// the list is sorted by it. A beer nobody rated leaves the community column blank, so every
/// column stays where it is.
///
/// Columns take what their rows need (`BeerColumnContent`, from the rows loaded): a number
/// column is as wide as its widest value or its title, so a column nobody uses shrinks to its
/// title, and no title runs into the next (`ABV IBU ↓`). The name, the brewery and the style
/// share the rest, the name taking the most (half of it, two thirds without the style): a column whose values all fit takes only what they
/// need and leaves the rest to the others.
/// The filter's matches in the name stay highlighted (their offsets move with the name's column).
struct BeerRowLayout: Equatable {
    let titles: BeerColumnTitles
    let showsRatings: Bool
    /// The favourite mark's column, and the rating's when ratings are shown.
    let markWidth: Int
    let nameWidth: Int
    let breweryWidth: Int
    /// 0 when the style column is not shown.
    let styleWidth: Int
    let abvWidth: Int
    /// 0 when the IBU column is not shown.
    let ibuWidth: Int
    /// The community column: `★ 4.2 (17)` when wide, `★4.2` when narrow.
    let communityWidth: Int
    /// Whether the list is wide enough for the style and the community's full text.
    let isWide: Bool

    static let gap = 2
    /// The signed-in user's column: their stars ("4/5") and "✓" on a beer they have had.
    static let ratingWidth = 6
    /// Below this width the style column goes and the community column shows just the average.
    static let wideWidth = 60
    /// Below this width the IBU column goes (unless the list is sorted by it).
    static let ibuMinimumWidth = 50

    /// Columns for a list `listWidth` wide, leaving its last column to the scroll indicator and
    /// one blank column before it.
    init(listWidth: Int, showsRatings: Bool = false, titles: BeerColumnTitles = BeerColumnTitles(sort: .name),
         content: BeerColumnContent = .unknown) {
        self.init(width: listWidth - 2, showsRatings: showsRatings, titles: titles, content: content)
    }

    init(width: Int, showsRatings: Bool = false, titles: BeerColumnTitles = BeerColumnTitles(sort: .name),
         content: BeerColumnContent = .unknown) {
        self.titles = titles
        self.showsRatings = showsRatings
        isWide = width >= Self.wideWidth
        markWidth = 2 + (showsRatings ? Self.ratingWidth : 0)
        abvWidth = max(titles.abv.displayWidth, content.abv)
        let showsIBU = width >= Self.ibuMinimumWidth || titles.sortField == .ibu
        ibuWidth = showsIBU ? max(titles.ibu.displayWidth, content.ibu) : 0
        communityWidth = isWide ? max(titles.rating.displayWidth, content.community)
                                : max(titles.ratingShort.displayWidth, content.communityShort)
        let numbers = Self.gap + abvWidth + (showsIBU ? 1 + ibuWidth : 0) + (isWide ? Self.gap : 1) + communityWidth
        let wanted = [max(titles.name.displayWidth, content.name), max(titles.brewery.displayWidth, content.brewery)]
            + (isWide ? [max(titles.style.displayWidth, content.style)] : [])
        let available = max(0, width - markWidth - numbers - (wanted.count - 1) * Self.gap)
        let widths = Self.share(available, wanted: wanted, weights: isWide ? [2, 1, 1] : [2, 1])
        nameWidth = widths[0]
        breweryWidth = widths[1]
        styleWidth = isWide ? widths[2] : 0
    }

    /// Splits `total` columns between columns that want `wanted` each, in proportion to
    /// `weights`: a column that wants less than its share gets what it wants and the others
    /// share the rest; what is left when every column has what it wants is shared by weight.
    /// The first column (the name) gets the columns that rounding leaves over.
    static func share(_ total: Int, wanted: [Int], weights: [Int]) -> [Int] {
        var widths = wanted.map { _ in 0 }
        var open = Array(wanted.indices)
        var left = total
        while left > 0, !open.isEmpty {
            let weight = open.reduce(0) { $0 + weights[$1] }
            let satisfied = open.filter { wanted[$0] - widths[$0] <= left * weights[$0] / weight }
            if satisfied.isEmpty {
                for index in open {
                    let share = left * weights[index] / weight
                    widths[index] += share
                }
                widths[open[0]] += left - open.reduce(0) { $0 + left * weights[$1] / weight }
                return widths
            }
            for index in satisfied {
                left -= wanted[index] - widths[index]
                widths[index] = wanted[index]
            }
            open.removeAll(where: satisfied.contains)
        }
        // Every column has what it wants: the rest is shared by weight, so the columns stay apart.
        if left > 0 {
            let weight = weights.reduce(0, +)
            let shares = weights.map { left * $0 / weight }
            for index in widths.indices { widths[index] += shares[index] }
            widths[0] += left - shares.reduce(0, +)
        }
        return widths
    }

    func row(_ beer: BeerRow) -> ListRow {
        var mark = beer.isFavourite ? "★ " : "  "
        if showsRatings {
            mark += Self.fit(beer.rating.map { "\($0)/5" } ?? "", Self.ratingWidth - 2) + Self.fit(beer.hadMark, 2)
        }
        var text = mark + Self.fit(beer.name, nameWidth)
        text += Self.spaces(Self.gap) + Self.fit(beer.brewery, breweryWidth)
        if styleWidth > 0 { text += Self.spaces(Self.gap) + Self.fit(beer.style, styleWidth) }
        text += Self.spaces(Self.gap) + Self.rightAligned(beer.abvText, abvWidth)
        if ibuWidth > 0 { text += " " + Self.rightAligned(beer.ibuText, ibuWidth) }
        text += communityGap + Self.fit(isWide ? beer.communityText : beer.communityShortText, communityWidth)
        return ListRow(text, highlights: highlights(beer))
    }

    /// A row whose page is still loading.
    func placeholder() -> ListRow {
        ListRow(Self.spaces(markWidth) + "…", role: .muted)
    }

    /// The column titles, aligned with `row`: each number column is at least as wide as its
    /// title, so titles never run together.
    func header() -> String {
        var text = Self.spaces(2) + (showsRatings ? Self.fit("Mine", Self.ratingWidth) : "") + Self.fit(titles.name, nameWidth)
        text += Self.spaces(Self.gap) + Self.fit(titles.brewery, breweryWidth)
        if styleWidth > 0 { text += Self.spaces(Self.gap) + Self.fit(titles.style, styleWidth) }
        text += Self.spaces(Self.gap) + Self.rightAligned(titles.abv, abvWidth)
        if ibuWidth > 0 { text += " " + Self.rightAligned(titles.ibu, ibuWidth) }
        return text + communityGap + Self.fit(isWide ? titles.rating : titles.ratingShort, communityWidth)
    }

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

/// What a list's loaded rows hold, column by column: the display width of each column's widest
/// value (0 when no row has one), so each column takes what its rows need.
struct BeerColumnContent: Equatable {
    var name = 0
    var brewery = 0
    var style = 0
    var abv = 0
    var ibu = 0
    var community = 0
    var communityShort = 0

    /// Before any row is known: text columns as wide as they can be, number columns as wide as
    /// their widest value can be ("100.0%", "1200", "★ 4.2 (9.9k)", "★4.2").
    static let unknown = BeerColumnContent(name: 1_000, brewery: 1_000, style: 1_000, abv: 6, ibu: 4,
                                           community: 12, communityShort: 4)

    init(name: Int = 0, brewery: Int = 0, style: Int = 0, abv: Int = 0, ibu: Int = 0, community: Int = 0,
         communityShort: Int = 0) {
        (self.name, self.brewery, self.style, self.abv, self.ibu) = (name, brewery, style, abv, ibu)
        (self.community, self.communityShort) = (community, communityShort)
    }

    /// What the list's loaded beers need: the name, brewery and style what the first page's need
    /// (so pages loading as the person scrolls do not move them), the numbers what any loaded
    /// beer's need (so none is cut). Only the widths are wanted, so no match is highlighted.
    init(loaded beers: LoadedBeers) {
        let first = BeerColumnContent(rows: beers.firstPage.map { BeerRow($0, highlights: []) })
        self.init(numbersOf: beers.loaded.map { BeerRow($0, highlights: []) })
        (name, brewery, style) = (first.name, first.brewery, first.style)
    }

    /// Only the number columns' widths.
    private init(numbersOf rows: [BeerRow]) {
        for row in rows {
            abv = max(abv, row.abvText.displayWidth)
            ibu = max(ibu, row.ibuText.displayWidth)
            community = max(community, row.communityText.displayWidth)
            communityShort = max(communityShort, row.communityShortText.displayWidth)
        }
    }

    init(rows: some Sequence<BeerRow>) {
        for row in rows {
            name = max(name, row.name.displayWidth)
            brewery = max(brewery, row.brewery.displayWidth)
            style = max(style, row.style.displayWidth)
            abv = max(abv, row.abvText.displayWidth)
            ibu = max(ibu, row.ibuText.displayWidth)
            community = max(community, row.communityText.displayWidth)
            communityShort = max(communityShort, row.communityShortText.displayWidth)
        }
    }
}
