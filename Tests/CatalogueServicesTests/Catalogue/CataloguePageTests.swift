import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// `CatalogueService.page` hands on the store's page as it is: any page by offset, with the
/// signed-in user's favourite marks and ratings and the query's words.
final class CataloguePageTests: XCTestCase {
    func testThePageAtAnOffsetIsTheStoresWithTheSignedInUsersRatings() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-services-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let store = try CatalogueStore(path: directory.appendingPathComponent("taproom.sqlite").path)
        var ids: [String: Int64] = [:]
        try store.write { tx in
            for name in ["Orval", "Orvalette", "Orange Wheat", "Chimay Bleue", "Oro de Calabaza"] {
                ids[name] = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: name))).id
            }
        }
        let user = try AccountService(store: store, parameters: .testing).createUser(name: "alice", password: "correct horse")
        try store.setRating(5, userID: user.id, beerID: try XCTUnwrap(ids["Orval"]))
        try store.setFavourite(true, userID: user.id, beerID: try XCTUnwrap(ids["Oro de Calabaza"]))

        let scheduler = makeScheduler()
        let bag = DisposeBag()
        let (state, writer) = AppState.make()
        writer.setUser(user)
        let service = CatalogueService(store: store, state: state, writer: writer,
                                       schedulers: ServiceSchedulers(background: scheduler, main: scheduler), pageSize: 2)
        var pages: [BeerPage] = []
        service.page(BeerListRequest(query: "or"), after: NextPage(offset: 1))
            .subscribe(onSuccess: { pages.append($0) }, onFailure: { XCTFail("\($0)") }).disposed(by: bag)
        scheduler.start()

        let expected = try store.search(SearchRequest(query: QueryParser.parse("or"), limit: 2,
                                                      after: NextPage(offset: 1), userID: user.id))
        XCTAssertEqual(pages, [expected])
        XCTAssertEqual(pages.first?.beers.map(\.name), ["Oro de Calabaza", "Orval"])
        XCTAssertEqual(pages.first?.beers.map(\.isFavourite), [true, false])
        XCTAssertEqual(pages.first?.beers.map(\.rating), [nil, 5])
        XCTAssertEqual(pages.first?.total, 4)
        XCTAssertEqual(pages.first?.words, ["or"])
    }
}
