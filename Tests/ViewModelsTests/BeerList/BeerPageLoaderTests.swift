import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
@testable import ViewModels
import VirtualTimeTestSupport
import XCTest

/// `BeerPageLoader`: one list's snapshots, its pages loaded where rows are wanted, in virtual time
/// (each page takes 10 ticks to arrive; pages of 10 rows over 100 beers).
final class BeerPageLoaderTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var catalogue: FakeCatalogue!
    private var wanted: PublishSubject<Int>!

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        let (_, writer) = AppState.make()
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer,
                                  beers: (1...100).map { beer(Int64($0), String(format: "Beer %03d", $0)) })
        catalogue.pageSize = 10
        wanted = PublishSubject()
    }

    private func record(isRefresh: Bool = false, selection: Int = 0,
                        until end: Int = 1_000) -> TestableObserver<BeerListSnapshot> {
        let loader = BeerPageLoader(catalogue: catalogue.service)
        let snapshots = scheduler.record(loader.snapshots(for: BeerListRequest(query: ""), isRefresh: isRefresh,
                                                          selection: selection, rowsWanted: wanted),
                                         into: bag)
        scheduler.advanceTo(end)
        return snapshots
    }

    private func loadedPages(_ snapshot: BeerListSnapshot?) -> [Int] {
        guard let beers = snapshot?.beers else { return [] }
        return (0..<10).filter { beers.isLoaded(page: $0) }
    }

    func testANewListShowsLoadingThenItsFirstPageThenThePagesAroundTheSelection() {
        let snapshots = record(selection: 35)
        XCTAssertEqual(snapshots.events.first?.time, 0)
        XCTAssertEqual(snapshots.elements.first?.isLoading, true, "loading first: the list is not known yet")
        XCTAssertEqual(snapshots.elements[1].beers.total, 100)
        XCTAssertEqual(loadedPages(snapshots.elements[1]), [0])
        XCTAssertEqual(loadedPages(snapshots.elements.last), [0, 1, 2, 3, 4, 5],
                       "from 100 rows above the selection (35) to 20 below it")
        XCTAssertEqual(catalogue.pageCalls.map(\.offset), [0, 10, 20, 30, 40, 50])
    }

    func testAPageTheWantedRowsLeftBeforeItArrivedIsDropped() {
        let loader = BeerPageLoader(catalogue: catalogue.service)
        let snapshots = scheduler.record(loader.snapshots(for: BeerListRequest(query: ""), isRefresh: false,
                                                          selection: 0, rowsWanted: wanted), into: bag)
        scheduler.scheduleAt(100) { self.wanted.onNext(60) }  // pages 3–8 asked for
        scheduler.scheduleAt(105) { self.wanted.onNext(0) }  // gone before they arrive
        scheduler.advanceTo(1_000)

        XCTAssertEqual(catalogue.pageCalls.filter { $0.time == 100 }.map(\.offset), [30, 40, 50, 60, 70, 80])
        XCTAssertEqual(loadedPages(snapshots.elements.last), [0, 1, 2], "none of the pages left behind")
        XCTAssertEqual(snapshots.events.filter { $0.time > 100 }.count, 0, "nothing arrived to show")
    }

    func testARefreshShowsNoLoadingStateAndArrivesWithThePagesAroundTheSelection() {
        let snapshots = record(isRefresh: true, selection: 35)
        XCTAssertEqual(snapshots.elements.count, 1, "one snapshot, once everything around the selection is read")
        XCTAssertEqual(snapshots.elements.first?.isLoading, false)
        XCTAssertEqual(loadedPages(snapshots.elements.first), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(snapshots.events.first?.time, 20, "the first page at 10, the rest at 20")
    }

    func testAFailureIsTheLastWordAndNoMorePagesAreAsked() {
        let loader = BeerPageLoader(catalogue: catalogue.service)
        let snapshots = scheduler.record(loader.snapshots(for: BeerListRequest(query: "abv>"), isRefresh: false,
                                                          selection: 0, rowsWanted: wanted), into: bag)
        scheduler.scheduleAt(100) { self.wanted.onNext(50) }
        scheduler.advanceTo(1_000)
        XCTAssertEqual(snapshots.elements.count, 2, "loading, then the failure")
        XCTAssertTrue(snapshots.elements.last?.error is QueryError)
        XCTAssertEqual(snapshots.elements.last?.isLoading, false)
        XCTAssertTrue(catalogue.pageCalls.isEmpty, "a query that cannot be read is not asked for, nor its pages")
    }

    func testDisposingDropsEveryPageOnItsWay() {
        let loader = BeerPageLoader(catalogue: catalogue.service)
        let subscription = loader.snapshots(for: BeerListRequest(query: ""), isRefresh: false, selection: 0,
                                            rowsWanted: wanted)
            .subscribe(onNext: { _ in })
        scheduler.advanceTo(5)
        subscription.dispose()
        var delivered = false
        loader.snapshots(for: BeerListRequest(query: "beer 0"), isRefresh: false, selection: 0, rowsWanted: wanted)
            .subscribe(onNext: { if !$0.isLoading { delivered = true } })
            .disposed(by: bag)
        scheduler.advanceTo(1_000)
        XCTAssertTrue(delivered, "a newer list is unaffected")
        XCTAssertEqual(catalogue.pageCalls.filter { $0.query.isEmpty }.count, 1, "the disposed list asked once, and nothing more")
    }
}
