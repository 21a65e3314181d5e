import Foundation
import PTYTestSupport
@testable import TaproomApp
import TerminalUI
import XCTest

/// Model-based journeys: seeded random sequences of the documented keys over the headless app,
/// signed in and out, with 0, 1, 2 and many results. After every key: the focus is on a visible,
/// enabled view, no password shows, the hint bar lists only documented keys, a detail's
/// `n of m` is within bounds, nothing quit, and Esc in a text field above the list leaves the
/// field and not the screen. After each sequence: Esc at most twice reaches the list (three
/// times from an overlay over a note being written, which closes back to the draft). A failure
/// prints the shortest failing sequence. `JOURNEY_SEED` replays a run; `JOURNEY_COUNT` changes
/// how many sequences run.
final class ModelJourneyTests: XCTestCase {
    static let defaultSeed: UInt64 = 0x10_2026
    static let defaultCount = 120
    static let longestSequence = 40

    func testRandomJourneysKeepThePromises() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["JOURNEY_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = environment["JOURNEY_COUNT"].flatMap { Int($0) } ?? Self.defaultCount
        print("ModelJourneyTests: seed \(seed), \(count) sequences (replay with JOURNEY_SEED=\(seed))")
        try MainActor.assumeIsolated {
            var generator = SeededGenerator(seed: seed)
            for index in 0..<count {
                let signedIn = index % 2 == 0
                let length = Int.random(in: 1...Self.longestSequence, using: &generator)
                let keys = DocumentedKeys.sequence(count: length, using: &generator)
                guard let failure = try Self.failure(of: keys, signedIn: signedIn) else { continue }
                let shortest = try Self.shortest(keys, signedIn: signedIn)
                XCTFail("seed \(seed), sequence \(index): \(failure)\nshortest failing sequence "
                        + "(\(signedIn ? "signed in" : "signed out")): \(shortest.keys)\n→ \(shortest.failure)")
                return
            }
        }
    }

