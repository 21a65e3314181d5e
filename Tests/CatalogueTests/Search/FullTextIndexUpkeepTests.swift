@testable import Catalogue
import GRDB
import XCTest

/// The full-text index keeps no copy of what it indexed and removes a beer by the values it was
/// indexed with, so every change must remove a beer with exactly those. Each test compares the
/// index with one built afresh from the catalogue (`assertFullTextIndexIsCurrent`) after every
/// kind of change, row by row and in a bulk write.
final class FullTextIndexUpkeepTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try CatalogueStore.inMemory()
        _ = try store.write { tx in
            for (name, brewery, style) in [("Saison Dupont", "Dupont", "Saison"), ("Moinette Blonde", "Dupont", "Blonde"),
                                           ("Orval", "Abbaye d'Orval", "Trappist"), ("Westmalle Dubbel", "Westmalle", "Trappist"),
                                           ("Westmalle Tripel", "Westmalle", nil)] {
                _ = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: brewery), style: style))
            }
        }
    }

    private func ids(_ query: String) throws -> [Int64] {
        try store.search(SearchRequest(query: QueryParser.parse(query))).beers.map(\.id)
    }

    private func id(of name: String) throws -> Int64 {
        try XCTUnwrap(store.database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM beers WHERE name = ?", arguments: [name]) })
    }

    private func sql(_ statements: String, _ arguments: StatementArguments = []) throws {
        try store.database.write { db in try db.execute(sql: statements, arguments: arguments) }
    }

    func testRowByRowChangesKeepTheIndexCurrent() throws {
        let (held, _) = try store.fullTextOccurrencesBesideARebuild()
        XCTAssertEqual(held.count, 20, "9 words of names, 7 of breweries, 4 of styles")
        try assertFullTextIndexIsCurrent(store, "after the inserts")
        let orval = try id(of: "Orval")
        try sql("UPDATE beers SET name = 'Orval Green' WHERE id = ?", [orval])
        try assertFullTextIndexIsCurrent(store, "after a beer's rename")
        XCTAssertEqual(try ids("\"orval green\""), [orval])
        try sql("UPDATE beers SET brewery_id = (SELECT id FROM breweries WHERE name = 'Dupont') WHERE id = ?", [orval])
        try sql("UPDATE beers SET style_id = NULL WHERE name = 'Westmalle Dubbel'")
        try assertFullTextIndexIsCurrent(store, "after a beer moved brewery and lost its style")
        try sql("UPDATE breweries SET name = 'Brasserie Dupont' WHERE name = 'Dupont'")
        try sql("UPDATE styles SET name = 'Trappist Ale' WHERE name = 'Trappist'")
        try assertFullTextIndexIsCurrent(store, "after a brewery and a style were renamed")
        XCTAssertEqual(try ids("brewery:brasserie").count, 3)
        XCTAssertEqual(try ids("style:\"trappist ale\""), [orval], "Dubbel has no style now")
        XCTAssertEqual(try ids("dupont").count, 3, "the old brewery name is still a word of the new one")
        try store.write { tx in try tx.deleteBeer(id: orval) }
        try assertFullTextIndexIsCurrent(store, "after a delete")
        XCTAssertEqual(try ids("orval"), [])
    }

    /// A bulk write drops the full-text triggers; what it changes among the older beers must be
    /// removed with the values indexed before it began, whatever order the changes came in.
    func testABulkWriteReindexesWhatItChangedWithTheValuesIndexedBeforeIt() throws {
        let orval = try id(of: "Orval")
        let tripel = try id(of: "Westmalle Tripel")
        let dubbel = try id(of: "Westmalle Dubbel")
        try store.write { tx in
            try tx.deferringSearchIndex {
                // A beer changed, then its brewery renamed twice, then the beer changed again. (FTS5
                // removes a word from a beer wherever it occurs, so only a word of the indexed
                // values missing from those removed shows a wrong removal: here "abbaye".)
                try tx.db.execute(sql: "UPDATE beers SET name = 'Orval Vert' WHERE id = ?", arguments: [orval])
                try tx.db.execute(sql: "UPDATE breweries SET name = 'Notre-Dame' WHERE name = 'Abbaye d''Orval'")
                try tx.db.execute(sql: "UPDATE breweries SET name = 'Villers' WHERE name = 'Notre-Dame'")
                try tx.db.execute(sql: """
                    UPDATE beers SET name = 'Petite Verte', style_id = (SELECT id FROM styles WHERE name = 'Blonde') WHERE id = ?
                    """, arguments: [orval])
                // A style renamed, with a beer of it unchanged and one that leaves it.
                try tx.db.execute(sql: "UPDATE styles SET name = 'Dubbel' WHERE name = 'Trappist'")
                try tx.db.execute(sql: "UPDATE beers SET style_id = NULL WHERE id = ?", arguments: [dubbel])
                // A beer changed, then deleted; new beers added.
                try tx.db.execute(sql: "UPDATE beers SET name = 'Tripel 2' WHERE id = ?", arguments: [tripel])
                try tx.deleteBeer(id: tripel)
                _ = try tx.upsert(beer: NewBeer(name: "Triple d'Anvers", brewery: NewBrewery(name: "Westmalle"), style: "Dubbel"))
            }
        }
        try assertFullTextIndexIsCurrent(store)
        XCTAssertEqual(try ids("orval"), [], "neither its name nor its brewery's")
        XCTAssertEqual(try ids("villers"), [orval])
        XCTAssertEqual(try ids("petite verte"), [orval])
        XCTAssertEqual(try ids("abbaye"), [])
        XCTAssertEqual(try ids("notre"), [])
        XCTAssertEqual(try ids("style:blonde").count, 2)
        XCTAssertEqual(try ids("trappist"), [])
        XCTAssertEqual(try ids("style:dubbel").count, 1, "the new beer; the old Dubbel left the style")
        XCTAssertEqual(try ids("tripel"), [])
        let temporaryTables = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_temp_master")
        }
        XCTAssertEqual(temporaryTables, [], "nothing temporary is left")
    }
}
