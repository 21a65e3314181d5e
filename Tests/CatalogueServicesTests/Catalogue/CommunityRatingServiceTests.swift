import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// Through `CatalogueService` on a real catalogue: a rating by the signed-in person moves the
/// revision, and the next page (in the best-rated order, filtered by `rating>`) carries the new
/// average and count, with others' ratings counted in.
final class CommunityRatingServiceTests: XCTestCase {
    func testRatingMovesTheRevisionAndTheNextPageHasTheNewAverage() throws {
        let bed = try ServiceTestBed(overServer: false, beerNames: ["Orval", "Chimay Bleue", "Rochefort 10"], pageSize: 100)
        try bed.rate(4, "Chimay Bleue", as: "bob")
        try bed.rate(4, "Orval", as: "bob")
        bed.signInAlice()
        // A tie (4.0 each) goes by id, in the order's direction.
        let request = BeerListRequest(query: "rating>=3", sort: .bestRatedFirst)
        var pages: [[String]] = []
        var revisions: TestableObserver<Int>!
        func page() {
            bed.catalogue.page(request, after: nil)
                .subscribe(onSuccess: { page in
                    pages.append(page.beers.map { "\($0.name) \($0.averageRating ?? 0) (\($0.ratingCount))" })
                }, onFailure: { XCTFail("\($0)") })
                .disposed(by: bed.bag)
        }
        SharingScheduler.mock(scheduler: bed.scheduler) {
            revisions = bed.scheduler.record(bed.state.revision, into: bed.bag)
            bed.scheduler.scheduleAt(100) { page() }
            bed.scheduler.scheduleAt(200) {
                bed.catalogue.setRating(5, beerID: bed.id("Orval")).subscribe().disposed(by: bed.bag)
            }
            bed.scheduler.scheduleAt(300) { page() }
            bed.advance(by: 1_000)
        }
        XCTAssertEqual(pages, [["Chimay Bleue 4.0 (1)", "Orval 4.0 (1)"], ["Orval 4.5 (2)", "Chimay Bleue 4.0 (1)"]])
        XCTAssertEqual(revisions.elements, [0, 1], "the rating moved the revision")
    }
}
