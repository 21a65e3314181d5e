@testable import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// `CatalogueService.page` does not wait for the search index: before it has loaded (here its
/// scheduler has not run yet) SQL answers with the page the index gives once it has.
final class SearchWhileIndexLoadsTests: XCTestCase {
    func testAPageBeforeTheIndexIsReadyIsThePageAfter() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-vm-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let store = try CatalogueStore(path: directory.appendingPathComponent("taproom.sqlite").path)
        try store.write { tx in
            for (name, brewery, abv) in [("Orval", "Orval", 6.2), ("Orvalette", "Orval", 3.5), ("Chimay Bleue", "Chimay", 9.0),
                                         ("Rochefort 10", "Rochefort", 11.3), ("Orange Wheat", "Hangar 24", 4.6)] {
                _ = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: brewery), abv: abv))
            }
        }
        let scheduler = makeScheduler()
        let indexing = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        let service = CatalogueService(store: store, state: state, writer: writer,
                                       schedulers: ServiceSchedulers(background: scheduler, main: scheduler,
                                                                     indexing: indexing), pageSize: 2)
        service.prepareSearch(failed: { XCTFail("\($0)") }).disposed(by: bag)
        var pages: [BeerPage] = []
        func page(_ query: String, sort: CatalogueSort) {
            service.page(BeerListRequest(query: query, sort: sort), after: nil)
                .subscribe(onSuccess: { pages.append($0) }, onFailure: { XCTFail("\($0)") }).disposed(by: bag)
            scheduler.start()
        }

        for (query, sort) in [("or", CatalogueSort.name), ("abv>4", .strongestFirst), ("", .brewery)] {
            page(query, sort: sort)
            XCTAssertEqual(store.searchIndex.loads, 0, "the search did not wait for the index")
        }
        indexing.start()
        XCTAssertEqual(store.searchIndex.loads, 1)
        XCTAssertTrue(try store.isSearchPrepared(sort: .name))
        XCTAssertTrue(try store.isSearchPrepared(sort: .abv), "the searches queued the orders they asked for")
        XCTAssertTrue(try store.isSearchPrepared(sort: .brewery))
        for (query, sort) in [("or", CatalogueSort.name), ("abv>4", .strongestFirst), ("", .brewery)] {
            page(query, sort: sort)
        }

        XCTAssertEqual(pages.count, 6)
        XCTAssertEqual(pages[0].beers.map(\.name), ["Orange Wheat", "Orval"])
        XCTAssertEqual(pages[0].total, 3)
        XCTAssertEqual(pages[1].beers.map(\.name), ["Rochefort 10", "Chimay Bleue"])
        for (before, after) in zip(pages[0..<3], pages[3..<6]) {
            XCTAssertEqual(after.beers, before.beers)
            XCTAssertEqual(after.total, before.total)
            XCTAssertEqual(after.next, before.next)
        }
        XCTAssertEqual(store.searchIndex.loads, 1)
    }
}
