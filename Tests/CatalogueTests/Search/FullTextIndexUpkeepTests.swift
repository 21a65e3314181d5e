@testable import Catalogue
import GRDB
import XCTest

/// The full-text indexes of beers', breweries' and styles' names keep no copy of what they
/// indexed and remove a row by the values it was indexed with, so every change must remove a
/// row with exactly those. Each test compares every index with one built afresh from the
/// catalogue (`assertFullTextIndexIsCurrent`) after every kind of change, row by row and in a
/// bulk write, and searches through all three.
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
        let sql = try store.search(SearchRequest(query: QueryParser.parse(query)), strategy: .sql).beers.map(\.id)
        let inMemory = try store.search(SearchRequest(query: QueryParser.parse(query)), strategy: .inMemory).beers.map(\.id)
        XCTAssertEqual(sql, inMemory, query)
        return inMemory
    }

    private func id(of name: String) throws -> Int64 {
        try XCTUnwrap(store.database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM beers WHERE name = ?", arguments: [name]) })
    }

    private func sql(_ statements: String, _ arguments: StatementArguments = []) throws {
        try store.database.write { db in try db.execute(sql: statements, arguments: arguments) }
    }

    func testEachNameIsIndexedOnceInItsOwnTable() throws {
        let counts = try FullTextTable.all.map { try store.fullTextOccurrencesBesideARebuild($0).held.count }
        XCTAssertEqual(counts, [9, 5, 3], "9 words of beers' names; dupont, abbaye d orval, westmalle; saison, blonde, trappist")
        try assertFullTextIndexIsCurrent(store, "after the inserts")
        XCTAssertEqual(try ids("westmalle").count, 2)
        XCTAssertEqual(try ids("trappist").count, 2, "both beers of the style, though the style's name is indexed once")
    }

    func testRowByRowChangesKeepTheIndexesCurrent() throws {
        let orval = try id(of: "Orval")
        try sql("UPDATE beers SET name = 'Orval Green' WHERE id = ?", [orval])
        try assertFullTextIndexIsCurrent(store, "after a beer's rename")
        XCTAssertEqual(try ids("\"orval green\""), [orval])
        try sql("UPDATE beers SET brewery_id = (SELECT id FROM breweries WHERE name = 'Dupont') WHERE id = ?", [orval])
        try sql("UPDATE beers SET style_id = NULL WHERE name = 'Westmalle Dubbel'")
        try assertFullTextIndexIsCurrent(store, "after a beer moved brewery and lost its style")
        XCTAssertEqual(try ids("brewery:dupont").count, 3)
        XCTAssertEqual(try ids("abbaye"), [], "its old brewery has no beers left")
        try sql("UPDATE breweries SET name = 'Brasserie Dupont' WHERE name = 'Dupont'")
        try sql("UPDATE styles SET name = 'Trappist Ale' WHERE name = 'Trappist'")
        try assertFullTextIndexIsCurrent(store, "after a brewery and a style were renamed")
        XCTAssertEqual(try ids("brewery:brasserie").count, 3)
        XCTAssertEqual(try ids("style:\"trappist ale\""), [orval], "Dubbel has no style now")
        XCTAssertEqual(try ids("dupont").count, 3, "the old brewery name is still a word of the new one, and of a beer's")
        try store.write { tx in try tx.deleteBeer(id: orval) }
        try assertFullTextIndexIsCurrent(store, "after a delete")
        XCTAssertEqual(try ids("orval"), [])
        // A style deleted sets its beers' style to none; a brewery deleted takes its beers with it.
        try sql("DELETE FROM styles WHERE name = 'Blonde'")
        try sql("DELETE FROM breweries WHERE name = 'Westmalle'")
        try assertFullTextIndexIsCurrent(store, "after a style and a brewery were deleted")
        XCTAssertEqual(try ids("blonde").count, 1, "Moinette Blonde, by its own name")
        XCTAssertEqual(try ids("style:blonde"), [])
        XCTAssertEqual(try ids("westmalle"), [])
    }

    /// A bulk write drops the full-text triggers; what it changes among the older rows must be
    /// removed with the values indexed before it began, whatever order the changes came in.
    /// (FTS5 removes a word from a row wherever it occurs, so only a word of the indexed values
    /// missing from those removed shows a wrong removal: here "orval", "abbaye" and "trappist".)
    func testABulkWriteReindexesWhatItChangedWithTheValuesIndexedBeforeIt() throws {
        let orval = try id(of: "Orval")
        let tripel = try id(of: "Westmalle Tripel")
        let dubbel = try id(of: "Westmalle Dubbel")
        try store.write { tx in
            try tx.deferringSearchIndex {
                // A beer renamed twice; its brewery renamed twice; a style renamed twice.
                try tx.db.execute(sql: "UPDATE beers SET name = 'Orval Vert' WHERE id = ?", arguments: [orval])
                try tx.db.execute(sql: "UPDATE breweries SET name = 'Notre-Dame' WHERE name = 'Abbaye d''Orval'")
                try tx.db.execute(sql: "UPDATE breweries SET name = 'Villers' WHERE name = 'Notre-Dame'")
                try tx.db.execute(sql: """
                    UPDATE beers SET name = 'Petite Verte', style_id = (SELECT id FROM styles WHERE name = 'Blonde') WHERE id = ?
                    """, arguments: [orval])
                try tx.db.execute(sql: "UPDATE styles SET name = 'Abbey' WHERE name = 'Trappist'")
                try tx.db.execute(sql: "UPDATE styles SET name = 'Dubbel' WHERE name = 'Abbey'")
                try tx.db.execute(sql: "UPDATE beers SET style_id = NULL WHERE id = ?", arguments: [dubbel])
                // A beer changed, then deleted; new beers, breweries and styles added, one renamed.
                try tx.db.execute(sql: "UPDATE beers SET name = 'Tripel 2' WHERE id = ?", arguments: [tripel])
                try tx.deleteBeer(id: tripel)
                _ = try tx.upsert(beer: NewBeer(name: "Triple d'Anvers", brewery: NewBrewery(name: "Westmalle"), style: "Dubbel"))
                _ = try tx.upsert(beer: NewBeer(name: "Zinnebir", brewery: NewBrewery(name: "De La Senne"), style: "Pale"))
                try tx.db.execute(sql: "UPDATE breweries SET name = 'Brasserie de la Senne' WHERE name = 'De La Senne'")
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
        XCTAssertEqual(try ids("abbey"), [])
        XCTAssertEqual(try ids("style:dubbel").count, 1, "the new beer; the old Dubbel left the style")
        XCTAssertEqual(try ids("tripel"), [])
        XCTAssertEqual(try ids("brewery:\"brasserie de la\"").count, 1)
        XCTAssertEqual(try ids("senne pale").count, 1)
        let temporaryTables = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_temp_master")
        }
        XCTAssertEqual(temporaryTables, [], "nothing temporary is left")
    }

    /// A bulk write that deletes an older beer and then adds one, which SQLite gives the freed
    /// id: the index must drop the old name and hold the new one under that id.
    func testABulkWriteThatReusesADeletedIDReindexesIt() throws {
        let last = try XCTUnwrap(store.database.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM beers") })
        try store.write { tx in
            try tx.deferringSearchIndex {
                try tx.deleteBeer(id: last)
                let added = try tx.upsert(beer: NewBeer(name: "Chimay Bleue", brewery: NewBrewery(name: "Chimay")))
                XCTAssertEqual(added.id, last)
            }
        }
        try assertFullTextIndexIsCurrent(store)
        XCTAssertEqual(try ids("chimay"), [last])
    }
}
