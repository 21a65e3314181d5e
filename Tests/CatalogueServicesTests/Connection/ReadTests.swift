import Catalogue
@testable import CatalogueServices
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// `CatalogueService`'s reads: the catalogue's answers, delivered on the main scheduler, with the
/// filter text parsed here first, so bad text fails before anything is asked.
final class ReadTests: XCTestCase {
    func testAPageIsTheServersAnswer() throws {
        let bed = try ServiceTestBed()
        let page = bed.run(bed.catalogue.page(BeerListRequest(query: "orv"), after: nil))
        XCTAssertNil(page.result, "nothing before the schedulers run")
        bed.advance(by: 1)

        XCTAssertEqual(page.value?.beers.map(\.name), ["Orval", "Orvalette"])
        XCTAssertEqual(page.value?.total, 2)
        XCTAssertEqual(bed.server.calls("search"), 1)
    }

    func testTextThatCannotBeParsedFailsWithTodaysQueryErrorWithoutAskingTheServer() throws {
        let bed = try ServiceTestBed()
        let page = bed.run(bed.catalogue.page(BeerListRequest(query: "abv>strong"), after: nil))
        bed.advance(by: 60_000)

        var expected: QueryError?
        do { _ = try QueryParser.parse("abv>strong") } catch { expected = error }
        XCTAssertNotNil(expected)
        XCTAssertEqual(page.error as? QueryError, expected)
        XCTAssertEqual(bed.server.calls("search"), 0)
        XCTAssertEqual(bed.state.currentConnection, .reachable, "bad text is not a network failure")
    }

    func testFavouritesNeedASignInAsOnTheEmbeddedStore() throws {
        let bed = try ServiceTestBed()
        let typed = bed.run(bed.catalogue.page(BeerListRequest(query: "fav"), after: nil))
        let onlyFavourites = bed.run(bed.catalogue.page(BeerListRequest(query: "", favouritesOnly: true), after: nil))
        bed.advance(by: 1)

        XCTAssertEqual(typed.error as? QueryError, .favouritesNeedUser)
        XCTAssertEqual(onlyFavourites.error as? QueryError, .favouritesNeedUser)
        XCTAssertEqual(bed.server.calls("search"), 0)
    }

    func testFavouritesOnlyAsksTheServerForTheSignedInPersonsFavourites() throws {
        let bed = try ServiceTestBed()
        bed.signInAlice()
        _ = bed.run(bed.catalogue.setFavourite(true, beerID: bed.id("Chimay Bleue")))
        bed.advance(by: 1)
        let page = bed.run(bed.catalogue.page(BeerListRequest(query: "", favouritesOnly: true), after: nil))
        bed.advance(by: 1)

        XCTAssertEqual(page.value?.beers.map(\.name), ["Chimay Bleue"])
        XCTAssertEqual(page.value?.beers.map(\.isFavourite), [true])
        let search = try BeerListRequest(query: "orv", favouritesOnly: true).searchRequest(signedIn: true)
        XCTAssertEqual(search.query.text, "orv fav")
        let typed = try BeerListRequest(query: "orv fav", favouritesOnly: true).searchRequest(signedIn: true)
        XCTAssertEqual(typed.query.text, "orv fav", "fav is not asked for twice")
    }

    func testTheCountGoesIntoTheAppState() throws {
        let bed = try ServiceTestBed()
        let counts = bed.scheduler.record(bed.state.beerCount, into: bed.bag)
        _ = bed.run(bed.catalogue.refreshBeerCount())
        bed.advance(by: 1)

        XCTAssertEqual(counts.elements, [nil, 4])
    }

    func testDisposingACallCancelsItsTaskAndDeliversNothing() throws {
        let bed = try ServiceTestBed()
        bed.server.holdsAnswers = true
        var delivered = false
        let call = bed.catalogue.beer(id: bed.id("Orval")).subscribe { _ in delivered = true }
        bed.advance(by: 1)
        XCTAssertEqual(bed.server.calls("beer"), 1)

        call.dispose()
        bed.server.releaseHeldAnswers()
        bed.advance(by: 1)

        XCTAssertEqual(bed.server.cancelledCalls, 1)
        XCTAssertFalse(delivered)
    }

    func testAHeldAnswerArrivesWhenReleasedWithoutBlockingTheMainScheduler() throws {
        let bed = try ServiceTestBed()
        bed.server.holdsAnswers = true
        let beer = bed.run(bed.catalogue.beer(id: bed.id("Orval")))
        var ticked = false
        bed.scheduler.scheduleAt(500) { ticked = true }
        bed.advance(by: 1_000)
        XCTAssertTrue(ticked, "the main scheduler runs while the call waits")
        XCTAssertNil(beer.result)

        bed.server.releaseHeldAnswers()
        bed.advance(by: 1)
        XCTAssertEqual(beer.value??.name, "Orval")
    }
}
