import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import ViewModels
import VirtualTimeTestSupport
import XCTest

final class JournalViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var state: AppState!
    private var writer: AppStateWriter!
    private var catalogue: FakeCatalogue!
    private let query = BehaviorRelay(value: "")
    private static let day: TimeInterval = 86_400

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        (state, writer) = AppState.make()
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer,
                                  beers: [beer(1, "Orval", style: "Belgian Pale Ale", abv: 6.2, ibu: 36),
                                          beer(2, "Westvleteren 12", style: "Quadrupel", abv: 10.2, ibu: nil)])
        catalogue.signInNow()
    }

    override func tearDown() {
        bag = nil
    }

    /// Seven check-ins, one a day from day 20,000 (2024-10-04), alternating the two beers.
    private func sevenCheckIns() {
        for id in 1...7 {
            let beer = Int64(id % 2 == 1 ? 1 : 2)
            let checkIn = CheckIn(id: Int64(id), beerID: beer, time: Date(timeIntervalSince1970: Double(19_999 + id) * Self.day),
                                  serving: id == 7 ? .draught : nil, rating: id == 7 ? QuarterRating(stars: 3.75) : nil)
            catalogue.personal[beer, default: PersonalBeerData()].checkIns.insert(checkIn, at: 0)
        }
        catalogue.personal[2]?.rating = 4
    }

    private func model(_ body: (JournalViewModel) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            body(JournalViewModel(query: query.asDriver(), catalogue: catalogue.service, state: state,
                                  scheduler: scheduler, timeZone: TimeZone(identifier: "UTC")!))
        }
    }

    func testCheckInsComeNewestFirstAPageAtATimeAsThePersonMovesDown() {
        sevenCheckIns()
        var rows: TestableObserver<[JournalRow]>!
        var count: TestableObserver<String>!
        model { model in
            rows = scheduler.record(model.rows, into: bag)
            count = scheduler.record(model.countText, into: bag)
            // The fake's pages hold 3: the selection near the end of those loaded asks for more.
            scheduler.scheduleAt(100) { model.rowsShown(upTo: 1) }
            scheduler.scheduleAt(200) { model.rowsShown(upTo: 5) }
            scheduler.start()
        }
        let shown = rows.elements.last ?? []
        XCTAssertEqual(shown.map(\.day), ["2024-10-10", "2024-10-09", "2024-10-08", "2024-10-07", "2024-10-06",
                                          "2024-10-05", "2024-10-04"])
        XCTAssertEqual(shown.first, JournalRow(beerID: 1, day: "2024-10-10", beer: "Orval", brewery: "Brewery",
                                               style: "Belgian Pale Ale", rating: "★ 3.75", serving: "draught"))
        // A check-in without its own rating shows the person's rating of the beer.
        XCTAssertEqual(shown[1].rating, "★ 4")
        XCTAssertEqual(rows.elements.map(\.count), [0, 3, 6, 7])
        XCTAssertEqual(catalogue.journalCalls.map(\.after), [nil, "1728345600.5", "1728086400.2"])
        XCTAssertEqual(count.elements, ["Loading your journal…", "7 check-ins"])
    }

    func testTypingIsDebouncedAndAnEmptyJournalSaysHowToFillIt() {
        var messages: TestableObserver<String?>!
        var count: TestableObserver<String>!
        model { model in
            messages = scheduler.record(model.messageText, into: bag)
            count = scheduler.record(model.countText, into: bag)
            scheduler.scheduleAt(100) { self.query.accept("s") }
            scheduler.scheduleAt(150) { self.query.accept("since:2026") }
            scheduler.start()
        }
        XCTAssertEqual(catalogue.journalCalls.map(\.query), ["", "since:2026"])
        // The first answer's message stays until the filtered one replaces it.
        XCTAssertEqual(messages.elements, [nil, "No check-ins yet: open a beer and press i when you have it",
                                           "No check-in matches"])
        XCTAssertEqual(count.elements.last, "0 check-ins match")
    }

    func testABadQueryIsSaidAndEnterOpensTheCheckInsBeer() {
        sevenCheckIns()
        var messages: TestableObserver<String?>!
        var opened: TestableObserver<BeerSelection>!
        model { model in
            messages = scheduler.record(model.messageText, into: bag)
            opened = scheduler.record(model.showDetail, into: bag)
            scheduler.scheduleAt(100) { model.open(index: 1) }
            scheduler.scheduleAt(200) { self.query.accept("since:20x") }
            scheduler.start()
        }
        XCTAssertEqual(opened.elements.map { $0.beers[$0.index]?.name }, ["Westvleteren 12"])
        XCTAssertEqual(messages.elements.last ?? nil,
                       "Bad query: \"since:20x\" needs a date, like since:2026, since:2026-01 or until:2026-01-31")
    }
}
