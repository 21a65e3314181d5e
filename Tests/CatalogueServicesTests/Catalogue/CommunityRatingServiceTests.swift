import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// Through `CatalogueService` on a real store: a rating by the signed-in user moves the revision,
/// and the next page (in the best-rated order, filtered by `rating>`) carries the new average
/// and count, with others' ratings counted in.
final class CommunityRatingServiceTests: XCTestCase {
    func testRatingMovesTheRevisionAndTheNextPageHasTheNewAverage() throws {
        let store = try CatalogueStore.inMemory()
        var ids: [String: Int64] = [:]
        try store.write { tx in
            for name in ["Orval", "Chimay Bleue", "Rochefort 10"] {
                ids[name] = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: name))).id
            }
        }
        let accounts = AccountService(store: store, parameters: .testing)
        let alice = try accounts.createUser(name: "alice", password: "correct horse")
        let bob = try accounts.createUser(name: "bob", password: "battery staple")
        try store.setRating(4, userID: bob.id, beerID: try XCTUnwrap(ids["Chimay Bleue"]))
        try store.setRating(4, userID: bob.id, beerID: try XCTUnwrap(ids["Orval"]))

        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        writer.setUser(alice)
        let service = CatalogueService(store: store, state: state, writer: writer,
                                       schedulers: ServiceSchedulers(background: scheduler, main: scheduler))
        // A tie (4.0 each) goes by id, in the order's direction.
        let request = BeerListRequest(query: "rating>=3", sort: .bestRatedFirst)
        var pages: [[String]] = []
        var revisions: TestableObserver<Int>!
        func page() {
            service.page(request, after: nil)
                .subscribe(onSuccess: { page in
                    pages.append(page.beers.map { "\($0.name) \($0.averageRating ?? 0) (\($0.ratingCount))" })
                }, onFailure: { XCTFail("\($0)") })
                .disposed(by: bag)
        }
        SharingScheduler.mock(scheduler: scheduler) {
            revisions = scheduler.record(state.revision, into: bag)
            scheduler.scheduleAt(100) { page() }
            scheduler.scheduleAt(200) {
                service.setRating(5, beerID: ids["Orval"] ?? 0).subscribe().disposed(by: bag)
            }
            scheduler.scheduleAt(300) { page() }
            scheduler.advanceTo(1_000)
        }
        XCTAssertEqual(pages, [["Chimay Bleue 4.0 (1)", "Orval 4.0 (1)"], ["Orval 4.5 (2)", "Chimay Bleue 4.0 (1)"]])
        XCTAssertEqual(revisions.elements, [0, 1], "the rating's commit moved the revision")
    }
}
