@testable import TaproomApp
import TerminalUI
import XCTest

/// The hint bar shows F1 Help at every width (the help is where the other keys are found) and
/// drops the screen's last hints first when the terminal is narrow.
final class HintBarWidthTests: XCTestCase {
    private static let users = [("alice", "correct horse")]

    /// The bottom row of each screen at `width` columns: the list, the detail signed in, the form.
    @MainActor
    private static func hintBars(width: Int) throws -> [String: String] {
        var bars: [String: String] = [:]
        let list = try AppHarness(width: width, height: 24, users: users)
        bars["list"] = list.render().rowText(23)
        list.signInWithKeys("alice", "correct horse")
        list.press(.enter)
        bars["detail"] = list.render().rowText(23)
        let form = try AppHarness(width: width, height: 24)
        form.press(.function(2))
        bars["sign-in"] = form.render().rowText(23)
        return bars
    }

    func testFortyColumnsKeepF1Help() throws {
        try MainActor.assumeIsolated {
            let bars = try Self.hintBars(width: 40)
            XCTAssertEqual(bars["list"], "Enter Open  Esc Clear  ^F Fav  F1 Help  ")
            for (screen, bar) in bars {
                XCTAssertTrue(bar.contains("F1 Help"), "\(screen): \(bar)")
            }
        }
    }

    func testAHundredColumnsShowEveryHintInTheKeymapsOrder() throws {
        try MainActor.assumeIsolated {
            let bars = try Self.hintBars(width: 100)
            XCTAssertEqual(bars["list"]?.trimmingCharacters(in: .whitespaces),
                           "Enter Open  Esc Clear  ^F Fav  ^Y Copy  F3 Sort  F4 Favs  F1 Help  F2 Sign in  ^P Commands  F10 Quit")
            for (screen, bar) in bars {
                XCTAssertTrue(bar.contains("F1 Help"), "\(screen): \(bar)")
                XCTAssertTrue(bar.contains("F10 Quit"), "\(screen): \(bar)")
            }
        }
    }
}
