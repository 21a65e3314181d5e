import Catalogue
import Foundation
import XCTest

/// The journal's terms of the query language and the values a check-in holds.
final class JournalQueryTests: XCTestCase {
    func testSinceAndUntilTakeAYearAMonthOrADayInUTC() throws {
        let query = try QueryParser.parse("stout since:2026-01 until:2026-03-31")
        XCTAssertEqual(query.words, ["stout"])
        let start = try XCTUnwrap(QueryDate("2026-01"))
        let end = try XCTUnwrap(QueryDate("2026-03-31"))
        XCTAssertEqual(query.filters, [.since(start), .until(end)])
        XCTAssertEqual(start.start, Date(timeIntervalSince1970: 1_767_225_600), "2026-01-01T00:00:00Z")
        XCTAssertEqual(end.end, Date(timeIntervalSince1970: 1_775_001_600), "2026-04-01T00:00:00Z: the whole day counts")
        XCTAssertEqual(QueryDate("2024")?.end, Date(timeIntervalSince1970: 1_735_689_600), "the whole year: 2025-01-01")
        XCTAssertEqual(QueryDate("2024-02")?.end, QueryDate("2024-03")?.start)
        XCTAssertEqual(try QueryParser.parse(query.text), query, "the canonical text reads back equal")
        XCTAssertEqual(query.text, "stout since:2026-01 until:2026-03-31")
        XCTAssertEqual(query.beerTerms, CatalogueQuery(words: ["stout"]))
    }

    func testADateThatIsNotOneIsNamed() {
        for text in ["since:2026-13", "since:2026-02-30", "until:26", "since:2026-1", "until:yesterday", "since:2026-01-01-01"] {
            XCTAssertThrowsError(try QueryParser.parse(text), text) { error in
                XCTAssertEqual(error as? QueryError, .malformedDate(text))
            }
        }
        XCTAssertThrowsError(try QueryParser.parse("since:")) { XCTAssertEqual($0 as? QueryError, .missingValue("since:")) }
        XCTAssertThrowsError(try QueryParser.parse("since>2026")) {
            XCTAssertEqual($0 as? QueryError, .unsupportedOperator("since>2026"))
        }
        XCTAssertTrue(QueryError.malformedDate("since:2026-13").description.contains("since:2026-01"))
    }

    func testAQuarterRatingIsExactAndRoundsToWholeStarsHalfUp() {
        XCTAssertEqual(QuarterRating(stars: 3.75)?.quarters, 15)
        XCTAssertEqual(QuarterRating(stars: 3.75)?.stars, 3.75)
        for refused in [0, 5.25, 3.3, -1, .nan, .infinity] {
            XCTAssertNil(QuarterRating(stars: refused), "\(refused)")
        }
        XCTAssertEqual([0.25, 1.25, 1.5, 3.25, 3.5, 4.75, 5].compactMap { QuarterRating(stars: $0)?.wholeStars }, [1, 1, 2, 3, 4, 5, 5])
        XCTAssertEqual(QuarterRating(quarters: 17)?.description, "4.25")
        XCTAssertEqual(QuarterRating(quarters: 16)?.description, "4")
    }

    func testAJournalCursorReadsBackItsToken() {
        let cursor = JournalCursor(time: Date(timeIntervalSince1970: 1_556_999_112), id: 42)
        XCTAssertEqual(cursor.token, "1556999112.42")
        XCTAssertEqual(JournalCursor(token: cursor.token), cursor)
        for bad in ["", "1556999112", "x.42", "1.2.3"] { XCTAssertNil(JournalCursor(token: bad), bad) }
    }
}