    /// The checks find what they are meant to: a trap (a screen Esc does not leave) and a
    /// password on screen, and the shrinking keeps only the keys that matter.
    func testTheChecksCatchATrapAndShrinkIt() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: [("alice", DocumentedKeys.password)])
            app.press(.function(2), .tab)
            app.type(DocumentedKeys.password)
            XCTAssertNil(Self.brokenPromise(app), "masked")
            try XCTUnwrap(app.signIn?.screen.firstDescendant(TitleBar.self)).text = DocumentedKeys.password
            XCTAssertEqual(Self.brokenPromise(app), "the password is on screen")
            let trap = try AppHarness()
            trap.app.router.push(TrapPresenter())
            XCTAssertEqual(Self.escapesToTheList(trap), "Esc twice leaves the list under 1 screens")
            let found = try Self.shortest([.down, .down, .paste(DocumentedKeys.password), .down], signedIn: false,
                                          failure: { keys in keys.contains(.paste(DocumentedKeys.password)) ? "found" : nil })
            XCTAssertEqual(found.keys, [.paste(DocumentedKeys.password)])
        }
    }

    // MARK: Running a sequence

    /// The small catalogue and more generated beers: unfiltered, the list is longer than a page
    /// (so paging, Ctrl-End and `n of m` meet rows not loaded yet).
    private static let catalogue = Fixtures.beers + Fixtures.generated(150)

    /// Why `keys` break a promise, from a fresh app, or nil when they keep them all.
    @MainActor
    static func failure(of keys: [Key], signedIn: Bool) throws -> String? {
        let app = try AppHarness(beers: catalogue, users: [("alice", DocumentedKeys.password)])
        if signedIn { app.signInWithKeys("alice", DocumentedKeys.password) }
        var typedTheName = false
        for (index, key) in keys.enumerated() {
            let focusedField = app.app.router.top is SignInPresenter ? app.app.router.top?.screen.focusedView as? TextField : nil
            // The name typed into the username field, then Tab: the password goes into the password field.
            if key == .paste(DocumentedKeys.password), typedTheName, index >= 1, keys[index - 1] == .tab,
               focusedField?.isSecure != true {
                return "after key \(index - 1) (\(keys[index - 1])): Tab after the name did not reach a password field"
            }
            if key == .paste("alice") {
                typedTheName = focusedField.map { !$0.isSecure } ?? false
            } else if key != .tab {
                typedTheName = false
            }
            // The journal's filter is its screen's, as the list's is: Esc clears it, then goes back.
            let escapingAField = key == .escape && app.app.router.depth > 1 && app.app.router.top?.screen.topOverlay == nil
                && app.app.router.top?.screen.focusedView is TextField && !(app.app.router.top is JournalPresenter)
            let depth = app.app.router.depth
            app.press(key)
            if let broken = try MonkeyTests.brokenInvariant(app) ?? brokenPromise(app) {
                return "after key \(index) (\(key)): \(broken)"
            }
            // Esc leaves a text field first, then the screen.
            if escapingAField, app.app.router.depth != depth || app.app.router.top?.screen.focusedView is TextField {
                return "after key \(index) (\(key)): Esc in a text field did not leave just the field"
            }
        }
        return escapesToTheList(app)
    }

    /// The promises checked after every key, beyond the monkey's invariants.
    @MainActor
    static func brokenPromise(_ app: AppHarness) -> String? {
        let text = app.text
        guard let top = app.app.router.top else { return "no screen" }
        // A password field never shows what it holds (a person may still type a password where
        // it shows, such as the filter: that is theirs to see).
        let typedInClear = top.screen.descendants(TextField.self).contains { !$0.isSecure && $0.text.contains(DocumentedKeys.password) }
        if !typedInClear, text.contains(DocumentedKeys.password) { return "the password is on screen" }
        let documented = app.app.router.helpRows.map(\.key).joined(separator: " ")
        for hint in top.screen.descendants(StatusBar.self).flatMap(\.hints) {
            let aliases = ["←→": "← →", "1-5": "1–5", "Tab": "Tab", "Esc": "Esc"]
            guard documented.contains(aliases[hint.key] ?? hint.key) else {
                return "the hint bar shows \(hint.key), which the help does not list"
            }
        }
        if let position = text.firstMatch(of: /(\d[\d,]*) of (\d[\d,]*)/) {
            let number = { (text: Substring) in Int(text.replacingOccurrences(of: ",", with: "")) ?? -1 }
            let (shown, total) = (number(position.1), number(position.2))
            guard shown >= 1, shown <= total else { return "position \(shown) of \(total)" }
        }
        return nil
    }

    /// Esc, at most twice, must reach the list with nothing over it; once more when an overlay
    /// (the help, a question) is over a note being written, since closing it goes back to the draft.
    @MainActor
    static func escapesToTheList(_ app: AppHarness) -> String? {
        let overDraft = app.app.router.top?.screen.topOverlay != nil && app.detail?.isWritingNote == true
        // A journal with a filter takes one Esc more: the first clears it, as on the list.
        let filteredJournals = app.app.router.presenters.filter { ($0 as? JournalPresenter)?.hasFilter == true }.count
        let allowed = (overDraft ? 3 : 2) + filteredJournals
        for _ in 0..<allowed where !isOnTheList(app) { app.press(.escape) }
        guard isOnTheList(app) else {
            return "Esc \(allowed == 2 ? "twice" : "\(allowed) times") leaves the list under \(app.app.router.depth - 1) screens"
                + (app.app.router.top?.screen.topOverlay == nil ? "" : " and an overlay")
        }
        return nil
    }

    @MainActor
    private static func isOnTheList(_ app: AppHarness) -> Bool {
        app.app.router.depth == 1 && app.list.screen.topOverlay == nil
    }

    // MARK: Shrinking

    /// The shortest sequence found that still fails: whole halves, then runs, then single keys
    /// are dropped while the failure remains.
    @MainActor
    static func shortest(_ keys: [Key], signedIn: Bool,
                         failure: (([Key]) throws -> String?)? = nil) throws -> (keys: [Key], failure: String) {
        let fails = failure ?? { try Self.failure(of: $0, signedIn: signedIn) }
        var current = keys
        var reason = try fails(current) ?? "no failure"
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var shrunk = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if let found = try fails(candidate) {
                    current = candidate
                    reason = found
                    shrunk = true
                } else {
                    start += chunk
                }
            }
            if !shrunk { chunk /= 2 }
        }
        return (current, reason)
    }
}
