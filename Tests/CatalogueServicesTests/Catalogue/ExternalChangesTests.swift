import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// `CatalogueService.followExternalChanges`: another program's commit reaches the app state (the
/// count and the revision) on the next look; while nothing changes, nothing does.
final class ExternalChangesTests: XCTestCase {
    func testAnotherConnectionsCommitMovesTheCountAndRevisionOnceOnTheNextLook() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-vm-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("taproom.sqlite").path
        let store = try CatalogueStore(path: path)
        let otherProcess = try CatalogueStore(path: path)
        try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"))) }

        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        let service = CatalogueService(store: store, state: state, writer: writer,
                                       schedulers: ServiceSchedulers(background: scheduler, main: scheduler))
        var revisions: TestableObserver<Int>!
        var counts: TestableObserver<Int?>!
        SharingScheduler.mock(scheduler: scheduler) {
            revisions = scheduler.record(state.revision, into: bag)
            counts = scheduler.record(state.beerCount, into: bag)
            service.followExternalChanges(every: .milliseconds(500), on: scheduler).disposed(by: bag)
            // This process's own write moves the revision at once (the store's observation),
            // and the next look at the data version does not count it again.
            scheduler.scheduleAt(700) {
                try? store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Chimay", brewery: NewBrewery(name: "Chimay"))) }
            }
            scheduler.scheduleAt(1_200) {
                try? otherProcess.write { tx in
                    _ = try tx.upsert(beer: NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort")))
                }
            }
            scheduler.advanceTo(5_000)
        }

        XCTAssertEqual(revisions.events.map(\.time), [0, 700, 1_500],
                       "the own commit at once; the other's at the first look after it")
        XCTAssertEqual(revisions.elements, [0, 1, 2])
        XCTAssertEqual(counts.elements, [nil, 3])
        XCTAssertEqual(counts.events.last?.time, 1_500)
    }
}
