import Catalogue
import Foundation
@testable import TaproomApp
import TerminalUI
import ViewModels
import XCTest

/// `TasteCharts`: bars in eighths that never vanish for a count above none, every line within the
/// width at any width, and years that never run into each other under the months.
final class TasteChartsTests: XCTestCase {
    private func statistics(months: Int) -> TasteStatistics {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let start = Date(timeIntervalSince1970: 1_704_110_400) // 2024-01-01 12:00 UTC
        let times = (0 ..< months * 3).map { start.addingTimeInterval(Double($0) * 10 * 86_400) }
        var abv = ABVBins.empty
        abv[5] = 7
        abv[ABVBins.last] = 1
        let facts = TasteFacts(checkInTimes: times, styles: [NamedCount("An Extraordinarily Long Style Name Indeed", 9),
                                                             NamedCount("Saison", 1)],
                               countries: [NamedCount("BE", 1_234)], checkInABV: abv, catalogueABV: abv,
                               ratings: [RatingAgainstOthers(beerID: 1, stars: 2, othersAverage: 4.5, others: 3)])
        return TasteStatistics(facts, calendar: calendar, now: times.last ?? start)
    }

    func testAVerticalBarFillsByEighthsAndShowsAnyCount() {
        XCTAssertEqual((0 ..< 2).map { TasteCharts.level(1, of: 1, row: $0, height: 2) }, [8, 8])
        XCTAssertEqual((0 ..< 2).map { TasteCharts.level(1, of: 2, row: $0, height: 2) }, [0, 8])
        XCTAssertEqual((0 ..< 2).map { TasteCharts.level(1, of: 1_000, row: $0, height: 2) }, [0, 1], "never nothing")
        XCTAssertEqual((0 ..< 2).map { TasteCharts.level(0, of: 5, row: $0, height: 2) }, [0, 0])
    }

    func testAHorizontalBarEndsInAnEighth() {
        XCTAssertEqual(TasteCharts.horizontalBar(1, of: 1, width: 3), "███")
        XCTAssertEqual(TasteCharts.horizontalBar(1, of: 2, width: 3), "█▌")
        XCTAssertEqual(TasteCharts.horizontalBar(1, of: 1_000, width: 3), "▏")
        XCTAssertEqual(TasteCharts.horizontalBar(0, of: 1_000, width: 3), "")
    }

    func testEveryLineFitsItsWidth() {
        for months in [1, 30, 90] {
            let figures = statistics(months: months)
            for width in 20 ... 140 {
                for line in TasteCharts.lines(figures, width: width, keys: KeyNames()) {
                    XCTAssertLessThanOrEqual(line.text.displayWidth, width, "\(months) months at \(width): \(line.text)")
                }
            }
        }
    }

    func testYearsUnderTheMonthsNeverTouch() {
        for width in [20, 40, 100] {
            let lines = TasteCharts.months(statistics(months: 36), width: width)
            let years = lines.first { $0.text.contains("202") }?.text ?? ""
            XCTAssertFalse(years.contains("20242025") || years.contains("20252026"), "\(width): \(years)")
            XCTAssertTrue(years.contains("202"), "\(width): \(years)")
        }
    }
}
