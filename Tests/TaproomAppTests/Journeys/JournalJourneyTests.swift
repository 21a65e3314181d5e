@testable import TaproomApp
import TerminalUI
import ViewModels
import XCTest

/// F5 opens the signed-in person's journal from the list: the beers they checked in with `i`,
/// newest first; it filters as they type; Enter opens a beer and Esc comes back, then leaves.
final class JournalJourneyTests: XCTestCase {
    func testCheckInsShowInTheJournalWhichFiltersAndOpensTheirBeers() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", "correct horse")])
            app.signInWithKeys("alice", "correct horse")
            app.press(.function(5))
            XCTAssertNotNil(app.journal)
            XCTAssertTrue(app.text.contains("No check-ins yet: open a beer and press i when you have it"), app.text)
            app.press(.escape)
            XCTAssertNil(app.journal)
            // Orval, then the beer after it.
            app.type("orval")
            app.press(.enter, .character("i"), .enter, .escape, .escape)
            app.type("saison dupont")
            app.press(.enter, .character("i"), .enter, .escape)
            app.press(.function(5))
            XCTAssertTrue(app.text.contains("2 check-ins"), app.text)
            let rows = app.text.split(separator: "\n").filter { $0.contains("Orval") || $0.contains("Saison Dupont") }
            XCTAssertEqual(rows.count, 2, app.text)
            XCTAssertTrue(rows.first?.contains("Saison Dupont") ?? false, "newest first: \(app.text)")
            app.type("orval")
            XCTAssertTrue(app.text.contains("1 check-in matches"), app.text)
            app.press(.enter)
            XCTAssertEqual(app.detail?.viewModel.clipboardText, "Orval — Brasserie d'Orval")
            XCTAssertTrue(app.text.contains("Had it once"), app.text)
            app.press(.escape)
            XCTAssertNotNil(app.journal, "back from the beer to the journal")
            app.press(.escape)
            XCTAssertTrue(app.text.contains("2 check-ins"), "Esc clears the filter first: \(app.text)")
            app.press(.escape)
            XCTAssertNil(app.journal)
        }
    }

    func testSignedOutTheJournalKeySaysToSignIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            app.press(.function(5))
            XCTAssertNil(app.journal)
            XCTAssertTrue(app.text.contains("Sign in (F2) to see your journal"), app.text)
        }
    }
}

/// The journal's rows line up whatever their texts, at any width.
final class JournalRowLayoutTests: XCTestCase {
    func testEveryRowsColumnsStartAtTheSameColumns() {
        MainActor.assumeIsolated {
            let rows = [JournalRow(beerID: 1, day: "2026-11-20", beer: "60 Minute IPA", brewery: "Dogfish Head Craft Brewery",
                                   style: "American IPA", rating: "", serving: ""),
                        JournalRow(beerID: 2, day: "2026-11-19", beer: "Orval", brewery: "Brasserie d'Orval",
                                   style: "Belgian Pale Ale", rating: "★ 3.75", serving: "draught")]
            func column(of text: String, in line: String) -> Int? {
                line.range(of: text).map { DisplayWidth.of(line[..<$0.lowerBound]) }
            }
            for width in [40, 59, 60, 100] {
                let lines = rows.map { JournalWidgets.line($0, width: width) }
                XCTAssertEqual(lines.map(\.displayWidth), [width - 2, width - 2], "\(width): \(lines)")
                XCTAssertEqual(column(of: "Dogf", in: lines[0]), column(of: "Bras", in: lines[1]), "\(width): \(lines)")
                if width >= 60 {
                    XCTAssertEqual(column(of: "Amer", in: lines[0]), column(of: "Belg", in: lines[1]), "\(width): \(lines)")
                }
            }
        }
    }
}
