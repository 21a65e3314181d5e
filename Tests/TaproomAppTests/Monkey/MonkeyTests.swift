import PTYTestSupport
import Foundation
@testable import TaproomApp
import TerminalUI
import XCTest

/// 50,000 random keys on the headless app with a 1,000-beer catalogue, in virtual time. After
/// every key the app must still hold together: the router's depth is 1...3, the list's
/// selection is within its rows, the focus is on a focusable, enabled, visible view (and on
/// screen from 40×12 up), and the app never quits. `MONKEY_SEED` replays a run; `MONKEY_KEYS`
/// changes the count.
final class MonkeyTests: XCTestCase {
    static let defaultSeed: UInt64 = 0x7A9_2026
    static let defaultCount = 50_000
    /// The smallest terminal the screens are designed for (the golden files' small size).
    static let minimumSize = Size(width: 40, height: 12)

    func testRandomKeysNeverBreakTheApp() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["MONKEY_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = environment["MONKEY_KEYS"].flatMap { Int($0) } ?? Self.defaultCount
        print("MonkeyTests: seed \(seed), \(count) keys (replay with MONKEY_SEED=\(seed))")
        try MainActor.assumeIsolated {
            let clock = SteppingClock()
            let app = try AppHarness(beers: Fixtures.generated(1000), users: [("alice", "correct horse")],
                                     clock: { clock.now() })
            // Start signed in, so favourites, ratings and sign-out are in reach (pasting "alice" and
            // "correct horse" into the form can sign in again later).
            app.signInWithKeys("alice", "correct horse")
            XCTAssertNotNil(app.app.services.state.currentUser)
            var keys = MonkeyKeys(generator: SeededGenerator(seed: seed))
            var recent: [Key] = []
            var keysAtDepth = [0, 0, 0, 0]
            var mostRows = 0
            var overlays = 0
            var signedIn = 0
            for index in 0..<count {
                let key = keys.next(screen: app.terminal.size)
                recent = Array((recent + [key]).suffix(20))
                var isResize = false
                if case .resize(let size) = key {
                    isResize = true
                    app.resizeTerminal(to: size)
                }
                app.app.application.dispatch(key)
                app.settle(Int.random(in: 0...600, using: &keys.generator))
                // Drawing every fifth frame (and every new size) keeps the run near 50 s in a debug build.
                if isResize || index % 5 == 0 { _ = app.render() }
                if let broken = try Self.brokenInvariant(app) {
                    XCTFail("seed \(seed), key \(index) (\(key)): \(broken); the last keys: \(recent)")
                    return
                }
                keysAtDepth[app.app.router.depth] += 1
                mostRows = max(mostRows, try app.listView.rowCount)
                if app.app.router.top?.screen.topOverlay != nil { overlays += 1 }
                if app.app.services.state.currentUser != nil { signedIn += 1 }
            }
            _ = app.render()
            // Where the keys went, to see that the run explored the app (not only the list).
            print("MonkeyTests: keys at depth 1/2/3: \(keysAtDepth[1...]), with an overlay: \(overlays), signed in: \(signedIn), "
                  + "most list rows: \(mostRows)")
        }
    }

    /// The same keys against a server that drops out for a while every few hundred keys: the
    /// invariants hold while reads wait and writes fail, and the app catches up when it is back.
    func testRandomKeysOverAFlakyServerNeverBreakTheApp() throws {
        let seed = ProcessInfo.processInfo.environment["MONKEY_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = 5_000
        print("MonkeyTests over a server: seed \(seed), \(count) keys (replay with MONKEY_SEED=\(seed))")
        try MainActor.assumeIsolated {
            let app = try AppHarness(beers: Fixtures.generated(300), users: [("alice", "correct horse")], overServer: true)
            app.signInWithKeys("alice", "correct horse")
            XCTAssertNotNil(app.app.services.state.currentUser)
            var keys = MonkeyKeys(generator: SeededGenerator(seed: seed))
            var offlineKeys = 0
            for index in 0..<count {
                if index % 400 == 0 { app.server?.isOffline = (index / 400) % 2 == 1 }
                if app.server?.isOffline == true { offlineKeys += 1 }
                let key = keys.next(screen: app.terminal.size)
                if case .resize(let size) = key { app.resizeTerminal(to: size) }
                app.app.application.dispatch(key)
                app.settle(Int.random(in: 0...600, using: &keys.generator))
                if index % 5 == 0 { _ = app.render() }
                if let broken = try Self.brokenInvariant(app) {
                    XCTFail("seed \(seed), key \(index) (\(key)) over a server: \(broken)")
                    return
                }
            }
            XCTAssertGreaterThan(offlineKeys, count / 3, "a good part of the run was offline")
            app.server?.isOffline = false
            app.settle(20_000)
            XCTAssertEqual(app.app.services.state.currentConnection, .reachable, "caught up once the server is back")
        }
    }

    func testTheInvariantsCatchABrokenApp() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness()
            XCTAssertNil(try Self.brokenInvariant(app))
            for _ in 0..<3 { app.app.router.push(SignInPresenter(services: app.app.services, router: app.app.router)) }
            XCTAssertEqual(try Self.brokenInvariant(app), "router depth 4")
            for _ in 0..<3 { app.app.router.pop() }
            app.press(.function(10))
            XCTAssertEqual(try Self.brokenInvariant(app), "the app quit with [0]")
        }
    }

    func testTheKeysAreReproducibleAndNeverQuit() {
        var first = MonkeyKeys(generator: SeededGenerator(seed: 42))
        var second = MonkeyKeys(generator: SeededGenerator(seed: 42))
        let size = Size(width: 80, height: 24)
        let keys = (0..<2000).map { _ in first.next(screen: size) }
        XCTAssertEqual(keys, (0..<2000).map { _ in second.next(screen: size) })
        XCTAssertTrue(keys.allSatisfy { !MonkeyKeys.quitKeys.contains($0) })
        XCTAssertTrue(keys.contains(.function(4)) && keys.contains(.ctrl("f")) && keys.contains(.pageDown))
        XCTAssertTrue(keys.contains { if case .mouse = $0 { true } else { false } })
        XCTAssertTrue(keys.contains { if case .resize = $0 { true } else { false } })
    }

    /// The part of `view` its ancestors leave on screen.
    @MainActor
    static func visibleRect(of view: View) -> Rect {
        var rect = view.frameOnScreen
        var node = view.superview
        while let parent = node {
            rect = rect.intersection(parent.frameOnScreen)
            node = parent.superview
        }
        return rect
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
            // From the smallest supported size up, the focused view is also on screen.
            let size = screen.frame.size
            if size.width >= minimumSize.width, size.height >= minimumSize.height {
                let shown = visibleRect(of: focused)
                guard shown.width > 0, shown.height > 0 else { return "focus on an off-screen \(type(of: focused))" }
            }
        }
        return nil
    }
}
