import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// A person's own catalogue: made without the bundled beers, or with them removed later, keeping
/// the person's beers and everything about them.
final class OwnCatalogueTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = try makeTemporaryDirectory().appendingPathComponent("data/taproom.sqlite").path
    }

    private let ownBeers = [
        NewBeer(name: "House Pale", brewery: NewBrewery(name: "The Local Tap"), style: "Pale Ale", abv: 4.5),
        // Also in the bundled catalogue: imported, it is the person's own.
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval"), style: "Belgian Pale Ale", abv: 6.2),
    ]

    private func beerID(_ name: String, in store: CatalogueStore) throws -> Int64 {
        try XCTUnwrap(try store.allBeers().first { $0.name == name }?.id, name)
    }

    func testACatalogueMadeWithoutTheBundledBeersStaysWithoutThem() throws {
        let store = try CatalogueStore.createWithoutBundledBeers(path: path)
        XCTAssertEqual(try store.stats().beers, 0)
        try store.close()
        let reopened = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        XCTAssertEqual(try reopened.stats().beers, 0, "opening (or an upgrade) does not load them")
        XCTAssertEqual(try BundledCatalogue.install(into: reopened), .leftOut)
        XCTAssertThrowsError(try CatalogueStore.createWithoutBundledBeers(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .alreadyExists(path: path))
        }
    }

    func testRemovingTheBundledBeersKeepsThePersonsBeersAndTheirData() async throws {
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        let bundledCount = try store.stats().beers
        try store.write { tx in for beer in ownBeers { try tx.upsert(beer: beer) } }
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        for name in ["House Pale", "Orval"] {
            let id = try beerID(name, in: store)
            _ = try await catalogue.setFavourite(true, beerID: id, session: alice)
            _ = try await catalogue.setRating(5, beerID: id, session: alice)
            _ = try await catalogue.setNote("ours", beerID: id, session: alice)
        }

        let removal = try store.removeBundledBeers()
        XCTAssertEqual(removal.beers, bundledCount - 1, "all bundled beers but Orval, which alice imported")
        XCTAssertEqual(removal.remainingBeers, 2)
        XCTAssertEqual(try store.allBeers().map(\.name).sorted(), ["House Pale", "Orval"])
        for name in ["House Pale", "Orval"] {
            let data = try await catalogue.personalData(beerID: try beerID(name, in: store), session: alice)
            XCTAssertEqual(data.isFavourite, true, name)
            XCTAssertEqual(data.rating, 5, name)
            XCTAssertEqual(data.note, "ours", name)
        }
        let stats = try store.stats()
        XCTAssertEqual(stats.breweries, 2, "breweries only the bundled beers had are gone")
        XCTAssertEqual(stats.styles, 2)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("westmalle"))).total, 0)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("house"))).total, 1)
        try store.close()
        let reopened = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        XCTAssertEqual(try reopened.stats().beers, 2, "not loaded again")
    }

    func testRemovalIsRefusedWhileSomeoneHasDataOnBundledBeersUnlessDiscarding() async throws {
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        let bundledCount = try store.stats().beers
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let westmalle = try beerID("Westmalle Tripel", in: store)
        _ = try await catalogue.setFavourite(true, beerID: westmalle, session: alice)
        _ = try await catalogue.setRating(4, beerID: westmalle, session: alice)

        let refused = try store.removeBundledBeers()
        XCTAssertEqual(refused, CatalogueStore.BundledRemoval(beers: 0, personalEntries: 2, remainingBeers: bundledCount))
        XCTAssertEqual(try store.stats().beers, bundledCount)
        let kept = try await catalogue.personalData(beerID: westmalle, session: alice)
        XCTAssertEqual(kept.rating, 4)

        let removed = try store.removeBundledBeers(discardingPersonalData: true)
        XCTAssertEqual(removed.beers, bundledCount)
        XCTAssertEqual(try store.stats().beers, 0)
    }

    func testTheBundledBeersCanBeAddedBack() throws {
        let store = try CatalogueStore.createWithoutBundledBeers(path: path)
        try store.write { tx in _ = try tx.upsert(beer: ownBeers[1]) }
        guard case .installed(let version, nil, _) = try store.addBundledBeers() else { return XCTFail("not installed") }
        XCTAssertEqual(version, try BundledCatalogue.shippedVersion())
        XCTAssertEqual(try store.stats().beers, try BundledCatalogue.load().batch.beers.count)
        XCTAssertEqual(try BundledCatalogue.install(into: store), .upToDate(version: version))
    }
}
