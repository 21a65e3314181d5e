import CatalogueServices
import Foundation
import Logging
import LogTestSupport
@testable import TaproomApp
import TerminalUI
import ViewModels
import XCTest

/// The list's filter, sort and favourites only, kept per catalogue in `state.json` between starts.
final class RememberedListsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-state-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var quiet: Logger { Logger(label: "test") { _ in SwiftLogNoOpLogHandler() } }

    func testTheFileIsUnderTheStateFolderUnlessRememberingIsOff() {
        let environment = ["XDG_STATE_HOME": "/state", "HOME": "/home/alice"]
        XCTAssertEqual(RememberedLists.file(remembers: true, environment: environment)?.fileURL.path,
                       "/state/taproom/state.json")
        XCTAssertEqual(RememberedLists.file(remembers: true, environment: ["HOME": "/home/alice"])?.fileURL.path,
                       "/home/alice/.local/state/taproom/state.json")
        XCTAssertNil(RememberedLists.file(remembers: false, environment: environment), "--no-remember")
        XCTAssertNil(RememberedLists.file(remembers: true, environment: environment.merging(["TAPROOM_NO_STATE": "1"]) { $1 }))
        XCTAssertNotNil(RememberedLists.file(remembers: true, environment: environment.merging(["TAPROOM_NO_STATE": "0"]) { $1 }))
    }

    func testEachCatalogueKeepsItsOwn() throws {
        let file = RememberedLists(fileURL: folder.appendingPathComponent("taproom/state.json"))
        XCTAssertNil(file.load(for: "/a.sqlite", logger: quiet))
        try file.save(BeerListMemory(filter: "ipa", sort: .strongestFirst, favouritesOnly: true), for: "/a.sqlite", logger: quiet)
        try file.save(BeerListMemory(filter: "stout"), for: "http://beer.test:8080", logger: quiet)
        XCTAssertEqual(file.load(for: "/a.sqlite", logger: quiet),
                       BeerListMemory(filter: "ipa", sort: .strongestFirst, favouritesOnly: true))
        XCTAssertEqual(file.load(for: "http://beer.test:8080", logger: quiet), BeerListMemory(filter: "stout"))
        XCTAssertNil(file.load(for: "/b.sqlite", logger: quiet))
    }

    func testACorruptFileIsIgnoredWithALineInTheLogAndReplaced() throws {
        let url = folder.appendingPathComponent("state.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"catalogues\": {\"/a.sqlite\": {\"filter\": 3".utf8).write(to: url)
        let log = CapturedLog()
        let logger = log.logger
        let file = RememberedLists(fileURL: url)
        XCTAssertNil(file.load(for: "/a.sqlite", logger: logger))
        XCTAssertTrue(log.all.contains { $0.contains("ignoring the remembered state") }, "\(log.all)")
        try file.save(BeerListMemory(filter: "ale"), for: "/a.sqlite", logger: logger)
        XCTAssertEqual(file.load(for: "/a.sqlite", logger: logger), BeerListMemory(filter: "ale"))
    }

    func testAFolderInTheWayIsNoCrash() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("state.json"), withIntermediateDirectories: true)
        let file = RememberedLists(fileURL: folder.appendingPathComponent("state.json"))
        XCTAssertNil(file.load(for: "/a.sqlite", logger: quiet))
        XCTAssertThrowsError(try file.save(BeerListMemory(filter: "ale"), for: "/a.sqlite", logger: quiet))
    }

    /// The app writes the list down a second (of virtual time) after the last change, and the
    /// next start on the same catalogue begins there; without it, the list starts afresh.
    func testTheNextStartBeginsWhereTheLastLeft() throws {
        let folder: URL = folder
        try MainActor.assumeIsolated {
            let file = RememberedLists(fileURL: folder.appendingPathComponent("state.json"))
            let directory = folder.appendingPathComponent("catalogue")
            do {
                let app = try AppHarness(remembered: file, directory: directory)
                app.type("ipa")
                app.press(.function(3))
                XCTAssertFalse(FileManager.default.fileExists(atPath: file.fileURL.path), "not before a second of quiet")
                app.settle(1_000)
                XCTAssertTrue(FileManager.default.fileExists(atPath: file.fileURL.path))
            }
            let next = try AppHarness(remembered: file, directory: directory)
            XCTAssertEqual(next.row(containing: "Filter")?.contains("Filter ipa"), true, next.text)
            XCTAssertTrue(next.statusLine.contains("Sort: ABV ↓"), next.statusLine)
            XCTAssertEqual(try next.selectedBeerName, "Pliny the Elder")
            let unremembered = try AppHarness(directory: directory)
            XCTAssertTrue(unremembered.statusLine.contains("Sort: name"), unremembered.statusLine)
        }
    }

    func testQuittingWritesWhatChangedSinceTheLastWrite() throws {
        let folder: URL = folder
        let quiet = quiet
        try MainActor.assumeIsolated {
            let file = RememberedLists(fileURL: folder.appendingPathComponent("state.json"))
            let app = try AppHarness(remembered: file)
            app.type("stone")
            app.press(.ctrl("q"))
            XCTAssertEqual(app.quitCodes, [0])
            XCTAssertEqual(file.load(for: app.store.path, logger: quiet)?.filter, "stone")
        }
    }
}
