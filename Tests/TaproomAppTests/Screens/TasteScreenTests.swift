import Catalogue
import Foundation
@testable import TaproomApp
import TerminalUI
import VirtualTimeTestSupport
import XCTest

/// The statistics screen (F6 from the list): charts of a signed-in person's journal at 100×30 and
/// 40×12, scrolled with PgDn, with and without colours; signed out, F6 says how to sign in.
final class TasteScreenTests: XCTestCase {
    static let sizes = [Size(width: 100, height: 30), Size(width: 40, height: 12)]

    /// Alice's check-ins: Tuesdays at noon UTC (the same day, week and month from UTC−11 to
    /// UTC+11, whichever day a week starts on), over four months; ratings by Bob too.
    private static func stage(_ app: AppHarness) throws {
        let catalogue = app.local
        try runInline {
            let alice = try await catalogue.acting(asUserNamed: "alice")
            let bob = try await catalogue.acting(asUserNamed: "bob")
            let beers = try await catalogue.search(SearchRequest(limit: 100), as: nil).beers
            let ids = Dictionary(beers.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
            let tuesday = Date(timeIntervalSince1970: 1_767_182_400 + 86_400 * 6) // 2026-01-06 12:00 UTC
            let visits: [(String, Int)] = [("Orval", 0), ("Orval", 1), ("Westmalle Tripel", 2), ("Punk IPA", 3),
                                           ("Saison Dupont", 4), ("Orval", 12), ("Guinness Draught", 13), ("Stone IPA", 13)]
            for (name, week) in visits {
                guard let id = ids[name] else { continue }
                _ = try await catalogue.checkIn(beerID: id, NewCheckIn(time: tuesday.addingTimeInterval(Double(week) * 7 * 86_400)),
                                                session: alice)
            }
            for (name, mine, his) in [("Orval", 5, 3), ("Westmalle Tripel", 4, 4), ("Punk IPA", 2, 4)] {
                guard let id = ids[name] else { continue }
                _ = try await catalogue.setRating(mine, beerID: id, session: alice)
                _ = try await catalogue.setRating(his, beerID: id, session: bob)
            }
        }
    }

    func testTheChartsAtEachSizeScrolledWithPageDown() throws {
        try MainActor.assumeIsolated {
            for size in Self.sizes {
                let app = try AppHarness(width: size.width, height: size.height,
                                         users: [("alice", "correct horse"), ("bob", "battery staple")])
                try Self.stage(app)
                app.signInWithKeys("alice", "correct horse")
                app.press(.function(6))
                XCTAssertTrue(app.app.router.top is TastePresenter, app.text)
                var page = 0
                assertGolden(app.render(), "taste-\(size.width)x\(size.height)-\(page)")
                while app.text.contains("▼"), page < 6 {
                    app.press(.pageDown)
                    page += 1
                    assertGolden(app.render(), "taste-\(size.width)x\(size.height)-\(page)")
                }
                XCTAssertTrue(app.text.contains("harsher 1 · kinder 1 · within ½ star 1"), app.text)
                app.press(.escape)
                XCTAssertTrue(app.app.router.top is BeerListPresenter, "Esc goes back to the list")
            }
        }
    }

    func testWithoutColoursTheTwoDistributionsStillTellApart() throws {
        try MainActor.assumeIsolated {
            var settings = Settings()
            settings.theme = .monochrome
            let app = try AppHarness(width: 100, height: 30, users: [("alice", "correct horse"), ("bob", "battery staple")],
                                     settings: settings)
            try Self.stage(app)
            app.signInWithKeys("alice", "correct horse")
            app.press(.function(6), .pageDown)
            XCTAssertTrue(app.text.contains("ABV: yours █ beside the catalogue ⣿"), app.text)
            assertGolden(app.render(), "taste-monochrome-100x30-1")
        }
    }

    func testACheckInMadeSinceCountsInTheCharts() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30, users: [("alice", "correct horse"), ("bob", "battery staple")])
            try Self.stage(app)
            app.signInWithKeys("alice", "correct horse")
            app.press(.function(6))
            XCTAssertTrue(app.text.contains("8 check-ins"), app.text)
            app.press(.escape, .enter, .character("i"), .enter, .escape, .function(6))
            XCTAssertTrue(app.text.contains("9 check-ins"), app.text)
        }
    }

    func testSignedOutF6SaysHowToSignIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(6))
            XCTAssertTrue(app.app.router.top is BeerListPresenter)
            XCTAssertTrue(app.text.contains("Sign in (F2) to see your journal and your taste"), app.text)
        }
    }

    func testNoCheckInsYetSaysHowToMakeOne() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.press(.function(6))
            XCTAssertTrue(app.text.contains("No check-ins yet: open a beer and press i when you have it"), app.text)
            XCTAssertTrue(app.text.contains("None of the beers you rated has anyone else's rating yet"), app.text)
        }
    }
}
