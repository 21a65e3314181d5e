import Catalogue
import CatalogueServices
@testable import TaproomApp
import TerminalUI
import ViewModels
import XCTest

/// `BeerRowLayout`: every row and the header fill the list up to its scroll indicator, columns line up whatever the
/// name's characters, and the filter's highlights move and are cut with the name.
final class BeerRowLayoutTests: XCTestCase {
    private static let widths = [40, 60, 80, 200]

    private func row(_ name: String, brewery: String = "Brasserie Dupont", style: String? = "Saison",
                     abv: Double? = 6.5, ibu: Double? = 30, favourite: Bool = false,
                     average: Double? = nil, raters: Int = 0, mine: Int? = nil, checkIns: Int = 0,
                     highlights: [Range<Int>] = []) -> BeerRow {
        BeerRow(BeerSummary(id: 1, name: name, breweryName: brewery, country: "BE", style: style, abv: abv, ibu: ibu,
                            isFavourite: favourite, rating: mine, averageRating: average, ratingCount: raters,
                            checkInCount: checkIns), highlights: highlights)
    }

    /// Names of every shape: short, long, wide (CJK), emoji, combining marks, empty.
    private lazy var rows = [
        row("Orval"),
        row("An Extraordinarily Long Imperial Barrel-Aged Breakfast Stout With Coffee",
            brewery: "The Very Long Name Brewing Company of Somewhere", style: "American Imperial Stout"),
        row("常陸野ネスト ホワイトエール", brewery: "木内酒造", style: "ヴァイツェン"),
        row("🍺 Emoji 🍻 Ale 🎉", brewery: "🏭 Works", style: "Pale 🍋"),
        row("Cafe\u{301} Noir", brewery: "Bra\u{308}u", abv: nil, ibu: nil, favourite: true),
        row("", brewery: "", style: nil, abv: nil, ibu: nil),
        row("X", abv: 12.25, ibu: 1200, average: 4.25, raters: 17),
        row("Rated by many", average: 5, raters: 9_999),
    ]

    func testRowsAndHeaderFillTheListLeavingAGapAndTheIndicatorColumn() {
        for width in Self.widths {
            let layout = BeerRowLayout(listWidth: width)
            XCTAssertEqual(layout.header().displayWidth, width - 2, "header at \(width)")
            for beer in rows {
                XCTAssertEqual(layout.row(beer).text.displayWidth, width - 2, "\(beer.name) at \(width)")
            }
        }
    }

    func testTheStyleColumnIsDroppedBelowSixtyColumns() {
        XCTAssertFalse(BeerRowLayout(width: 59).header().contains("Style"))
        XCTAssertEqual(BeerRowLayout(width: 59).styleWidth, 0)
        XCTAssertTrue(BeerRowLayout(width: 60).header().contains("Style"))
        XCTAssertFalse(BeerRowLayout(listWidth: 40).row(row("Orval")).text.contains("Saison"))
        XCTAssertTrue(BeerRowLayout(listWidth: 80).row(row("Orval")).text.contains("Saison"))
    }

    func testColumnsStartAtTheSameDisplayColumnInEveryRowAndTheHeader() {
        for width in Self.widths {
            let layout = BeerRowLayout(listWidth: width)
            let expected = Self.columnStarts(layout)
            XCTAssertEqual(Self.displayColumn(of: "Brewery", in: layout.header()), expected.brewery, "header at \(width)")
            for beer in rows where !beer.brewery.isEmpty {
                let text = layout.row(beer).text
                let brewery = DisplayWidth.truncate(beer.brewery, toWidth: layout.breweryWidth)
                XCTAssertEqual(Self.displayColumn(of: brewery, in: text), expected.brewery, "\(beer.name) at \(width)")
                XCTAssertEqual(Self.displayColumn(of: beer.abvText.isEmpty ? nil : beer.abvText, in: text),
                               beer.abvText.isEmpty ? nil : expected.abvEnd - beer.abvText.displayWidth,
                               "ABV right-aligned: \(beer.name) at \(width)")
            }
        }
    }

    func testTheCommunityColumnEndsEveryRowAndTheHeaderAtTheSameColumn() {
        for width in Self.widths {
            for showsRatings in [false, true] {
                let layout = BeerRowLayout(listWidth: width, showsRatings: showsRatings,
                                           titles: BeerColumnTitles(sort: .bestRatedFirst))
                let start = width - 2 - layout.communityWidth
                let header = layout.header()
                XCTAssertEqual(Self.displayColumn(of: width >= 62 ? "Rating ↓" : "★ ↓", in: header), start, "header at \(width)")
                XCTAssertEqual(header.displayWidth, width - 2)
                for beer in rows {
                    let text = layout.row(beer).text
                    XCTAssertEqual(text.displayWidth, width - 2, "\(beer.name) at \(width)")
                    let community = width >= 62 ? beer.communityText : beer.communityShortText
                    if community.isEmpty {
                        XCTAssertTrue(text.hasSuffix(String(repeating: " ", count: layout.communityWidth)),
                                      "unrated: blank at \(width)")
                    } else {
                        XCTAssertEqual(Self.displayColumn(of: community, in: text), start, "\(beer.name) at \(width)")
                    }
                }
            }
        }
        XCTAssertTrue(BeerRowLayout(listWidth: 80).row(row("X", average: 4.25, raters: 17)).text.hasSuffix("★ 4.3 (17)  "))
        XCTAssertTrue(BeerRowLayout(listWidth: 40).row(row("X", average: 4.25, raters: 17)).text.hasSuffix("★4.3"))
    }

