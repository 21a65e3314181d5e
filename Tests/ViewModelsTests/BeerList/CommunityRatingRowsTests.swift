import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
@testable import ViewModels
import VirtualTimeTestSupport
import XCTest

/// The community's rating as the list and the detail show it, and both following a rating the
/// signed-in user gives on the detail screen (the revision moves, the list reads its pages
/// again, and the detail shows the beer the list now holds).
final class CommunityRatingRowsTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var state: AppState!
    private var writer: AppStateWriter!
    private var catalogue: FakeCatalogue!

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        (state, writer) = AppState.make()
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer, beers: [
            beer(1, "Orval"), beer(2, "Westmalle Tripel"), beer(3, "Stone IPA"),
        ])
        catalogue.othersRatings = [1: [4, 5, 4], 2: [5]]
    }

    override func tearDown() {
        bag = nil
    }

    func testFormatting() {
        XCTAssertEqual(BeerFormatting.community(average: 13.0 / 3, count: 3), "★ 4.3 (3)")
        XCTAssertEqual(BeerFormatting.community(average: 5, count: 1), "★ 5.0 (1)")
        XCTAssertEqual(BeerFormatting.community(average: 4.25, count: 1_234), "★ 4.3 (1.2k)")
        XCTAssertEqual(BeerFormatting.community(average: nil, count: 0), "")
        XCTAssertEqual(BeerFormatting.communityShort(average: 4.96, count: 2), "★5.0")
        XCTAssertEqual(BeerFormatting.communityShort(average: nil, count: 0), "")
        XCTAssertEqual(BeerFormatting.communityInFull(average: 4.2, count: 17), "★ 4.2 from 17 people")
        XCTAssertEqual(BeerFormatting.communityInFull(average: 3, count: 1), "★ 3.0 from 1 person")
        XCTAssertEqual(BeerFormatting.communityInFull(average: nil, count: 0), "nobody has rated it yet")
        XCTAssertEqual([7, 999, 1_000, 1_250, 9_999, 12_345, 999_999, 1_500_000].map(BeerFormatting.compact),
                       ["7", "999", "1.0k", "1.2k", "9.9k", "12k", "999k", "1.5M"])
    }

    func testRowsShowTheCommunitysRatingAndNothingWhenNobodyRated() {
        var rows: TestableObserver<BeerRows>!
        SharingScheduler.mock(scheduler: scheduler) {
            let model = BeerListViewModel(query: .just(""), catalogue: catalogue.service, state: state, scheduler: scheduler)
            rows = scheduler.record(model.rows, into: bag)
            scheduler.start()
        }
        let shown = rows.elements.last?.loaded ?? []
        XCTAssertEqual(shown.map(\.communityText), ["★ 4.3 (3)", "★ 5.0 (1)", ""])
        XCTAssertEqual(shown.map(\.communityShortText), ["★4.3", "★5.0", ""])
    }

    func testRatingOnTheDetailMovesTheAverageInTheListAndTheDetail() {
        catalogue.signInNow()
        var rows: TestableObserver<[String]>!
        var community: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            let list = BeerListViewModel(query: .just(""), catalogue: catalogue.service, state: state, scheduler: scheduler)
            let detail = BeerDetailViewModel(beers: list.beers, index: 2, catalogue: catalogue.service, state: state)
            rows = scheduler.record(list.rows.map { $0.loaded.map(\.communityText) }, into: bag)
            community = scheduler.record(detail.communityText, into: bag)
            scheduler.scheduleAt(500) { detail.rate(2) }
            scheduler.scheduleAt(800) { detail.rate(nil) }
            scheduler.start()
        }
        XCTAssertEqual(rows.elements.last, ["★ 4.3 (3)", "★ 5.0 (1)", ""])
        XCTAssertTrue(rows.elements.contains(["★ 4.3 (3)", "★ 5.0 (1)", "★ 2.0 (1)"]), "\(rows.elements)")
        XCTAssertEqual(community.elements, ["nobody has rated it yet", "★ 2.0 from 1 person", "nobody has rated it yet"])
    }
}
