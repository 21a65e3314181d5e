import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import ViewModels
import VirtualTimeTestSupport
import XCTest

final class TitleViewModelTests: XCTestCase {
    func testTheTitleFollowsTheCountAndTheUser() {
        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        var titles: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            titles = scheduler.record(TitleViewModel(state: state).title, into: bag)
            scheduler.scheduleAt(100) { writer.setBeerCount(312) }
            scheduler.scheduleAt(200) { writer.setUser(User(id: 1, name: "alice", createdAt: Date())) }
            scheduler.scheduleAt(300) { writer.setUser(nil) }
            scheduler.scheduleAt(400) { writer.setBeerCount(1) }
            scheduler.scheduleAt(500) { writer.setBeerCount(100_335) }
            scheduler.start()
        }
        XCTAssertEqual(titles.elements, [
            "Taproom — not signed in",
            "Taproom — 312 beers — not signed in",
            "Taproom — 312 beers — signed in as alice",
            "Taproom — 312 beers — not signed in",
            "Taproom — 1 beer — not signed in",
            "Taproom — 100,335 beers — not signed in",
        ])
    }
}

final class ReadOnlyTitleTests: XCTestCase {
    func testAReadOnlyCatalogueSaysNothingOfSigningIn() {
        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make(isReadOnly: true)
        var titles: TestableObserver<String>!
        let title = TitleViewModel(state: state, location: "~/beer/taproom.sqlite")
        SharingScheduler.mock(scheduler: scheduler) {
            titles = scheduler.record(title.title, into: bag)
            scheduler.scheduleAt(100) { writer.setBeerCount(312) }
            scheduler.start()
        }
        XCTAssertEqual(titles.elements, ["Taproom", "Taproom — 312 beers"])
        XCTAssertEqual(title.location, "~/beer/taproom.sqlite")
        XCTAssertTrue(title.isReadOnly)
    }
}