    func testTheFavouriteMarkTakesTheFirstColumns() {
        let layout = BeerRowLayout(listWidth: 80)
        XCTAssertTrue(layout.row(row("Orval", favourite: true)).text.hasPrefix("★ Orval"))
        XCTAssertTrue(layout.row(row("Orval")).text.hasPrefix("  Orval"))
    }

    func testTheSignedInColumnShowsTheStarsAndATickOnABeerYouHaveHad() {
        let layout = BeerRowLayout(listWidth: 80, showsRatings: true)
        XCTAssertTrue(layout.header().hasPrefix("  Mine  Name"), layout.header())
        XCTAssertTrue(layout.row(row("Orval", favourite: true, mine: 4, checkIns: 3)).text.hasPrefix("★ 4/5 ✓ Orval"))
        XCTAssertTrue(layout.row(row("Orval", checkIns: 1)).text.hasPrefix("      ✓ Orval"))
        XCTAssertTrue(layout.row(row("Orval", mine: 2)).text.hasPrefix("  2/5   Orval"))
        XCTAssertTrue(layout.row(row("Orval")).text.hasPrefix("        Orval"))
    }

    func testHighlightsMoveWithTheName() {
        // "Old IPA": the query matched "IPA" (characters 4..<7 of the name).
        for width in Self.widths {
            let listRow = BeerRowLayout(listWidth: width).row(row("Old IPA", highlights: [4..<7]))
            XCTAssertEqual(listRow.highlights, [6..<9], "past the two-column mark at \(width)")
            XCTAssertEqual(Self.characters(listRow.highlights[0], of: listRow.text), "IPA")
        }
    }

    func testHighlightsOnWideCharactersCountCharactersNotColumns() {
        // "ホワイト" is characters 7..<11 of the name; each is two columns wide.
        let listRow = BeerRowLayout(listWidth: 200).row(row("常陸野ネスト ホワイトエール", highlights: [7..<11]))
        XCTAssertEqual(Self.characters(listRow.highlights[0], of: listRow.text), "ホワイト")
        let emoji = BeerRowLayout(listWidth: 80).row(row("🍺 Emoji Ale", highlights: [2..<7]))
        XCTAssertEqual(Self.characters(emoji.highlights[0], of: emoji.text), "Emoji")
    }

    func testHighlightsAreCutWithTheName() throws {
        let name = "An Extraordinarily Long Imperial Barrel-Aged Breakfast Stout With Coffee"
        let layout = BeerRowLayout(listWidth: 31)  // an 8-column name: "An Extr…"
        XCTAssertEqual(layout.nameWidth, 8)
        // "Extraordinarily" (3..<18) straddles the cut: only the visible part stays, never the ellipsis.
        let straddling = layout.row(row(name, highlights: [3..<18]))
        XCTAssertEqual(straddling.highlights, [5..<9])
        XCTAssertEqual(Self.characters(straddling.highlights[0], of: straddling.text), "Extr")
        XCTAssertEqual(Self.characters(9..<10, of: straddling.text), "…")
        // "Coffee" is cut off entirely: no highlight lands on the brewery column.
        XCTAssertEqual(layout.row(row(name, highlights: [67..<73])).highlights, [])
    }

    func testHighlightsAreCutWithAWideName() {
        // 8 columns hold "常陸野" and the ellipsis (a fourth wide character would leave no room for it).
        let layout = BeerRowLayout(listWidth: 31)
        XCTAssertEqual(layout.nameWidth, 8)
        let listRow = layout.row(row("常陸野ネスト ホワイトエール", brewery: "木内酒造",
                                    highlights: [0..<3, 4..<6, 7..<11]))
        XCTAssertEqual(listRow.highlights, [2..<5])
        XCTAssertEqual(Self.characters(2..<5, of: listRow.text), "常陸野")
        XCTAssertEqual(Self.displayColumn(of: DisplayWidth.truncate("木内酒造", toWidth: layout.breweryWidth), in: listRow.text),
                       Self.columnStarts(layout).brewery,
                       "a wide character that does not fit is replaced by padding, keeping the columns")
    }

