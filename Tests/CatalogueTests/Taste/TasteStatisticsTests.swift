import Catalogue
import Foundation
import XCTest

/// `TasteStatistics`: months from the first check-in's to now with empty ones kept, week streaks
/// in the reader's calendar, and the person's stars beside the others'.
final class TasteStatisticsTests: XCTestCase {
    private var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Brussels") ?? .gmt
        calendar.firstWeekday = 2 // Monday
        return calendar
    }()

    private func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 20) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date.distantPast
    }

    func testMonthsRunFromTheFirstCheckInToNowWithEmptyMonthsKept() {
        let facts = TasteFacts(checkInTimes: [date(2025, 11, 3), date(2025, 11, 30), date(2026, 2, 1)])
        let statistics = TasteStatistics(facts, calendar: calendar, now: date(2026, 3, 15))
        XCTAssertEqual(statistics.checkIns, 3)
        XCTAssertEqual(statistics.months.map(\.label), ["2025-11", "2025-12", "2026-01", "2026-02", "2026-03"])
        XCTAssertEqual(statistics.months.map(\.checkIns), [2, 0, 0, 1, 0])
    }

    func testAMonthIsTheReadersMonth() {
        // 23:30 UTC on 31 January is 1 February in Brussels.
        let lateNight = Date(timeIntervalSince1970: 1_769_902_200) // 2026-01-31 23:30 UTC
        let statistics = TasteStatistics(TasteFacts(checkInTimes: [lateNight]), calendar: calendar, now: lateNight)
        XCTAssertEqual(statistics.months.map(\.label), ["2026-02"])
    }

    func testNoCheckInsNoMonthsAndNoStreaks() {
        let statistics = TasteStatistics(TasteFacts(), calendar: calendar, now: date(2026, 3, 15))
        XCTAssertEqual(statistics.months, [])
        XCTAssertEqual(statistics.longestStreakWeeks, 0)
        XCTAssertEqual(statistics.currentStreakWeeks, 0)
        XCTAssertNil(statistics.meanDifference)
    }

    func testStreaksCountWeeksInARowFromMonday() {
        // Weeks of 2026: 5–11 Jan, 12–18 Jan, 19–25 Jan (a gap), then 2–8 Feb and 9–15 Feb.
        let times = [date(2026, 1, 5), date(2026, 1, 11), date(2026, 1, 12), date(2026, 1, 25),
                     date(2026, 2, 8), date(2026, 2, 9)]
        let thisWeek = TasteStatistics(TasteFacts(checkInTimes: times), calendar: calendar, now: date(2026, 2, 12))
        XCTAssertEqual(thisWeek.longestStreakWeeks, 3, "Sunday 11 and Monday 12 January are two weeks")
        XCTAssertEqual(thisWeek.currentStreakWeeks, 2)
        let nextWeek = TasteStatistics(TasteFacts(checkInTimes: times), calendar: calendar, now: date(2026, 2, 20))
        XCTAssertEqual(nextWeek.currentStreakWeeks, 2, "a streak lasts until a whole week passes without a check-in")
        let later = TasteStatistics(TasteFacts(checkInTimes: times), calendar: calendar, now: date(2026, 2, 23))
        XCTAssertEqual(later.currentStreakWeeks, 0)
        XCTAssertEqual(later.longestStreakWeeks, 3)
    }

    func testAStreakRunsThroughAChangeOfDaylightSavingTime() {
        // Auckland moves from UTC+12 to UTC+13 on 27 September 2026; weeks start on Monday.
        var auckland = Calendar(identifier: .gregorian)
        auckland.timeZone = TimeZone(identifier: "Pacific/Auckland") ?? .gmt
        auckland.firstWeekday = 2
        let times = [14, 21, 28, 30].compactMap { day in
            auckland.date(from: DateComponents(year: 2026, month: 9, day: day, hour: 20))
        } + [auckland.date(from: DateComponents(year: 2026, month: 10, day: 5, hour: 20))].compactMap { $0 }
        let statistics = TasteStatistics(TasteFacts(checkInTimes: times), calendar: auckland, now: times.last ?? Date())
        XCTAssertEqual(statistics.longestStreakWeeks, 4, "14, 21, 28 (and 30) September and 5 October: four weeks")
        XCTAssertEqual(statistics.currentStreakWeeks, 4)
    }

    func testStarsBesideTheOthersAverage() {
        let ratings = [
            RatingAgainstOthers(beerID: 1, stars: 5, othersAverage: 3.5, others: 4),
            RatingAgainstOthers(beerID: 2, stars: 5, othersAverage: 4.5, others: 2),
            RatingAgainstOthers(beerID: 3, stars: 2, othersAverage: 4, others: 1),
            RatingAgainstOthers(beerID: 4, stars: 3, othersAverage: 3.25, others: 8),
        ]
        let statistics = TasteStatistics(TasteFacts(ratings: ratings), calendar: calendar, now: date(2026, 1, 1))
        XCTAssertEqual(statistics.starsAgainstOthers.map(\.beers), [0, 1, 1, 0, 2])
        XCTAssertEqual(statistics.starsAgainstOthers.map(\.othersAverage), [nil, 4, 3.25, nil, 4])
        XCTAssertEqual(statistics.kinder, 2)
        XCTAssertEqual(statistics.harsher, 1)
        XCTAssertEqual(statistics.agreeing, 1)
        XCTAssertEqual(statistics.meanDifference ?? 0, (1.5 + 0.5 - 2 - 0.25) / 4, accuracy: 1e-9)
    }

    func testTheJSONNamesEveryFigure() throws {
        var abv = ABVBins.empty
        abv[5] = 2
        let facts = TasteFacts(checkInTimes: [date(2026, 1, 5)], styles: [NamedCount("Saison", 1)],
                               countries: [NamedCount("BE", 1)], checkInABV: abv, catalogueABV: abv)
        let data = try API.encoder().encode(API.TasteStatistics(TasteStatistics(facts, calendar: calendar, now: date(2026, 1, 6))))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["checkIns", "months", "longestStreakWeeks", "currentStreakWeeks", "styles", "countries",
                                          "checkInAbv", "catalogueAbv", "starsAgainstOthers", "harsher", "kinder", "agreeing",
                                          "meanDifference"])
        XCTAssertTrue(object["meanDifference"] is NSNull)
        let months = try XCTUnwrap(object["months"] as? [[String: Any]])
        XCTAssertEqual(months.first?["month"] as? String, "2026-01")
        XCTAssertEqual((object["starsAgainstOthers"] as? [[String: Any]])?.count, 5)
    }

    func testTheWireFactsRefuseHistogramsOfAnotherShape() throws {
        let json = #"{"checkInTimes":[],"styles":[],"countries":[],"checkInAbv":[1,2],"catalogueAbv":[],"ratings":[]}"#
        let decoded = try API.decoder().decode(API.TasteFacts.self, from: Data(json.utf8))
        XCTAssertThrowsError(try decoded.facts())
    }
}
