import Catalogue
import Foundation
import CataloguePostgres
import XCTest

/// Imports upsert alike: beers matched by name (ignoring case) and brewery, a later row's values
/// winning and missing ones kept, new beers in file order, a bundled row never overwriting an
/// imported beer, breweries merged the same way.
final class ImportAgreementTests: PostgresCatalogueTestCase {
    private var sqlite: SQLiteReference!
    private var postgres: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        sqlite = try SQLiteReference(beers: [], clock: clock)
        postgres = try await makeCatalogue()
    }

    private let first: [NewBeer] = [
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                style: "Trappist", abv: 6.2, ibu: 32, description: "Dry-hopped."),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle"), style: "Tripel", abv: 9.5),
        NewBeer(name: "Bundled Only", brewery: NewBrewery(name: "Westmalle"), abv: 5, origin: .bundled),
        NewBeer(name: "orval", brewery: NewBrewery(name: "BRASSERIE D'ORVAL", city: "Villers"), ibu: 36),
    ]

    private let second: [NewBeer] = [
        NewBeer(name: "ORVAL", brewery: NewBrewery(name: "Brasserie d'Orval"), abv: 6.9),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle", country: "BE"), abv: 9.5, origin: .bundled),
        NewBeer(name: "Bundled Only", brewery: NewBrewery(name: "Westmalle"), abv: 5.5, origin: .bundled),
        NewBeer(name: "Achel Blond", brewery: NewBrewery(name: "Achel", country: "Belgium"), style: "Tripel", abv: 8),
        NewBeer(name: "Westmalle Dubbel", brewery: NewBrewery(name: "Westmalle"), style: "Dubbel", abv: 7),
        NewBeer(name: "Westmalle Dubbel", brewery: NewBrewery(name: "Westmalle"), ibu: 24),
    ]

    /// Rows repeating a beer that is stored: each is applied to what the ones before it left.
    private let third: [NewBeer] = [
        NewBeer(name: "Westmalle Dubbel", brewery: NewBrewery(name: "Westmalle"), abv: 7, origin: .bundled),
        NewBeer(name: "Westmalle Dubbel", brewery: NewBrewery(name: "Westmalle"), ibu: 24),
        NewBeer(name: "Achel Blond", brewery: NewBrewery(name: "Achel"), abv: 8.5, origin: .bundled),
        NewBeer(name: "ACHEL BLOND", brewery: NewBrewery(name: "Achel"), description: "Golden."),
        NewBeer(name: "Achel Blond", brewery: NewBrewery(name: "Achel"), style: "Blond", abv: 8),
    ]

    func testUpsertsLeaveTheSameBeersAndCountTheSameChanges() async throws {
        for (number, batch) in [first, second, second, third].enumerated() {
            let expected = try sqlite.importBeers(batch)
            let actual = try await postgres.importBeers(batch)
            XCTAssertEqual(actual, expected, "import \(number)")
        }
        try await assertBothStoresHoldTheSameBeers()
        let orval = try await postgres.beer(id: 1)
        XCTAssertEqual(orval?.name, "ORVAL", "the later name wins")
        XCTAssertEqual(orval?.abv, 6.9)
        XCTAssertEqual(orval?.ibu, 36, "a value missing from the later row is kept")
        XCTAssertEqual(orval?.brewery.name, "Brasserie d'Orval")
        let search = SearchRequest(query: try QueryParser.parse("westmalle"))
        let page = try await postgres.search(search, as: nil)
        XCTAssertEqual(page.beers, try sqlite.store.search(search).beers)
    }

    /// The contract's import (`importFile`, as `POST /v1/imports` calls it) reads and counts a
    /// file alike.
    func testAFileImportReportsAlike() async throws {
        let file = ImportedFile(bytes: Array("""
            name,brewery,style,abv,ibu,country
            Orval,Brasserie d'Orval,Trappist,6.2,32,Belgium
            ORVAL,brasserie d'orval,,6.9,,
            Westmalle Tripel,Westmalle,Tripel,9.5,,BE
            ,Nameless,,5,,
            Achel Blond,Achel,Tripel,8,,Belgium
            Beer Geek Breakfast,Mikkeller,Oatmeal Stout,7.5,,Denmark
            Beer Geek Breakfast,MIKKELLER,American Stout,6.5,,US
            Hop Pottstown,Mikkeller,American IPA,5,,

            """.utf8), format: .csv, name: "beers.csv")
        for catalogue in [sqlite.catalogue as any SharedCatalogue, postgres as any SharedCatalogue] {
            _ = try await catalogue.createAccount(name: "admin", password: "admin password")
        }
        try await sqlite.catalogue.setAdmin(true, userName: "admin")
        try await postgres.setAdmin(true, userName: "admin")
        let sqliteAdmin = try await sqlite.catalogue.signIn(name: "admin", password: "admin password")
        let postgresAdmin = try await postgres.signIn(name: "admin", password: "admin password")
        for round in 1...2 {
            let expected = try await sqlite.catalogue.importFile(file, session: sqliteAdmin)
            let actual = try await postgres.importFile(file, session: postgresAdmin)
            XCTAssertEqual(actual, expected, "import \(round)")
        }
        let stats = try await postgres.stats()
        XCTAssertEqual(stats, try sqlite.store.stats())
        XCTAssertEqual(stats.breweries, 5, "Mikkeller of Denmark and of the US are two breweries")
        for query in ["country:be", "mikkeller"] {
            let search = SearchRequest(query: try QueryParser.parse(query), sort: .abv)
            let page = try await postgres.search(search, as: nil)
            XCTAssertEqual(page, try sqlite.store.search(search), query)
        }
        let mikkeller = try await postgres.search(SearchRequest(query: try QueryParser.parse("mikkeller"), sort: .abv), as: nil)
        XCTAssertEqual(mikkeller.beers.map { "\($0.name) \($0.country ?? "-")" },
                       ["Hop Pottstown DK", "Beer Geek Breakfast US", "Beer Geek Breakfast DK"],
                       "a row without a country joins the first made")
    }

    /// `taproom import FILE --postgres` writes a file a chunk at a time as it reads it: beers
    /// repeated across chunks, the same or changed, end and count as SQLite's import leaves them.
    func testAFileImportedAChunkAtATimeAgreesWithSQLitesImport() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("""
            name,brewery,style,abv,ibu,country
            Orval,Brasserie d'Orval,Trappist,6.2,32,Belgium
            Westmalle Tripel,Westmalle,Tripel,9.5,,BE
            Achel Blond,Achel,Tripel,8,,Belgium
            ORVAL,brasserie d'orval,,6.9,,
            Orval,Brasserie d'Orval,Trappist,6.9,32,Belgium
            Beer Geek Breakfast,Mikkeller,Oatmeal Stout,7.5,,Denmark
            Westmalle Tripel,Westmalle,Tripel,9.5,,BE
            Hop Pottstown,Mikkeller,American IPA,5,,
            Beer Geek Breakfast,MIKKELLER,American Stout,6.5,,US
            Achel Blond,Achel,Blond,8.5,20,

            """.utf8).write(to: URL(fileURLWithPath: path))
        for round in 1...2 {
            let expected = try CatalogueImporter.importFiles([path], into: sqlite.store)
            let actual = try await postgres.importFiles([path], format: .auto, dryRun: false, rowsPerChunk: 3)
            XCTAssertEqual(actual, expected, "import \(round)")
        }
        try await assertBothStoresHoldTheSameBeers()
    }

    /// The same counts, and every beer by id (one past the last too) with the same fields.
    private func assertBothStoresHoldTheSameBeers(file: StaticString = #filePath, line: UInt = #line) async throws {
        let stats = try await postgres.stats()
        XCTAssertEqual(stats, try sqlite.store.stats(), file: file, line: line)
        for id: Int64 in 1...Int64(stats.beers + 1) {
            let actual = try await postgres.beer(id: id)
            let expected = try sqlite.store.beer(id: id)
            XCTAssertEqual(actual?.name, expected?.name, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.abv, expected?.abv, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.ibu, expected?.ibu, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.style?.name, expected?.style?.name, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.description, expected?.description, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.origin, expected?.origin, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.brewery.name, expected?.brewery.name, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.brewery.city, expected?.brewery.city, "beer \(id)", file: file, line: line)
            XCTAssertEqual(actual?.brewery.countryCode, expected?.brewery.countryCode, "beer \(id)", file: file, line: line)
        }
    }

    /// A malformed row late in a file leaves nothing of the chunks written before it.
    func testAMalformedRowAfterSomeChunksLeavesNothing() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("late-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = (1...10).map { "Beer \($0),Brewery \($0),Ale,5" }.joined(separator: "\n")
        try Data("name,brewery,style,abv\n\(rows)\nBroken,\"unclosed,Ale,5\n".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try await postgres.importFiles([path], format: .auto, dryRun: false, rowsPerChunk: 3)
            XCTFail("a malformed row fails the import")
        } catch {
            XCTAssertTrue(error is ImportError, String(reflecting: error))
        }
        let stats = try await postgres.stats()
        XCTAssertEqual(stats.beers, 0)
    }

    func testABeerWithoutANameFailsTheWholeImport() async throws {
        let rows = first + [NewBeer(name: "  ", brewery: NewBrewery(name: "Westmalle"))]
        let sqliteError = thrownError { try sqlite.importBeers(rows) }
        let postgresError = await thrownError { try await postgres.importBeers(rows) }
        XCTAssertEqual(postgresError as? StoreError, sqliteError as? StoreError)
        XCTAssertNotNil(postgresError as? StoreError)
        let stats = try await postgres.stats()
        XCTAssertEqual(stats.beers, 0)
    }

    func testImportsInManyBatchesKeepFileOrder() async throws {
        let beers = (0..<9_000).map { index in
            NewBeer(name: "Beer \(9_000 - index)", brewery: NewBrewery(name: "Brewery \(index % 300)"),
                    style: "Style \(index % 7)", abv: Double(index % 90) / 10)
        }
        let changes = try await postgres.importBeers(beers)
        XCTAssertEqual(changes.beersAdded, 9_000)
        XCTAssertEqual(changes.breweriesAdded, 300)
        let last = try await postgres.beer(id: 9_000)
        XCTAssertEqual(last?.name, "Beer 1")
        let again = try await postgres.importBeers(beers)
        XCTAssertEqual(again.beersUnchanged, 9_000)
        XCTAssertEqual(again.beersAdded, 0)
    }

    /// More new breweries than one statement's 65,535 parameters hold at nine values each (as a
    /// million-row file with 50,000 breweries has).
    func testImportsWithManyNewBreweriesWriteThemInSeveralStatements() async throws {
        let beers = (0..<8_000).map { NewBeer(name: "Beer \($0)", brewery: NewBrewery(name: "Brewery \($0)", city: "Town")) }
        let changes = try await postgres.importBeers(beers)
        XCTAssertEqual(changes.breweriesAdded, 8_000)
        let stats = try await postgres.stats()
        XCTAssertEqual(stats.breweries, 8_000)
    }
}