    func testNoTitleRunsIntoTheNextInAnySortAtAnyWidth() {
        for width in 20...220 {
            for sort in CatalogueSort.cycle + CatalogueSort.cycle.map({ CatalogueSort(field: $0.field, descending: !$0.descending) }) {
                for content in [BeerColumnContent.unknown, BeerColumnContent(rows: rows), BeerColumnContent()] {
                    let layout = BeerRowLayout(listWidth: width, titles: BeerColumnTitles(sort: sort), content: content)
                    let header = layout.header()
                    XCTAssertEqual(header.displayWidth, max(width - 2, header.displayWidth), "\(sort) at \(width)")
                    for (left, right) in [("ABV", "IBU"), ("IBU", "Rating"), ("IBU", "★"), ("ABV", "★")] {
                        XCTAssertNil(header.range(of: left + right), "\(sort) at \(width): \(header)")
                        XCTAssertNil(header.range(of: "↓" + right), "\(sort) at \(width): \(header)")
                        XCTAssertNil(header.range(of: "↑" + right), "\(sort) at \(width): \(header)")
                    }
                }
            }
        }
    }

    /// A column whose rows are all empty is as wide as its title; the name takes the room.
    func testColumnsNobodyUsesShrinkToTheirTitles() {
        let unrated = [row("Orval"), row("Westvleteren 12", brewery: "Sint-Sixtus")]
        let layout = BeerRowLayout(listWidth: 80, content: BeerColumnContent(rows: unrated))
        XCTAssertEqual(layout.communityWidth, "Rating".count)
        XCTAssertEqual(layout.abvWidth, "6.5%".count)
        XCTAssertEqual(layout.ibuWidth, "IBU".count)
        XCTAssertTrue(layout.header().hasSuffix("  Rating"), layout.header())
        let full = BeerRowLayout(listWidth: 80)
        XCTAssertGreaterThan(layout.nameWidth, full.nameWidth)
        XCTAssertGreaterThanOrEqual(layout.nameWidth, layout.breweryWidth)
        XCTAssertGreaterThanOrEqual(layout.nameWidth, layout.styleWidth)
    }

    /// The name keeps the most room when every column wants more than there is.
    func testTheNameKeepsTheMostRoom() {
        for width in Self.widths + [50, 100, 120] {
            let layout = BeerRowLayout(listWidth: width, content: BeerColumnContent(rows: rows))
            XCTAssertGreaterThan(layout.nameWidth, layout.breweryWidth, "at \(width)")
            XCTAssertGreaterThan(layout.nameWidth, layout.styleWidth, "at \(width)")
        }
    }

    /// Below 50 columns the IBU column goes, unless the list is sorted by it.
    func testANarrowListDropsTheIBUUnlessSortedByIt() {
        XCTAssertEqual(BeerRowLayout(listWidth: 40).ibuWidth, 0)
        XCTAssertFalse(BeerRowLayout(listWidth: 40).header().contains("IBU"))
        let sorted = BeerRowLayout(listWidth: 40, titles: BeerColumnTitles(sort: .mostBitterFirst))
        XCTAssertTrue(sorted.header().contains("ABV IBU ↓"), sorted.header())
        XCTAssertTrue(BeerRowLayout(listWidth: 60).header().contains("IBU"))
    }

    func testSharingGivesWhatIsWantedAndTheRestByWeight() {
        XCTAssertEqual(BeerRowLayout.share(30, wanted: [100, 100, 100], weights: [5, 3, 3]), [14, 8, 8])
        XCTAssertEqual(BeerRowLayout.share(30, wanted: [100, 5, 100], weights: [5, 3, 3]), [16, 5, 9])
        XCTAssertEqual(BeerRowLayout.share(30, wanted: [10, 5, 5], weights: [2, 1, 1]), [16, 7, 7])
        XCTAssertEqual(BeerRowLayout.share(0, wanted: [10, 5], weights: [2, 1]), [0, 0])
        XCTAssertEqual(BeerRowLayout.share(9, wanted: [0, 0], weights: [2, 1]).reduce(0, +), 9)
    }

    // MARK: Helpers

    /// Where the brewery column starts and where the ABV column ends, from the layout's widths.
    private static func columnStarts(_ layout: BeerRowLayout) -> (brewery: Int, abvEnd: Int) {
        let brewery = 2 + layout.nameWidth + BeerRowLayout.gap
        var abvStart = brewery + layout.breweryWidth + BeerRowLayout.gap
        if layout.styleWidth > 0 { abvStart += layout.styleWidth + BeerRowLayout.gap }
        return (brewery, abvStart + layout.abvWidth)
    }

    /// The display column where `needle` first starts in `text`, or nil.
    private static func displayColumn(of needle: String?, in text: String) -> Int? {
        guard let needle, let range = text.range(of: needle) else { return nil }
        return String(text[..<range.lowerBound]).displayWidth
    }

    /// The characters at grapheme offsets `range` of `text`.
    private static func characters(_ range: Range<Int>, of text: String) -> String {
        String(Array(text)[range])
    }
}
