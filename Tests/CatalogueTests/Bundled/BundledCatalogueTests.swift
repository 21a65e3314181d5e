import XCTest
@testable import Catalogue

final class BundledCatalogueTests: XCTestCase {
    func testEveryRowParsesCleanly() throws {
        let contents = try BundledCatalogue.load()
        let batch = contents.batch
        XCTAssertGreaterThanOrEqual(contents.version, 1)
        XCTAssertEqual(batch.rowsRead, batch.beers.count, "every row becomes a beer")
        XCTAssertEqual(batch.skipped, [:])
        XCTAssertEqual(batch.warnings, [])
        XCTAssertEqual(batch.duplicatesMerged, 0, "no duplicate name per brewery")
        XCTAssertTrue(batch.notes.allSatisfy { $0.contains("percent") })
    }

    func testCoverage() throws {
        let beers = try BundledCatalogue.load().batch.beers
        XCTAssertGreaterThanOrEqual(beers.count, 250)
        XCTAssertGreaterThanOrEqual(Set(beers.compactMap(\.brewery.country)).count, 25)
        XCTAssertGreaterThanOrEqual(Set(beers.compactMap(\.style)).count, 40)
    }

    func testEveryBeerIsComplete() throws {
        for beer in try BundledCatalogue.load().batch.beers {
            let abv = try XCTUnwrap(beer.abv, beer.name)
            XCTAssertTrue((0...70).contains(abv), "\(beer.name): ABV \(abv)")
            XCTAssertNotNil(beer.style, beer.name)
            XCTAssertNotNil(beer.brewery.city, beer.name)
            let country = try XCTUnwrap(beer.brewery.country, beer.name)
            XCTAssertNotNil(Country.code(for: country), "\(beer.name): country \(country)")
            let description = try XCTUnwrap(beer.description, beer.name)
            XCTAssertTrue((20...400).contains(description.count), "\(beer.name): description length")
        }
    }

    func testNoDuplicateNamePerBrewery() throws {
        let beers = try BundledCatalogue.load().batch.beers
        let keys = beers.map { "\($0.name.lowercased())|\($0.brewery.name.lowercased())" }
        XCTAssertEqual(Set(keys).count, keys.count)
    }

    func testAVersionStampIsRequired() {
        XCTAssertThrowsError(try BundledCatalogue.parse(Array("name,brewery\nA,B\n".utf8), file: "c.csv"))
        XCTAssertThrowsError(try BundledCatalogue.parse(Array("# taproom-catalogue-version: x\nname,brewery\n".utf8), file: "c.csv"))
    }
}

/// Loading the bundled catalogue into a database, and updating it when a newer one ships.
final class BundledInstallTests: XCTestCase {
    private var store: CatalogueStore!

    override func setUpWithError() throws {
        store = try CatalogueStore.inMemory()
    }

    private func contents(_ version: Int, _ rows: String) throws -> BundledCatalogue.Contents {
        let text = "# taproom-catalogue-version: \(version)\nname,brewery,city,country,style,abv,ibu,srm,description\n" + rows
        return try BundledCatalogue.parse(Array(text.utf8), file: "catalogue.csv")
    }

    func testFirstOpenOfAnEmptyDatabaseLoadsTheBundledFileOnce() throws {
        let bundled = try BundledCatalogue.load()
        guard case let .installed(version, previous, summary) = try BundledCatalogue.install(into: store) else {
            return XCTFail("expected an install")
        }
        XCTAssertEqual(version, bundled.version)
        XCTAssertNil(previous)
        XCTAssertEqual(summary.beersAdded, bundled.batch.beers.count)
        XCTAssertEqual(try store.stats().beers, bundled.batch.beers.count)
        XCTAssertEqual(try store.meta(forKey: MetaKey.bundledCatalogueVersion), String(bundled.version))
        XCTAssertTrue(try store.allBeers().allSatisfy { $0.origin == .bundled })
        let orval = try XCTUnwrap(try store.allBeers().first { $0.name == "Orval" })
        XCTAssertEqual(orval.brewery.countryCode, "BE")
        XCTAssertEqual(orval.brewery.country, "Belgium")
        XCTAssertEqual(try BundledCatalogue.install(into: store), .upToDate(version: bundled.version))
    }

    func testANewerVersionUpdatesBundledRowsButNeverImportedBeers() throws {
        try BundledCatalogue.install(into: store, contents: contents(1, """
            Alpha,Test Brewery,Town,BE,Saison,5.0,,,First version.
            Beta,Test Brewery,Town,BE,Saison,6.0,,,Stays as it is.

            """))
        let mine = ImportedBeer(name: "Gamma", brewery: ImportedBrewery(name: "Test Brewery"), abv: 4.0, description: "Mine.")
        var batch = ImportBatch()
        batch.beers = [mine]
        _ = try CatalogueImporter.write(batch, into: store)

        let result = try BundledCatalogue.install(into: store, contents: contents(2, """
            Alpha,Test Brewery,Town,BE,Saison,5.5,,,Second version.
            Gamma,Test Brewery,Town,BE,Stout,9.0,,,Bundled text.

            """))
        guard case let .installed(2, 1, summary) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(summary.beersUpdated, 1)
        XCTAssertEqual(summary.beersUnchanged, 1, "the imported Gamma is left alone")
        let beers = Dictionary(uniqueKeysWithValues: try store.allBeers().map { ($0.name, $0) })
        XCTAssertEqual(beers["Alpha"]?.abv, 5.5)
        XCTAssertEqual(beers["Alpha"]?.description, "Second version.")
        XCTAssertEqual(beers["Beta"]?.abv, 6.0, "a row dropped from the new file is kept")
        XCTAssertEqual(beers["Gamma"]?.abv, 4.0)
        XCTAssertEqual(beers["Gamma"]?.description, "Mine.")
        XCTAssertEqual(beers["Gamma"]?.origin, .imported)
        XCTAssertEqual(try store.meta(forKey: MetaKey.bundledCatalogueVersion), "2")
        XCTAssertEqual(try BundledCatalogue.install(into: store, contents: contents(1, "")), .upToDate(version: 2))
    }
}
