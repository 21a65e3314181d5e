import Catalogue
@testable import TaproomApp
import TerminalUI
import XCTest

/// The title bar names the catalogue; a read-only one offers no sign-in, no account and nothing personal.
final class ReadOnlyJourneyTests: XCTestCase {
    func testTheTitleBarNamesTheCatalogueFile() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30)
            let title = app.render().rowText(0)
            XCTAssertTrue(title.hasPrefix("Taproom — 9 beers — not signed in"), title)
            XCTAssertTrue(title.trimmingCharacters(in: .whitespaces).hasSuffix("~/catalogue.sqlite"), title)
            XCTAssertFalse(title.contains("read-only"), title)
        }
    }

    func testAReadOnlyCatalogueSaysSoAndOffersNoSignIn() throws {
        try MainActor.assumeIsolated {
            let app = try AppHarness(width: 100, height: 30, users: [("alice", "correct horse")], readOnly: true)
            let title = app.render().rowText(0)
            XCTAssertTrue(title.hasPrefix("Taproom — 9 beers  "), title)
            XCTAssertTrue(title.trimmingCharacters(in: .whitespaces).hasSuffix("~/catalogue.sqlite · read-only"), title)
            XCTAssertFalse(app.text.contains("F2"), "F2 is not hinted")
            XCTAssertFalse(app.text.contains("F4"), "no favourites to show")
            XCTAssertNil(app.app.router.documentedBinding(for: .function(2)))
            XCTAssertFalse(app.app.router.helpRows.contains { $0.key.contains("F2") }, "nor listed in the help")
            app.press(.function(2))
            XCTAssertEqual(app.app.router.depth, 1, "F2 does nothing")
            XCTAssertNil(app.signIn, "the sign-in form is never shown")
            app.press(.enter)
            XCTAssertNotNil(app.detail)
            XCTAssertTrue(app.text.contains("read-only: favourites, ratings and notes are not kept"), app.text)
            XCTAssertFalse(app.text.contains("F2"), app.text)
            XCTAssertNil(app.app.router.documentedBinding(for: .character("f")), "no favourite key")
            app.press(.function(2))
            XCTAssertNotNil(app.detail, "F2 still does nothing")
        }
    }

    func testANarrowTitleBarKeepsTheFileNameAndTheReadOnlyMark() {
        MainActor.assumeIsolated {
            let bar = TitleBar(text: "Taproom — 9 beers", location: "~/beer/catalogues/taproom.sqlite", isReadOnly: true)
            let wide = bar.parts(forWidth: 100)
            XCTAssertEqual(wide.title, "Taproom — 9 beers")
            XCTAssertEqual(wide.catalogue, "~/beer/catalogues/taproom.sqlite · read-only")
            let narrow = bar.parts(forWidth: 40)
            XCTAssertEqual(narrow.catalogue, "…m.sqlite · read-only")
            XCTAssertEqual(narrow.title, "Taproom — 9 beers")
            XCTAssertLessThanOrEqual(DisplayWidth.of(narrow.title) + 2 + DisplayWidth.of(narrow.catalogue), 40)
            bar.text = "Taproom — 336 beers"
            bar.location = "~/data/taproom/taproom.sqlite"
            XCTAssertEqual(bar.parts(forWidth: 40).title, "336 beers", "the app's name makes room for the file")
            XCTAssertEqual(bar.parts(forWidth: 40).catalogue, "…m/taproom.sqlite · read-only")
            bar.isReadOnly = false
            bar.text = "Taproom — 336 beers — not signed in"
            bar.location = "~/.local/share/taproom/taproom.sqlite"
            XCTAssertEqual(bar.parts(forWidth: 40).title, "336 beers — not signed in", "the app's name goes first")
            XCTAssertEqual(bar.parts(forWidth: 40).catalogue, "…proom.sqlite")
            XCTAssertEqual(bar.parts(forWidth: 100).title, "Taproom — 336 beers — not signed in")
            bar.text = "Taproom — 336 beers — signed in as bob"
            XCTAssertEqual(bar.parts(forWidth: 40).title, "336 beers — signed in as bob", "who, whole")
            XCTAssertEqual(bar.parts(forWidth: 40).catalogue, "…om.sqlite")
            XCTAssertEqual(bar.parts(forWidth: 34).catalogue, "", "no room to tell the file apart")
            bar.isReadOnly = true
            XCTAssertEqual(bar.parts(forWidth: 34).catalogue, "read-only", "the mark always")
            XCTAssertEqual(bar.parts(forWidth: 34).title, "336 beers — signed in …")
            bar.isReadOnly = false
            bar.text = "Taproom — 9 beers"
            bar.location = "http://127.0.0.1:8080"
            XCTAssertEqual(bar.parts(forWidth: 40).catalogue, "http://127.0.0.1:8080")
            XCTAssertEqual(bar.parts(forWidth: 40).title, "Taproom — 9 beers")
        }
    }

    func testAPathUnderHomeIsShownWithATilde() throws {
        let store = try CatalogueStore.inMemory()
        let memory = CatalogueSource.embedded(SQLiteCatalogue(store: store))
        XCTAssertEqual(memory.displayLocation(home: "/home/alice"), "in memory")
        XCTAssertEqual(CatalogueSource.tilde("/home/alice/.local/share/taproom/taproom.sqlite", home: "/home/alice"),
                       "~/.local/share/taproom/taproom.sqlite")
        XCTAssertEqual(CatalogueSource.tilde("/home/alicia/taproom.sqlite", home: "/home/alice/"), "/home/alicia/taproom.sqlite")
        XCTAssertEqual(CatalogueSource.tilde("/srv/taproom.sqlite", home: nil), "/srv/taproom.sqlite")
    }
}
