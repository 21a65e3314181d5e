import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
@testable import ViewModels
import VirtualTimeTestSupport
import XCTest

final class BeerListViewModelTests: XCTestCase {
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
    }

    override func tearDown() {
        bag = nil
    }

    /// Builds the view model on a query typed at the given times and runs it until `until`.
    private func run(typing: [Recorded<Event<String>>], until: Int = 2000,
                     _ body: (BeerListViewModel) -> Void = { _ in }) -> BeerListViewModel {
        var model: BeerListViewModel!
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable(typing).asDriver(onErrorJustReturn: "")
            model = BeerListViewModel(query: query, catalogue: catalogue.service, state: state, scheduler: scheduler)
            body(model)
        }
        return model
    }

    func testTypingIsDebouncedAndOnlyTheSettledQueryRuns() {
        var names: TestableObserver<[String]>!
        _ = run(typing: [.next(10, ""), .next(400, "s"), .next(500, "st"), .next(600, "sto")]) { model in
            names = scheduler.record(model.rows.map { $0.loaded.map(\.name) }, into: bag)
            scheduler.start()
        }
        let firstPages = catalogue.pageCalls.filter { $0.offset == 0 }
        XCTAssertEqual(firstPages.map(\.query), ["", "sto"])
        XCTAssertEqual(firstPages.map(\.time), [10, 900], "the first text at once, typing after a 300 ms pause")
        XCTAssertEqual(names.elements.last, ["Stone IPA", "Stout Royale"], "\"sto\" is a prefix of both")
    }

    func testTheSameSettledQueryDoesNotRunTwice() {
        _ = run(typing: [.next(10, "or"), .next(400, "orv"), .next(450, "or")]) { model in
            _ = scheduler.record(model.rows, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.map(\.query), ["or"], "\"or\" → \"orv\" → \"or\" settles on the same text")
    }

    func testASlowEarlierQueryNeverOverwritesANewerOne() {
        catalogue.delays = ["s": 1000, "stone": 5]
        var names: TestableObserver<[String]>!
        _ = run(typing: [.next(10, "s"), .next(100, "stone")]) { model in
            names = scheduler.record(model.rows.map { $0.loaded.map(\.name) }, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.map(\.query), ["s", "stone"])
        XCTAssertEqual(names.elements, [["Stone IPA"]], "the slow \"s\" result (due at 1010) was dropped")
    }

    func testLoadingAndEmptyStates() {
        catalogue.delays = ["zzz": 50]
        var loading: TestableObserver<Bool>!
        var empty: TestableObserver<String>!
        var count: TestableObserver<String>!
        _ = run(typing: [.next(10, ""), .next(100, "zzz")]) { model in
            loading = scheduler.record(model.isLoading, into: bag)
            empty = scheduler.record(model.emptyText, into: bag)
            count = scheduler.record(model.countText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(loading.events, [.next(10, true), .next(20, false), .next(400, true), .next(450, false)])
        XCTAssertEqual(empty.events, [.next(20, "The catalogue is empty — `taproom import FILE` adds beers"),
                                      .next(450, "No beers match `zzz` — Esc clears the filter")])
        XCTAssertEqual(count.elements, ["5 beers", "0 beers"])
    }

    func testRowsAreFormattedForDisplay() {
        catalogue.beers = [beer(7, "Orval", brewery: "Orval", style: "Belgian Pale Ale", abv: 6.2, ibu: 36.4),
                           beer(8, "Mystery", style: nil, abv: nil, ibu: nil)]
        var rows: TestableObserver<BeerRows>!
        _ = run(typing: [.next(10, "")]) { model in
            rows = scheduler.record(model.rows, into: bag)
            scheduler.start()
        }
        let shown = rows.elements.last?.loaded ?? []
        XCTAssertEqual(shown.map(\.abvText), ["6.2%", ""])
        XCTAssertEqual(shown.map(\.ibuText), ["36", ""])
        XCTAssertEqual(shown.map(\.style), ["Belgian Pale Ale", ""])
        XCTAssertEqual(shown.map(\.favouriteMark), ["", ""])
    }

    func testAQueryErrorNamesTheTerm() {
        var errors: TestableObserver<String?>!
        _ = run(typing: [.next(10, ""), .next(100, "colour:amber")]) { model in
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(errors.elements.count, 2)
        XCTAssertNil(errors.elements.first.flatMap { $0 })
        XCTAssertTrue(errors.elements.last??.contains("\"colour\"") ?? false)
    }

    func testPagesLoadAroundTheSelectionAheadOfIt() {
        catalogue.beers = (1...100).map { beer(Int64($0), String(format: "Beer %03d", $0)) }
        catalogue.pageSize = 10
        _ = run(typing: [.next(10, "")]) { model in
            scheduler.scheduleAt(100) { model.selectionMoved(to: 15) }  // pages 0–3 are loaded: nothing
            scheduler.scheduleAt(200) { model.selectionMoved(to: 25) }
            scheduler.scheduleAt(205) { model.selectionMoved(to: 25) }  // already loading: ignored
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.map(\.offset), [0, 10, 20, 30, 40],
                       "the first page, then 20 rows ahead of the selection, wherever it goes")
    }

    /// The last row of a long list costs the pages around it, not every page before it; a burst
    /// of moves loads only where the selection comes to rest.
    func testJumpingToTheLastRowLoadsOnlyThePagesAroundIt() {
        catalogue.beers = (1...1000).map { beer(Int64($0), String(format: "Beer %04d", $0)) }
        catalogue.pageSize = 50
        var rows: TestableObserver<BeerRows>!
        _ = run(typing: [.next(10, "")]) { model in
            rows = scheduler.record(model.rows, into: bag)
            scheduler.scheduleAt(100) {
                for index in stride(from: 49, through: 999, by: 50) { model.selectionMoved(to: index) }
            }
            scheduler.start()
        }
        let loaded = Set(catalogue.pageCalls.filter { $0.time >= 100 }.map(\.offset))
        XCTAssertEqual(rows.elements.last?.count, 1000, "every row is in the list, loaded or not")
        XCTAssertEqual(rows.elements.last?[999]?.name, "Beer 1000")
        XCTAssertNil(rows.elements.last?[500], "a page passed over is not kept")
        XCTAssertTrue(loaded.isSuperset(of: [850, 900, 950]), "\(loaded.sorted())")
        XCTAssertEqual(rows.elements.count, 1 + 3, "the first page, then the three at the end: \(rows.elements.count)")
    }

    func testCyclingTheSortKeepsTheSelectedBeerSelected() {
        var selections: TestableObserver<Int>!
        var titles: TestableObserver<BeerColumnTitles>!
        _ = run(typing: [.next(10, "")]) { model in
            selections = scheduler.record(model.selection, into: bag)
            titles = scheduler.record(model.columnTitles, into: bag)
            scheduler.scheduleAt(100) { model.selectionMoved(to: 3) }  // Orval (6.2%)
            scheduler.scheduleAt(200) { model.cycleSort() }
            scheduler.start()
        }
        // Strongest first: Stout Royale 10.2, Westmalle 9.5, Stone 6.9, Saison 6.5, Orval 6.2.
        XCTAssertEqual(selections.elements, [0, 0, 3, 4],
                       "the top at first and for the results, the person's move, then Orval in its new place")
        XCTAssertEqual(titles.elements.map(\.name), ["Name ↑", "Name"])
        XCTAssertEqual(titles.elements.map(\.abv), ["ABV", "ABV ↓"])
    }

    func testTheStatusLineShowsTheCountAndSortOrTheError() {
        var status: TestableObserver<String>!
        _ = run(typing: [.next(10, ""), .next(100, "colour:amber")]) { model in
            status = scheduler.record(model.statusText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(status.elements.first, "Searching… · Sort: name")
        XCTAssertTrue(status.elements.contains("1 of 5 beers · Sort: name"), "\(status.elements)")
        XCTAssertTrue(status.elements.last?.contains("\"colour\"") ?? false, "\(status.elements)")
    }

    func testEmptyResultsSayWhyAndHowToGetBeersBack() {
        var empty: TestableObserver<String>!
        _ = run(typing: [.next(10, ""), .next(100, "xyz")]) { model in
            empty = scheduler.record(model.emptyText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(empty.elements.last, "No beers match `xyz` — Esc clears the filter")
    }

    func testARefreshKeepsItsRowsAndReloadsAsManyWithoutALoadingState() {
        catalogue.pageSize = 2
        var names: TestableObserver<[String]>!
        var loading: TestableObserver<Bool>!
        _ = run(typing: [.next(10, "")]) { model in
            names = scheduler.record(model.rows.map { $0.loaded.map(\.name) }, into: bag)
            loading = scheduler.record(model.isLoading, into: bag)
            scheduler.scheduleAt(100) { model.selectionMoved(to: 1) }
            scheduler.scheduleAt(200) {
                self.catalogue.beers[3] = beer(4, "Orval Vert", abv: 6.2)
                self.writer.bumpRevision() // as a favourite toggled on the detail screen does
            }
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.map(\.offset), [0, 2, 4, 0, 2, 4], "the refresh reloads the pages shown")
        XCTAssertEqual(names.elements.map(\.count), [2, 4, 5, 5], "never the first page alone")
        XCTAssertEqual(names.elements.last?[3], "Orval Vert")
        XCTAssertEqual(loading.elements, [true, false], "no loading state for the refresh")
    }

    func testANewQueryStartsFromItsFirstPage() {
        catalogue.pageSize = 2
        var loading: TestableObserver<Bool>!
        _ = run(typing: [.next(10, ""), .next(400, "s")]) { model in
            loading = scheduler.record(model.isLoading, into: bag)
            scheduler.scheduleAt(100) { model.selectionMoved(to: 1) }
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.filter { $0.query == "s" }.first?.offset, 0)
        XCTAssertEqual(loading.elements, [true, false, true, false])
    }

    func testActivatingARowShowsTheFilteredListAtThatIndex() {
        var shown: TestableObserver<BeerSelection>!
        _ = run(typing: [.next(10, "sto")]) { model in
            shown = scheduler.record(model.showDetail, into: bag)
            scheduler.scheduleAt(100) { model.activate(index: 1) }
            scheduler.scheduleAt(110) { model.activate(index: 9) }  // out of range: ignored
            scheduler.start()
        }
        XCTAssertEqual(shown.elements.map { selection in (0..<selection.beers.total).compactMap { selection.beers[$0]?.name } }, [["Stone IPA", "Stout Royale"]])
        XCTAssertEqual(shown.elements.map(\.index), [1])
    }

    func testCyclingTheSortRequeriesInTheNextOrder() {
        var sorts: TestableObserver<String>!
        _ = run(typing: [.next(10, "")]) { model in
            sorts = scheduler.record(model.sortText, into: bag)
            scheduler.scheduleAt(100) { model.cycleSort() }
            scheduler.scheduleAt(200) { model.cycleSort() }
            scheduler.start()
        }
        XCTAssertEqual(sorts.elements, ["Sort: name", "Sort: ABV ↓", "Sort: IBU ↓"])
        XCTAssertEqual(state.currentSort, .mostBitterFirst)
        XCTAssertEqual(catalogue.pageCalls.filter { $0.offset == 0 }.map(\.time), [10, 100, 200])
    }

    func testFavouritesOnlyNeedsAUserAndShowsTheirFavourites() {
        catalogue.personal = [4: PersonalBeerData(isFavourite: true)]
        catalogue.signInNow()
        var names: TestableObserver<[String]>!
        var count: TestableObserver<String>!
        _ = run(typing: [.next(10, "")]) { model in
            names = scheduler.record(model.rows.map { $0.loaded.map(\.name) }, into: bag)
            count = scheduler.record(model.countText, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavouritesOnly() }
            scheduler.start()
        }
        XCTAssertEqual(names.elements.last, ["Orval"])
        XCTAssertEqual(count.elements.last, "1 favourite")
    }

    func testThePositionFollowsTheSelection() {
        var position: TestableObserver<String>!
        _ = run(typing: [.next(10, ""), .next(1000, "zzz")]) { model in
            position = scheduler.record(model.positionText, into: bag)
            scheduler.scheduleAt(100) { model.selectionMoved(to: 3) }
            scheduler.scheduleAt(200) { model.selectionMoved(to: 4) }
            scheduler.start()
        }
        XCTAssertEqual(position.events, [.next(20, "1 of 5 beers"), .next(100, "4 of 5 beers"), .next(200, "5 of 5 beers"),
                                         .next(1310, "0 beers")])
    }

    func testAnActionsMessageGoesWithTheNextKeyAndTheQuerysErrorStays() {
        var errors: TestableObserver<String?>!
        _ = run(typing: [.next(10, ""), .next(100, "abv>>")]) { model in
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(1000) { model.toggleFavouritesOnly() }
            scheduler.scheduleAt(1100) { model.dismissMessage() }
            scheduler.scheduleAt(1200) { model.dismissMessage() }
            scheduler.start()
        }
        let queryError = errors.elements.compactMap { $0 }.first { $0.contains("abv>>") }
        XCTAssertNotNil(queryError)
        XCTAssertEqual(Array(errors.events.suffix(2)), [.next(1000, PersonalDataError.favouritesNeedSignIn.description),
                                                        .next(1100, queryError)])
    }

    func testTogglingAFavouriteWithoutAUserSaysToSignIn() {
        var errors: TestableObserver<String?>!
        _ = run(typing: [.next(10, "")]) { model in
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavourite(index: 0) }
            scheduler.start()
        }
        XCTAssertEqual(errors.elements.last, PersonalDataError.notSignedIn.description)
    }

    func testFavouritesOnlyWithoutAUserSaysToSignInAndStaysOff() {
        var errors: TestableObserver<String?>!
        var favouritesOnly: TestableObserver<Bool>!
        _ = run(typing: [.next(10, "")]) { model in
            errors = scheduler.record(model.errorText, into: bag)
            favouritesOnly = scheduler.record(model.isFavouritesOnly, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavouritesOnly() }
            scheduler.start()
        }
        XCTAssertEqual(errors.elements.last, PersonalDataError.favouritesNeedSignIn.description)
        XCTAssertEqual(favouritesOnly.elements, [false])
    }

    func testSigningOutTurnsFavouritesOnlyOff() {
        catalogue.signInNow()
        var favouritesOnly: TestableObserver<Bool>!
        _ = run(typing: [.next(10, "")]) { model in
            favouritesOnly = scheduler.record(model.isFavouritesOnly, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavouritesOnly() }
            scheduler.scheduleAt(200) { self.catalogue.session.signOut() }
            scheduler.start()
        }
        XCTAssertEqual(favouritesOnly.elements, [false, true, false])
    }

    // MARK: Clearing the filter

    func testClearingTheFilterShowsTheWholeCatalogueAtOnce() {
        var filter: TestableObserver<String>!
        _ = run(typing: [.next(10, ""), .next(100, "ipa")]) { model in
            filter = scheduler.record(model.filterText, into: bag)
            scheduler.scheduleAt(1000) { model.clearFilter() }
            scheduler.start()
        }
        let firstPages = catalogue.pageCalls.filter { $0.offset == 0 }
        XCTAssertEqual(firstPages.map(\.query), ["", "ipa", ""])
        XCTAssertEqual(firstPages.map(\.time), [10, 400, 1000], "the clear does not wait for the typing pause")
        XCTAssertEqual(filter.events, [.next(10, ""), .next(100, "ipa"), .next(1000, "")])
    }

    func testClearingDropsTypingStillWaitingForThePause() {
        var filter: TestableObserver<String>!
        _ = run(typing: [.next(10, ""), .next(100, "st"), .next(150, "sto")]) { model in
            filter = scheduler.record(model.filterText, into: bag)
            scheduler.scheduleAt(200) { model.clearFilter() }
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.filter { $0.offset == 0 }.map(\.query), [""], "\"sto\", due at 450, never runs")
        XCTAssertEqual(filter.elements, ["", "st", "sto", ""])
    }

    func testTypingAfterAClearWaitsForThePauseAgain() {
        _ = run(typing: [.next(10, ""), .next(100, "ipa"), .next(1100, "o"), .next(1200, "or")]) { model in
            _ = scheduler.record(model.rows, into: bag)
            scheduler.scheduleAt(1000) { model.clearFilter() }
            scheduler.start()
        }
        let firstPages = catalogue.pageCalls.filter { $0.offset == 0 }
        XCTAssertEqual(firstPages.map(\.query), ["", "ipa", "", "or"])
        XCTAssertEqual(firstPages.map(\.time), [10, 400, 1000, 1500])
    }

    func testClearingAnEmptyFilterRunsNothing() {
        var filter: TestableObserver<String>!
        _ = run(typing: [.next(10, "")]) { model in
            filter = scheduler.record(model.filterText, into: bag)
            scheduler.scheduleAt(100) { model.clearFilter() }
            scheduler.start()
        }
        XCTAssertEqual(catalogue.pageCalls.filter { $0.offset == 0 }.map(\.query), [""])
        XCTAssertEqual(filter.elements, [""])
    }
}
