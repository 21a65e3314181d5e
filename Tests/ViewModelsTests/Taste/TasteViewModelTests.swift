import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import ViewModels
import VirtualTimeTestSupport
import XCTest

/// `TasteViewModel`: the figures once the facts are read, read again when the catalogue changes,
/// counted up to the clock it is given; signed out, why there are none.
final class TasteViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var state: AppState!
    private var writer: AppStateWriter!
    private var catalogue: FakeCatalogue!
    private let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        (state, writer) = AppState.make()
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer, beers: [])
    }

    override func tearDown() {
        bag = nil
    }

    private func model(_ body: (TasteViewModel) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            body(TasteViewModel(catalogue: catalogue.service, state: state, calendar: utc,
                                now: { Date(timeIntervalSince1970: 1_772_323_200) })) // 2026-03-01
        }
    }

    func testTheFiguresComeOnceReadAndAgainWhenTheCatalogueChanges() {
        catalogue.signInNow()
        catalogue.taste = TasteFacts(checkInTimes: [Date(timeIntervalSince1970: 1_767_312_000)]) // 2026-01-02
        var figures: TestableObserver<TasteStatistics?>!
        var messages: TestableObserver<String?>!
        model { model in
            figures = scheduler.record(model.statistics, into: bag)
            messages = scheduler.record(model.messageText, into: bag)
            scheduler.scheduleAt(100) {
                self.catalogue.taste.checkInTimes.append(Date(timeIntervalSince1970: 1_769_990_400)) // 2026-02-02
                self.writer.bumpRevision()
            }
            scheduler.start()
        }
        XCTAssertEqual(figures.elements.map { $0?.checkIns }, [nil, 1, 2])
        XCTAssertEqual(figures.elements.last??.months.map(\.label), ["2026-01", "2026-02", "2026-03"],
                       "months run to the clock's")
        XCTAssertEqual(messages.elements, ["Loading your statistics…", nil])
    }

    func testSignedOutThereAreNoFiguresAndTheMessageSaysWhy() {
        var figures: TestableObserver<TasteStatistics?>!
        var messages: TestableObserver<String?>!
        model { model in
            figures = scheduler.record(model.statistics, into: bag)
            messages = scheduler.record(model.messageText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(figures.elements.compactMap { $0 }.count, 0)
        XCTAssertEqual(messages.elements.count, 2)
        XCTAssertEqual(messages.elements.last ?? nil, PersonalDataError.notSignedIn.description)
    }
}
