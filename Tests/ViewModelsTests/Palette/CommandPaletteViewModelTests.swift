import Catalogue
import CatalogueServices
import RxCore
import RxCoreTest
@testable import ViewModels
import VirtualTimeTestSupport
import XCTest

/// The palette's one list: the screen's commands at once, the catalogue's beers by name once
/// typing pauses, ranked together, best first; choosing a row says what to run or open.
final class CommandPaletteViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var catalogue: FakeCatalogue!

    private let commands = [
        PaletteCommand(title: "Open the selected beer", keys: "Enter"),
        PaletteCommand(title: "Cycle the sort: name, ABV, IBU, brewery, rating", keys: "F3"),
        PaletteCommand(title: "Favourites only", keys: "F4"),
        PaletteCommand(title: "Quit", keys: "F10 ^Q ^C"),
    ]

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        let (_, writer) = AppState.make()
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer, beers: [
            beer(1, "Sorting Hat Stout", brewery: "Hogs Head"), beer(2, "Orval", brewery: "Brasserie d'Orval"),
            beer(3, "Orval Vert", brewery: "Brasserie d'Orval"), beer(4, "Saison Dupont"),
        ])
        catalogue.pageSize = 10
    }

    private func model(typing: [Recorded<Event<String>>]) -> CommandPaletteViewModel {
        var model: CommandPaletteViewModel!
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable(typing).asDriver(onErrorJustReturn: "")
            model = CommandPaletteViewModel(query: query, commands: commands, catalogue: catalogue.service,
                                            scheduler: scheduler)
        }
        return model
    }

    func testEmptyTextListsEveryCommandInOrderAndNoBeer() {
        let model = model(typing: [.next(10, "")])
        let titles = scheduler.record(model.items.map { $0.map(\.title) }, into: bag)
        scheduler.start()
        XCTAssertEqual(titles.elements.last, commands.map(\.title))
        XCTAssertEqual(catalogue.pageCalls.count, 0, "nothing typed, nothing searched")
    }

    func testCommandsMatchAtOnceAndBeersOnceTypingPauses() {
        let model = model(typing: [.next(10, ""), .next(100, "s"), .next(150, "so"), .next(200, "sort")])
        let items = scheduler.record(model.items.map { $0.map(\.title) }, into: bag)
        scheduler.start()
        XCTAssertEqual(catalogue.pageCalls.map(\.query), ["sort"], "one search, after the pause")
        XCTAssertEqual(catalogue.pageCalls.map(\.time), [350], "150 ms after the last key")
        let atSort = items.events.last { $0.time == 200 }?.value.element
        XCTAssertEqual(atSort, ["Cycle the sort: name, ABV, IBU, brewery, rating"], "the command as the key is typed")
        XCTAssertEqual(items.elements.last, ["Sorting Hat Stout", "Cycle the sort: name, ABV, IBU, brewery, rating"],
                       "then the beer, as good a match (a word start, all four letters together) and earlier in its name")
    }

    func testBestMatchesComeFirstAndHighlightsAreGiven() throws {
        let model = model(typing: [.next(10, "fo")])
        let items = scheduler.record(model.items, into: bag)
        scheduler.start()
        let last = try XCTUnwrap(items.elements.last)
        XCTAssertEqual(last.first?.title, "Favourites only", "two word starts beat letters inside words")
        XCTAssertEqual(last.first?.highlights, [0..<1, 11..<12])
        XCTAssertEqual(last.first?.detail, "F4")
    }

    func testChoosingABeerOpensItAmongTheBeersFound() throws {
        let model = model(typing: [.next(10, "orv")])
        let items = scheduler.record(model.items, into: bag)
        let chosen = scheduler.record(model.chosen, into: bag)
        scheduler.scheduleAt(500) { model.choose(index: 1) }
        scheduler.scheduleAt(600) { model.choose(index: 9) }
        scheduler.start()
        let last = try XCTUnwrap(items.elements.last)
        XCTAssertEqual(last.prefix(2).map(\.title), ["Orval", "Orval Vert"], "the shorter of two equal matches first")
        XCTAssertEqual(last.prefix(2).map(\.detail), ["Brasserie d'Orval", "Brasserie d'Orval"])
        XCTAssertEqual(last.last?.title, "Cycle the sort: name, ABV, IBU, brewery, rating", "o, r, V: a poor match, last")
        guard case .beer(let selection) = try XCTUnwrap(chosen.elements.first) else { return XCTFail("a beer") }
        XCTAssertEqual(selection.index, 1)
        XCTAssertEqual(selection.beers.loaded.map(\.name), ["Orval", "Orval Vert"], "paging goes through the beers found")
        XCTAssertEqual(chosen.elements.count, 1, "a row that is not there chooses nothing")
    }

    func testChoosingACommandGivesItsIndexAmongThoseGiven() {
        let model = model(typing: [.next(10, "quit")])
        let chosen = scheduler.record(model.chosen, into: bag)
        scheduler.scheduleAt(500) { model.choose(index: 0) }
        scheduler.start()
        XCTAssertEqual(chosen.elements, [.command(3)])
    }

    func testTextTheSearchCannotTakeListsNoBeers() {
        let model = model(typing: [.next(10, "fav")])   // favourites, with nobody signed in: the search fails
        let titles = scheduler.record(model.items.map { $0.map(\.title) }, into: bag)
        scheduler.start()
        XCTAssertEqual(catalogue.pageCalls.count, 0, "the request fails before the catalogue is asked")
        XCTAssertEqual(titles.elements.last, ["Favourites only"])
    }
}
