import Foundation
@testable import TaproomApp
import TerminalUI
import XCTest

/// 50,000 random keys on the headless app with a 1,000-beer catalogue, in virtual time. After
/// every key the app must still hold together: the router's depth is 1...3, the list's
/// selection is within its rows, the focus is on a focusable, enabled, visible view, and the
/// app never quits. `MONKEY_SEED` replays a run; `MONKEY_KEYS` changes the count.
final class MonkeyTests: XCTestCase {
    static let defaultSeed: UInt64 = 0x7A9_2026
    static let defaultCount = 50_000

    func testRandomKeysNeverBreakTheApp() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["MONKEY_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = environment["MONKEY_KEYS"].flatMap { Int($0) } ?? Self.defaultCount
        print("MonkeyTests: seed \(seed), \(count) keys (replay with MONKEY_SEED=\(seed))")
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Fixtures.generated(1000), users: [("alice", "correct horse")])
            var keys = MonkeyKeys(generator: SeededGenerator(seed: seed))
            var recent: [Key] = []
            for index in 0..<count {
                let key = keys.next(screen: app.terminal.size)
                recent = Array((recent + [key]).suffix(20))
                if case .resize(let size) = key {
                    app.terminal.resize(width: size.width, height: size.height)
                }
                app.app.press(key)
                app.settle(Int.random(in: 0...600, using: &keys.generator))
                if index % 10 == 0 { _ = app.render() }
                if let broken = try Self.brokenInvariant(app) {
                    XCTFail("seed \(seed), key \(index) (\(key)): \(broken); the last keys: \(recent)")
                    return
                }
            }
            _ = app.render()
        }
    }

    /// What is wrong with the app now, or nil.
    @MainActor
    static func brokenInvariant(_ app: AppHarness) throws -> String? {
        let router = app.app.router
        guard (1...3).contains(router.depth) else { return "router depth \(router.depth)" }
        guard app.quitCodes.isEmpty else { return "the app quit with \(app.quitCodes)" }
        let list = try app.listView
        if let selected = list.selectedIndex, !(0..<list.rowCount).contains(selected) {
            return "list selection \(selected) outside 0..<\(list.rowCount)"
        }
        guard let screen = router.top?.screen else { return "no screen on top" }
        if let focused = screen.focusedView {
            guard focused.canFocus else { return "focus on \(type(of: focused)), which cannot take it" }
            guard focused.isEffectivelyEnabled else { return "focus on a disabled \(type(of: focused))" }
            guard focused.isVisible else { return "focus on a hidden \(type(of: focused))" }
            guard focused.isDescendant(of: screen.topOverlay ?? screen) else {
                return "focus on a \(type(of: focused)) outside the top overlay"
            }
        }
        return nil
    }
}
