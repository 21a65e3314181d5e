import XCTest
import Catalogue

/// The three public data set layouts import with no options.
final class LayoutImportTests: XCTestCase {
    func testCraftCansJoinsBreweriesAndReadsFractionalABV() throws {
        let batch = try ImportFixtures.batch("craft-cans/beers.csv", "craft-cans/breweries.csv")
        XCTAssertEqual(batch.rowsRead, 14)
        XCTAssertEqual(batch.beers.count, 14)
        let saison = try XCTUnwrap(batch.beer("Sophomoric Saison"))
        XCTAssertEqual(saison.abv, 7.2)
        XCTAssertEqual(saison.sourceID, "2099")
        XCTAssertEqual(saison.style, "Saison / Farmhouse Ale")
        XCTAssertEqual(saison.brewery, ImportedBrewery(name: "Against the Grain Brewery", city: "Louisville", state: "KY", country: "US"))
        XCTAssertEqual(batch.beer("Pub Beer")?.brewery.name, "Mike Hess Brewing Company")
        XCTAssertEqual(batch.beer("Troll Destroyer")?.ibu, 60)
        XCTAssertNil(batch.beer("Pub Beer")?.ibu)
        XCTAssertTrue(batch.notes.contains { $0.contains("craft-cans") && $0.contains("fraction") }, "\(batch.notes)")
    }

    func testCraftCansFileOrderDoesNotMatter() throws {
        let batch = try ImportFixtures.batch("craft-cans/breweries.csv", "craft-cans/beers.csv")
        XCTAssertEqual(batch.beers.count, 14)
    }

    func testOpenBeerDBJoinsAllFourFilesAndTreatsZeroAndMinusOneAsUnknown() throws {
        let batch = try ImportFixtures.batch(
            "openbeerdb/beers.csv", "openbeerdb/breweries.csv", "openbeerdb/styles.csv", "openbeerdb/categories.csv")
        XCTAssertEqual(batch.rowsRead, 9)
        XCTAssertEqual(batch.beers.count, 8)
        XCTAssertEqual(batch.skipped, ["unknown brewery_id": 1])
        let hocus = try XCTUnwrap(batch.beer("Hocus Pocus"))
        XCTAssertEqual(hocus.brewery.name, "Magic Hat")
        XCTAssertEqual(hocus.brewery.country, "United States")
        XCTAssertEqual(hocus.style, "Light American Wheat Ale or Lager")
        XCTAssertEqual(hocus.abv, 4.5)
        XCTAssertNil(hocus.ibu)
        XCTAssertNil(hocus.srm)
        XCTAssertTrue(hocus.description?.contains("\n\nThe wheat gives it body.") ?? false)
        let lucifer = try XCTUnwrap(batch.beer("Lucifer"))
        XCTAssertNil(lucifer.style, "style_id -1 means unknown")
        XCTAssertEqual(lucifer.brewery.city, "Mechelen")
        let stout = try XCTUnwrap(batch.beer("Oatmeal Stout"))
        XCTAssertNil(stout.abv, "abv 0 means unknown")
        XCTAssertEqual(stout.description, "A dark \"session\" stout.")
        XCTAssertTrue(batch.notes.contains { $0.contains("Open Beer DB") && $0.contains("percent") })
    }

    func testPunkAPIFolderOfFiles() throws {
        let batch = try ImportFixtures.batch("punkapi/beers")
        XCTAssertEqual(batch.beers.map(\.name), ["Buzz", "Trashy Blonde", "Bramling X"])
        let buzz = try XCTUnwrap(batch.beer("Buzz"))
        XCTAssertEqual(buzz.brewery.name, "BrewDog")
        XCTAssertEqual(buzz.abv, 4.5)
        XCTAssertEqual(buzz.ibu, 60)
        XCTAssertEqual(buzz.ebc, 20)
        XCTAssertEqual(buzz.srm, 10)
        XCTAssertEqual(buzz.firstBrewed, "09/2007")
        XCTAssertEqual(buzz.sourceID, "1")
        XCTAssertEqual(batch.beer("Trashy Blonde")?.ibu, 41.5)
        XCTAssertTrue(batch.notes.contains { $0.contains("Punk API") })
    }

    func testAFolderWithoutJSONFilesIsRefused() {
        XCTAssertThrowsError(try ImportFixtures.table("craft-cans")) { error in
            XCTAssertEqual(error as? ImportError, .unreadableFile(file: "craft-cans", reason: "the folder holds no .json files"))
        }
    }

    func testJSONHeaderListsOnlyKeysThatOccur() throws {
        let table = try ImportFixtures.table("punkapi/array.json")
        XCTAssertEqual(Array(table.header.prefix(4)), ["id", "name", "tagline", "first_brewed"])
        XCTAssertFalse(table.header.contains("ph"))
    }

    func testPunkAPIArray() throws {
        let batch = try ImportFixtures.batch("punkapi/array.json")
        XCTAssertEqual(batch.beers.count, 2)
        XCTAssertEqual(batch.beer("Berliner Weisse With Yuzu - B-Sides")?.abv, 4.2)
    }

    func testJSONFormatForcedOnAFileWithoutExtension() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("punk-\(UUID().uuidString)")
        try Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path("punkapi/array.json"))).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(try ImportFile.table(path: url.path).rows.count, 2, "auto-detected by the leading bracket")
        XCTAssertEqual(try ImportFile.table(path: url.path, format: .json).rows.count, 2)
    }

    func testInvalidJSONNamesTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try Data("[{\"name\": ".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try ImportFile.table(path: url.path)) { error in
            XCTAssertEqual(error as? ImportError,
                           .invalidJSON(file: url.lastPathComponent, line: 1, column: 11, reason: "unexpected end of file"))
        }
    }
}
