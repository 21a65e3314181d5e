import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// The journal: the person's check-ins only, newest first (ties by id), each with its beer's
    /// name, brewery and style and the person's rating; filtered by the list's query language
    /// (words, style:, brewery:, country:, abv, fav) and by `since:`/`until:` (UTC, inclusive of
    /// the whole year, month or day); paged by `next` with the same total on every page, and
    /// nothing lost or repeated when check-ins share a second. `since:` in a list of beers is a
    /// `QueryError`.
    public static func journal(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        let page = try await catalogue.search(SearchRequest(limit: 100), as: nil)
        let ids = Dictionary(page.beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        func id(_ name: String) throws -> Int64 {
            guard let id = ids[name] else { throw StageError("\(subject.name): no beer named \(name)") }
            return id
        }
        for name in ["carol", "dave"] { _ = try await catalogue.createAccount(name: name, password: "password of \(name)") }
        let carol = try await catalogue.signIn(name: "carol", password: "password of carol")
        let dave = try await catalogue.signIn(name: "dave", password: "password of dave")

        func at(_ text: String) throws -> Date {
            guard let date = try? Date(text + "Z", strategy: .iso8601) else { throw StageError("bad time \(text)") }
            return date
        }
        // Two check-ins in one second, to page through a tie.
        let history: [(String, String, QuarterRating?)] = [
            ("Orval", "2025-12-31T23:59:59", QuarterRating(stars: 4.5)),
            ("Westmalle Tripel", "2026-01-01T00:00:00", nil),
            ("Früh Kölsch", "2026-01-15T12:00:00", QuarterRating(stars: 3)),
            ("Orval", "2026-02-28T20:00:00", nil),
            ("Westmalle Tripel", "2026-03-01T00:00:00", QuarterRating(stars: 2.25)),
            ("Früh Kölsch", "2026-03-01T00:00:00", nil),
        ]
        for (beer, time, rating) in history {
            _ = try await catalogue.checkIn(beerID: try id(beer), NewCheckIn(time: try at(time), rating: rating), session: carol)
        }
        _ = try await catalogue.checkIn(beerID: try id("Orval"), NewCheckIn(time: try at("2026-01-10T00:00:00")), session: dave)
        _ = try await catalogue.setFavourite(true, beerID: try id("Orval"), session: carol)

        func journal(_ text: String, pageSize: Int = 2) async throws -> [JournalEntry] {
            var request = JournalRequest(query: try QueryParser.parse(text), limit: pageSize)
            var entries: [JournalEntry] = []
            var totals: Set<Int> = []
            for _ in 0...50 {
                let page = try await catalogue.journal(request, session: carol)
                XCTAssertLessThanOrEqual(page.entries.count, pageSize, "\(subject.name): «\(text)» page too large")
                entries += page.entries
                totals.insert(page.total)
                guard let next = page.next else { break }
                request.after = next
            }
            XCTAssertEqual(totals, [entries.count], "\(subject.name): «\(text)»: every page's total is the count")
            return entries
        }
        let days = ISO8601DateFormatter()
        func expect(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) async throws {
            let found = try await journal(text).map { "\($0.beerName) \(days.string(from: $0.checkIn.time).prefix(10))" }
            XCTAssertEqual(found, expected, "\(subject.name): «\(text)»", file: file, line: line)
        }

        let all = try await journal("", pageSize: 1)
        XCTAssertEqual(all.map(\.beerName), ["Früh Kölsch", "Westmalle Tripel", "Orval", "Früh Kölsch", "Westmalle Tripel", "Orval"],
                       "\(subject.name): newest first, the later id first in a tie; only carol's")
        XCTAssertEqual(all.map(\.checkIn.time), all.map(\.checkIn.time).sorted(by: >), subject.name)
        XCTAssertEqual(all[1].breweryName, "Westmalle", subject.name)
        XCTAssertEqual(all[1].style, "Tripel", subject.name)
        XCTAssertEqual(all[1].checkIn.rating, QuarterRating(stars: 2.25), "\(subject.name): each check-in's own rating")
        XCTAssertEqual(all[1].rating, 2, "\(subject.name): and the person's whole stars for the beer")
        XCTAssertEqual(all[2].rating, 5, "\(subject.name): Orval's latest rated check-in, 4.5, is 5 whole stars")
        let paged = try await journal("", pageSize: 4)
        XCTAssertEqual(paged, all, "\(subject.name): pages of 4 and of 1 agree")

        try await expect("since:2026-03", ["Früh Kölsch 2026-03-01", "Westmalle Tripel 2026-03-01"])
        try await expect("since:2026 until:2026-01", ["Früh Kölsch 2026-01-15", "Westmalle Tripel 2026-01-01"])
        try await expect("until:2025-12-31", ["Orval 2025-12-31"])
        try await expect("since:2026-02-28 until:2026-02-28", ["Orval 2026-02-28"])
        try await expect("orval", ["Orval 2026-02-28", "Orval 2025-12-31"])
        try await expect("fav since:2026", ["Orval 2026-02-28"])
        try await expect("style:tripel", ["Westmalle Tripel 2026-03-01", "Westmalle Tripel 2026-01-01"])
        try await expect("country:de abv<5", ["Früh Kölsch 2026-03-01", "Früh Kölsch 2026-01-15"])
        try await expect("kolsch until:2026-01", ["Früh Kölsch 2026-01-15"])

        let refused = await thrownError {
            try await catalogue.search(SearchRequest(query: try QueryParser.parse("since:2026")), as: carol)
        }
        XCTAssertEqual(refused as? QueryError, .journalOnly("since:2026"), "\(subject.name): \(String(describing: refused))")
        let his = try await catalogue.journal(JournalRequest(), session: dave)
        XCTAssertEqual(his.entries.map(\.beerName), ["Orval"], "\(subject.name): dave's journal is his own")
    }
}
