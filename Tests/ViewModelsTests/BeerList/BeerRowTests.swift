import Catalogue
import Foundation
@testable import ViewModels
import XCTest

/// A list row marks where the query's free words match the beer's name, in `Character` offsets,
/// from the page exactly as the store returns it.
final class BeerRowTests: XCTestCase {
    private func store(_ names: [String]) throws -> CatalogueStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-vm-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let store = try CatalogueStore(path: directory.appendingPathComponent("taproom.sqlite").path)
        try store.write { tx in
            for name in names { _ = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: "X"), abv: 5)) }
        }
        return store
    }

    private func rows(_ query: String, in store: CatalogueStore) throws -> [BeerRow] {
        let page = try store.search(SearchRequest(query: QueryParser.parse(query)))
        return page.beers.map { BeerRow($0, matching: page.words) }
    }

    func testHighlightsAreCharacterOffsetsOfTheQuerysWordsInTheName() throws {
        let store = try store(["🍺 Pale Kölsch-Pale"])
        XCTAssertEqual(try rows("pal kols", in: store).map(\.highlights), [[2..<5, 7..<11, 14..<17]])
        XCTAssertEqual(try rows("abv<100", in: store).map(\.highlights), [[]], "no free words, nothing marked")
    }

    func testLoadedRowsHighlightThePagesWords() throws {
        let store = try store(["Orval", "Chimay Bleue"])
        let page = try store.search(SearchRequest(query: QueryParser.parse("orv")))
        var beers = LoadedBeers()
        beers.insert(page, number: 0)
        XCTAssertEqual(BeerRows(beers).loaded.map(\.highlights), [[0..<3]])
    }
}
