import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
@testable import ViewModels
import VirtualTimeTestSupport
import XCTest

/// The list starts from what was remembered (filter, sort, favourites only) and says what to
/// remember each time it changes.
final class BeerListMemoryTests: XCTestCase {
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
            beer(1, "Saison Dupont", abv: 6.5), beer(2, "Stone IPA", abv: 6.9), beer(3, "Stout Royale", abv: 10.2),
            beer(4, "Orval", abv: 6.2), beer(5, "Westmalle Tripel", abv: 9.5),
        ])
        catalogue.personal = [4: PersonalBeerData(isFavourite: true)]
    }

    override func tearDown() {
        bag = nil
    }

    private func run(typing: [Recorded<Event<String>>], initial: BeerListMemory,
                     _ body: (BeerListViewModel) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable(typing).asDriver(onErrorJustReturn: "")
            body(BeerListViewModel(query: query, initial: initial, catalogue: catalogue.service, state: state,
                                   scheduler: scheduler))
        }
    }

    func testTheRememberedFilterAndSortRunAtOnceAndTheFieldShowsTheFilter() {
        var filter: TestableObserver<String>!
        var names: TestableObserver<[String]>!
        run(typing: [.next(10, "")], initial: BeerListMemory(filter: "st", sort: .strongestFirst)) { model in
            filter = scheduler.record(model.filterText, into: bag)
            names = scheduler.record(model.rows.map { $0.loaded.map(\.name) }, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(filter.elements, ["st"])
        XCTAssertEqual(state.currentSort, .strongestFirst)
        XCTAssertEqual(catalogue.pageCalls.filter { $0.offset == 0 }.map(\.query), ["st"], "one query, at once")
        XCTAssertEqual(catalogue.pageCalls.first?.time, 10)
        XCTAssertEqual(names.elements.last, ["Stout Royale", "Westmalle Tripel", "Stone IPA"], "strongest first")
    }

    func testWhatToRememberFollowsTheFilterTheSortAndFavouritesOnly() {
        catalogue.signInNow()
        var remembered: TestableObserver<BeerListMemory>!
        run(typing: [.next(10, ""), .next(100, "ipa")], initial: BeerListMemory()) { model in
            remembered = scheduler.record(model.remembered, into: bag)
            scheduler.scheduleAt(1000) { model.cycleSort() }
            scheduler.scheduleAt(2000) { model.toggleFavouritesOnly() }
            scheduler.scheduleAt(3000) { model.clearFilter() }
            scheduler.start()
        }
        XCTAssertEqual(remembered.elements, [
            BeerListMemory(),
            BeerListMemory(filter: "ipa"),
            BeerListMemory(filter: "ipa", sort: .strongestFirst),
            BeerListMemory(filter: "ipa", sort: .strongestFirst, favouritesOnly: true),
            BeerListMemory(filter: "", sort: .strongestFirst, favouritesOnly: true),
        ])
    }

    /// Signed out, a remembered favourites only shows everything (nobody's favourites to show,
    /// and no message to sign in); it comes back with the sign-in, and is still remembered meanwhile.
    func testARememberedFavouritesOnlyWaitsForTheSignIn() {
        var favouritesOnly: TestableObserver<Bool>!
        var errors: TestableObserver<String?>!
        var remembered: TestableObserver<BeerListMemory>!
        var names: TestableObserver<[String]>!
        var count: TestableObserver<String>!
        run(typing: [.next(10, "")], initial: BeerListMemory(favouritesOnly: true)) { model in
            count = scheduler.record(model.countText, into: bag)
            favouritesOnly = scheduler.record(model.isFavouritesOnly, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            remembered = scheduler.record(model.remembered, into: bag)
            names = scheduler.record(model.rows.map { $0.loaded.map(\.name) }, into: bag)
            scheduler.scheduleAt(500) { self.catalogue.signInNow() }
            scheduler.start()
        }
        XCTAssertEqual(favouritesOnly.events.map(\.time), [0, 500])
        XCTAssertEqual(favouritesOnly.elements, [false, true])
        XCTAssertEqual(errors.elements.compactMap { $0 }, [], "nothing asks to sign in")
        XCTAssertEqual(remembered.elements.map(\.favouritesOnly), [true])
        XCTAssertEqual(count.elements, ["5 beers", "1 favourite"], "signed out, every beer")
        XCTAssertEqual(names.elements.last, ["Orval"])
    }

    func testF4WhileSignedOutForgetsARememberedFavouritesOnly() {
        var remembered: TestableObserver<BeerListMemory>!
        var favouritesOnly: TestableObserver<Bool>!
        run(typing: [.next(10, "")], initial: BeerListMemory(favouritesOnly: true)) { model in
            remembered = scheduler.record(model.remembered, into: bag)
            favouritesOnly = scheduler.record(model.isFavouritesOnly, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavouritesOnly() }
            scheduler.scheduleAt(500) { self.catalogue.signInNow() }
            scheduler.start()
        }
        XCTAssertEqual(remembered.elements.map(\.favouritesOnly), [true, false])
        XCTAssertEqual(favouritesOnly.elements, [false], "the sign-in does not bring it back")
    }
}
