import Catalogue
import CatalogueServices
import Foundation
import RxCore
@testable import TaproomApp
import TerminalUI
import XCTest

/// The same app against a server (an in-memory one that tests take offline): the list, the
/// detail and the sign-in form through the real presenters, with the remote services.
final class ServerJourneyTests: XCTestCase {
    private static let users = [("alice", "correct horse"), ("bob", "battery staple")]
    private static let unreachable = "Cannot reach the server at http://beer.test:8080 — retrying"

    func testTheListAndTheDetailComeFromTheServer() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — not signed in")
            app.type("orv")
            XCTAssertEqual(app.beerNames(), ["Orval"])
            app.press(.enter)
            XCTAssertNotNil(app.detail)
            XCTAssertTrue(app.text.contains("Villers-devant-Orval"), app.text)
            XCTAssertGreaterThan(app.server?.calls("search") ?? 0, 0)
        }
    }

    func testAQueryTypedWhileOfflineRunsWhenTheServerIsBackAndTheMessageGoes() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            app.server?.isOffline = true
            app.type("orv")
            XCTAssertEqual(app.statusLine, Self.unreachable)
            XCTAssertGreaterThan(app.beerNames().count, 1, "the rows stay until the new query's answer")
            app.settle(20_000)
            XCTAssertEqual(app.statusLine, Self.unreachable, "still retrying")

            app.server?.isOffline = false
            app.settle(15_000)
            XCTAssertEqual(app.beerNames(), ["Orval"], "the typed query ran")
            XCTAssertEqual(app.statusLine, "1 of 1 beer · Sort: name")
        }
    }

    func testASlowServerLeavesTheScreenWorking() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            app.server?.holdsAnswers = true
            app.type("orv")
            XCTAssertEqual(app.statusLine, "Searching… · Sort: name")
            app.press(.function(1))
            XCTAssertTrue(app.text.contains("Keys · Esc closes"), "keys still work while the answer is on its way")
            app.press(.escape)
            app.server?.releaseHeldAnswers()
            app.settle()
            XCTAssertEqual(app.beerNames(), ["Orval"])
            XCTAssertEqual(app.statusLine, "1 of 1 beer · Sort: name")
        }
    }

    func testStartingWhileTheServerIsDownShowsLoadingThenTheCatalogueOnceItIsUp() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true, startsOffline: true)
            XCTAssertEqual(app.titleLine, "Taproom — not signed in", "no count yet")
            XCTAssertEqual(app.statusLine, Self.unreachable)
            XCTAssertEqual(app.beerNames(), [])
            XCTAssertFalse(app.text.contains("No beers match"), "nothing is known to be missing yet: " + app.text)
            app.server?.isOffline = false
            app.settle(2_000)
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — not signed in")
            XCTAssertEqual(app.statusLine, "1 of 9 beers · Sort: name")
            XCTAssertEqual(app.beerNames().count, 9)
        }
    }

    func testANewerQueryTypedOfflineSupersedesTheOlder() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            app.server?.isOffline = true
            app.type("orv")
            app.press(.escape)
            app.type("stone")
            app.server?.isOffline = false
            app.settle(15_000)
            XCTAssertEqual(app.beerNames(), ["Stone IPA"])
            let searches = app.server?.calls("search") ?? 0
            app.settle(60_000)
            XCTAssertEqual(app.server?.calls("search"), searches, "the older query stopped retrying")
        }
    }

    func testARatingOfflineFailsWithItsMessageAndIsNotSentLater() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            app.signInWithKeys("alice", "correct horse")
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — signed in as alice")
            app.type("orval")
            app.press(.enter)
            app.server?.isOffline = true
            app.press(.character("4"))
            XCTAssertTrue(app.statusLine.hasPrefix("Could not save: Cannot reach the server at http://beer.test:8080"),
                          app.statusLine)
            app.server?.isOffline = false
            app.settle(60_000)
            XCTAssertEqual(app.server?.calls("setRating"), 1)
            app.press(.character("4"))
            XCTAssertNotNil(app.row(containing: "Ratings ★ 4.0 from 1 person"), app.text)
        }
    }

    func testAnExpiredSignInSignsOutWithANotice() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            app.signInWithKeys("alice", "correct horse")
            app.server?.expireTokens()
            app.press(.character("f"))
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — not signed in")
            XCTAssertEqual(app.statusLine, "Your sign-in has expired; sign in again")
        }
    }

    func testTheFormOffersToStaySignedInAndKeepsTheTokenInAFile() throws {
        try MainActor.assumeIsolated {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-state-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let saved = try XCTUnwrap(SavedSignIn(address: "http://beer.test:8080", environment: ["XDG_STATE_HOME": folder.path]))
            let app = try AppHarness(users: Self.users, overServer: true, savedSignIn: saved)
            app.press(.function(2))
            XCTAssertNotNil(app.row(containing: "[ ] Stay signed in"), app.text)
            app.type("alice")
            app.press(.tab)
            app.type("correct horse")
            app.press(.tab, .tab, .tab, .character(" "))
            XCTAssertNotNil(app.row(containing: "[x] Stay signed in"), app.text)
            app.press(.enter)  // on the checkbox: Enter submits the form, as everywhere in it
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — signed in as alice", app.text)
            let token = try XCTUnwrap(saved.load())
            XCTAssertTrue(app.server?.accepts(token) ?? false)

            // F2 then "Sign out": revoked on the server, the file gone.
            app.press(.function(2), .left, .enter)
            XCTAssertEqual(app.titleLine, "Taproom — 9 beers — not signed in")
            XCTAssertFalse(app.server?.accepts(token) ?? true)
            XCTAssertNil(saved.load())
        }
    }

    func testTheEmbeddedStoresFormHasNoStaySignedIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users)
            app.press(.function(2))
            XCTAssertNil(app.row(containing: "Stay signed in"), app.text)
        }
    }

    func testAnotherPersonsRatingReachesTheListLive() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(users: Self.users, overServer: true)
            let following = app.app.followExternalChanges()
            defer { following.dispose() }
            app.settle()
            XCTAssertEqual(app.row(containing: "Orval")?.contains("★"), false)
            try AppHarness.rate(4, "orval", as: "bob", in: app.local)
            app.server?.publishChange()
            app.settle()
            XCTAssertEqual(app.row(containing: "Orval")?.hasSuffix("★ 4.0 (1)"), true, app.text)
            XCTAssertEqual(app.server?.calls("revisions"), 1, "no polling")
        }
    }
}
