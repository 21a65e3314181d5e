import Catalogue
import CatalogueServices
import Foundation
import PTYTestSupport
import RxCoreTest
import TaproomApp
import TerminalUI
import ViewModels
import VirtualTimeTestSupport
import XCTest

/// The public embedding surface (`handle(_:)`, `renderFrame()`) that benchmarks drive.
final class EmbeddingTests: XCTestCase {
    func testHandledKeysFilterTheListAndRenderFrameShowsTheResult() throws {
        let directory = try temporaryDirectory()
        try MainActor.assumeIsolated {
            let (app, scheduler) = try Self.makeApp(in: directory)
            XCTAssertTrue(app.renderFrame().text().contains("Arrogant Bastard"))

            for character in "ipa" { app.handle(.character(String(character))) }
            scheduler.advanceTo(scheduler.clock + 1_000)

            let frame = app.renderFrame().text()
            XCTAssertTrue(frame.contains("ipa"), frame)
            XCTAssertTrue(frame.contains("Stone IPA"), frame)
            XCTAssertFalse(frame.contains("Arrogant Bastard"), frame)
            XCTAssertEqual(app.renderFrame().size, Size(width: 80, height: 24))
        }
    }

    func testKeysTheScreenDoesNotUseReachTheGlobalKeys() throws {
        let directory = try temporaryDirectory()
        try MainActor.assumeIsolated {
            var codes: [Int32] = []
            let (app, _) = try Self.makeApp(in: directory, quitCodes: { codes.append($0) })
            app.handle(.function(10))
            XCTAssertEqual(codes, [0])
        }
    }

    /// A new directory, removed after the test.
    private func temporaryDirectory() throws -> URL {
        let directory = try makeTemporaryDirectory()
        return directory
    }

    /// The app over a two-beer store, on an 80×24 headless terminal, all in virtual time.
    @MainActor
    private static func makeApp(in directory: URL,
                                quitCodes: @escaping (Int32) -> Void = { _ in }) throws -> (TaproomApp, TestScheduler) {
        let store = try CatalogueStore(path: directory.appendingPathComponent("taproom.sqlite").path)
        try store.write { transaction in
            let brewery = NewBrewery(name: "Stone Brewing", country: "US")
            _ = try transaction.upsert(beer: NewBeer(name: "Stone IPA", brewery: brewery, style: "IPA", abv: 6.9))
            _ = try transaction.upsert(beer: NewBeer(name: "Arrogant Bastard", brewery: brewery, style: "Strong Ale", abv: 7.2))
        }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let application = Application(terminal: HeadlessTerminal(width: 80, height: 24), terminate: quitCodes)
        let app = TaproomApp(application: application, catalogue: SQLiteCatalogue(store: store, work: .callersThread),
                             schedulers: ServiceSchedulers(background: scheduler, main: scheduler,
                                                           taskExecutor: InlineTaskExecutor()),
                             timerScheduler: scheduler)
        app.start()
        scheduler.advanceTo(scheduler.clock + 10)
        return (app, scheduler)
    }
}
