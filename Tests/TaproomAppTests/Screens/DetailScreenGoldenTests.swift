@testable import TaproomApp
import TerminalUI
import XCTest

/// The detail screen on the first, a middle and the last beer (the buttons' enabled state
/// follows the position), at 80×24 and 40×12.
final class DetailScreenGoldenTests: XCTestCase {
    /// Opens the beer `index` rows down the unfiltered list.
    @MainActor
    private static func detail(at index: Int, size: Size) throws -> AppHarness {
        let app = try AppHarness(width: size.width, height: size.height)
        app.moveDown(index)
        app.press(.enter)
        XCTAssertNotNil(app.detail, "Enter opens the detail")
        return app
    }

    @MainActor
    private static func buttons(_ app: AppHarness) throws -> (previous: Button, next: Button) {
        let buttons = try XCTUnwrap(app.detail).screen.descendants(Button.self)
        let previous = try XCTUnwrap(buttons.first { $0.title.contains("Previous") })
        let next = try XCTUnwrap(buttons.first { $0.title.contains("Next") })
        return (previous, next)
    }

    func testTheFirstBeerCannotGoBack() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try Self.detail(at: 0, size: size)
                let (previous, next) = try Self.buttons(app)
                XCTAssertFalse(previous.isEnabled)
                XCTAssertTrue(next.isEnabled)
                XCTAssertTrue(app.text.contains("Guinness Draught"))
                XCTAssertTrue(app.text.contains("1 of 9"))
                assertGolden(app.render(), "detail-first-\(size.width)x\(size.height)")
            }
        }
    }

    func testAMiddleBeerCanGoBothWays() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try Self.detail(at: 4, size: size)
                let (previous, next) = try Self.buttons(app)
                XCTAssertTrue(previous.isEnabled)
                XCTAssertTrue(next.isEnabled)
                XCTAssertTrue(app.text.contains("Punk IPA"))
                XCTAssertTrue(app.text.contains("5 of 9"))
                assertGolden(app.render(), "detail-middle-\(size.width)x\(size.height)")
            }
        }
    }

    func testTheLastBeerCannotGoOn() throws {
        try MainActor.assumeIsolated {
            for size in AppHarness.goldenSizes {
                let app = try Self.detail(at: 8, size: size)
                let (previous, next) = try Self.buttons(app)
                XCTAssertTrue(previous.isEnabled)
                XCTAssertFalse(next.isEnabled)
                XCTAssertTrue(app.text.contains("9 of 9"))
                assertGolden(app.render(), "detail-last-\(size.width)x\(size.height)")
            }
        }
    }

    func testTheColourSwatchWith256Colours() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(colorSupport: .twoFiftySix)
            app.press(.enter)
            assertGolden(app.render(), "detail-first-256-colours-80x24")
        }
    }
}
