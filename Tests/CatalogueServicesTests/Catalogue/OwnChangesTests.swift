import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// `CatalogueService` moves the catalogue's revision after each commit of this process that a
/// person would see (the store's region observation), and after nothing else.
final class OwnChangesTests: XCTestCase {
    func testACommitMovesTheRevisionOnceAndARolledBackWriteDoesNot() throws {
        let store = try CatalogueStore.inMemory()
        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        let service = CatalogueService(store: store, state: state, writer: writer,
                                       schedulers: ServiceSchedulers(background: scheduler, main: scheduler))
        var revisions: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            revisions = scheduler.record(state.revision, into: bag)
            scheduler.scheduleAt(100) {
                try? store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"))) }
            }
            scheduler.scheduleAt(200) {
                struct Abandoned: Error {}
                try? store.write { tx in
                    _ = try tx.upsert(beer: NewBeer(name: "Chimay", brewery: NewBrewery(name: "Chimay")))
                    throw Abandoned()
                }
            }
            scheduler.advanceTo(1_000)
        }
        withExtendedLifetime(service) {
            XCTAssertEqual(revisions.events.map(\.time), [0, 100])
            XCTAssertEqual(revisions.elements, [0, 1])
        }
    }

    func testAReleasedServiceStopsObserving() throws {
        let store = try CatalogueStore.inMemory()
        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        var service: CatalogueService? = CatalogueService(
            store: store, state: state, writer: writer,
            schedulers: ServiceSchedulers(background: scheduler, main: scheduler))
        var revisions: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            revisions = scheduler.record(state.revision, into: bag)
            scheduler.scheduleAt(100) { service = nil }
            scheduler.scheduleAt(200) {
                try? store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"))) }
            }
            scheduler.advanceTo(1_000)
        }
        XCTAssertNil(service)
        XCTAssertEqual(revisions.elements, [0])
    }
}
