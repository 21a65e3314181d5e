import Catalogue
import CataloguePostgres
import Foundation
import PostgresNIO
import XCTest

/// A file imported into a catalogue of fewer beers than a chunk builds the beers' secondary
/// indexes once, at the end (each is made again: a new object, the same definition); into a
/// fuller catalogue, or when the import fails, the indexes are the ones there were.
final class FirstFillIndexesTests: PostgresCatalogueTestCase {
    private var database: String!
    private var postgres: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        database = try server.makeDatabase()
        postgres = try makeCatalogue(database: database)
        try await postgres.migrate()
    }

    func testAFirstFillMakesTheSameIndexesAgain() async throws {
        let before = try await beerIndexes()
        XCTAssertGreaterThan(before.count, 10)
        let summary = try await postgres.importFiles([try file(beers: 1...10)], format: .auto, dryRun: false, rowsPerChunk: 3)
        XCTAssertEqual(summary.beersAdded, 10)

        let after = try await beerIndexes()
        XCTAssertEqual(after.mapValues(\.definition), before.mapValues(\.definition))
        for (name, index) in before {
            if index.isUniqueOrPrimary {
                XCTAssertEqual(after[name]?.oid, index.oid, "\(name) is kept: the import looks beers up by it")
            } else {
                XCTAssertNotEqual(after[name]?.oid, index.oid, "\(name) is made again")
            }
        }
        let page = try await postgres.search(SearchRequest(query: try QueryParser.parse("beer 7")), as: nil)
        XCTAssertEqual(page.beers.map(\.name), ["Beer 7"])
    }

    func testAnImportIntoAFullerCatalogueKeepsTheIndexes() async throws {
        _ = try await postgres.importFiles([try file(beers: 1...5)], format: .auto, dryRun: false)
        let before = try await beerIndexes()
        _ = try await postgres.importFiles([try file(beers: 4...12)], format: .auto, dryRun: false, rowsPerChunk: 3)
        let after = try await beerIndexes()
        XCTAssertEqual(after.mapValues(\.oid), before.mapValues(\.oid))
    }

    func testAFailedFirstFillLeavesTheIndexesAsTheyWere() async throws {
        let before = try await beerIndexes()
        let broken = try file(beers: 1...10, then: "Broken,\"unclosed,Ale,5")
        let error = await thrownError { try await postgres.importFiles([broken], format: .auto, dryRun: false, rowsPerChunk: 3) }
        XCTAssertTrue(error is ImportError, String(describing: error))
        let after = try await beerIndexes()
        XCTAssertEqual(after.mapValues(\.oid), before.mapValues(\.oid))
    }

    func testADryRunLeavesTheIndexesAsTheyWere() async throws {
        let before = try await beerIndexes()
        _ = try await postgres.importFiles([try file(beers: 1...10)], format: .auto, dryRun: true, rowsPerChunk: 3)
        let after = try await beerIndexes()
        XCTAssertEqual(after.mapValues(\.oid), before.mapValues(\.oid))
        let stats = try await postgres.stats()
        XCTAssertEqual(stats.beers, 0)
    }

    private struct BeerIndex: Equatable {
        let oid: Int64
        let definition: String
        let isUniqueOrPrimary: Bool
    }

    /// The beers table's indexes by name.
    private func beerIndexes() async throws -> [String: BeerIndex] {
        try await withAdminConnection(to: database) { connection in
            let rows = try await connection.query("""
                SELECT c.relname, c.oid::int8, pg_get_indexdef(c.oid), i.indisunique OR i.indisprimary
                FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'beers'::regclass
                """, logger: Self.quiet).collect()
            var indexes: [String: BeerIndex] = [:]
            for row in rows {
                let (name, oid, definition, unique) = try row.decode((String, Int64, String, Bool).self)
                indexes[name] = BeerIndex(oid: oid, definition: definition, isUniqueOrPrimary: unique)
            }
            return indexes
        }
    }

    /// A CSV file of "Beer N" rows, one per brewery, and `then` as its last line; removed at the end.
    private func file(beers numbers: ClosedRange<Int>, then last: String? = nil) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fill-\(UUID().uuidString).csv").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        let rows = numbers.map { "Beer \($0),Brewery \($0),Ale,5" } + (last.map { [$0] } ?? [])
        try Data("name,brewery,style,abv\n\(rows.joined(separator: "\n"))\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
