import XCTest
@testable import Catalogue

/// Every hazard the importer must survive, each against its own fixture.
final class HazardImportTests: XCTestCase {
    func testEmptyValuesBecomeUnknownAndRowsWithoutNameOrBreweryAreSkipped() throws {
        let batch = try ImportFixtures.batch("hazards/empty-values.csv")
        XCTAssertEqual(batch.rowsRead, 3)
        XCTAssertEqual(batch.beers.count, 1)
        let plain = try XCTUnwrap(batch.beer("Plain Ale"))
        XCTAssertNil(plain.style)
        XCTAssertNil(plain.abv)
        XCTAssertNil(plain.description)
        XCTAssertEqual(batch.skipped, ["missing name": 1, "missing brewery": 1])
        XCTAssertEqual(batch.skippedCount, 2)
    }

    func testMissingValueMarkers() throws {
        let batch = try ImportFixtures.batch("hazards/missing-markers.csv")
        XCTAssertEqual(batch.beers.count, 2)
        for beer in batch.beers {
            XCTAssertNil(beer.style, beer.name)
            XCTAssertNil(beer.abv, beer.name)
            XCTAssertNil(beer.ibu, beer.name)
            XCTAssertNil(beer.srm, beer.name)
        }
        XCTAssertTrue(batch.warnings.isEmpty, "\(batch.warnings)")
    }

    func testNAInACountryColumnIsNamibia() throws {
        let table = RecordTable(
            file: "c.csv", header: ["name", "brewery", "country", "style"],
            rows: [["Windhoek Lager", "Namibia Breweries", "NA", "NA"], ["Other", "B", "na", "n/a"]], lines: [2, 3])
        let beers = try ImportNormaliser.normalise([table]).beers
        XCTAssertEqual(beers.map(\.brewery.country), ["NA", nil])
        XCTAssertEqual(beers.map(\.style), [nil, nil])
    }

    func testSentinelZerosAndMinusOnesMeanUnknown() throws {
        let batch = try ImportFixtures.batch("hazards/sentinel-zeros.csv")
        for name in ["Zero Ale", "Minus Ale"] {
            let beer = try XCTUnwrap(batch.beer(name))
            XCTAssertEqual([beer.abv, beer.ibu, beer.srm, beer.ebc], [nil, nil, nil, nil], name)
        }
        let real = try XCTUnwrap(batch.beer("Real Ale"))
        XCTAssertEqual(real.abv, 4.2)
        XCTAssertEqual(real.ibu, 35)
        XCTAssertEqual(real.srm, 8)
        XCTAssertNil(real.ebc)
        XCTAssertTrue(batch.warnings.isEmpty, "0 and -1 are not flagged: \(batch.warnings)")
    }

    func testABVScaleIsDecidedPerFileAndReported() throws {
        let percent = try ImportFixtures.batch("hazards/abv-percent.csv")
        XCTAssertEqual(percent.beers.map(\.abv), [0.5, 5, 9.5])
        XCTAssertTrue(percent.notes.contains { $0.contains("abv-percent.csv") && $0.contains("percent") })
        let fraction = try ImportFixtures.batch("hazards/abv-fraction.csv")
        XCTAssertEqual(fraction.beers.map(\.abv), [0.5, 5, 9.5])
        XCTAssertTrue(fraction.notes.contains { $0.contains("abv-fraction.csv") && $0.contains("fraction") })
    }

    func testFloatArtefactsAreRounded() throws {
        let batch = try ImportFixtures.batch("hazards/float-artefacts.csv")
        XCTAssertEqual(batch.beer("Artefact Ale")?.abv, 7.2)
        XCTAssertEqual(batch.beer("Artefact Ale")?.ibu, 35)
        XCTAssertEqual(batch.beer("Other")?.abv, 4.7)
    }

    func testSurroundingWhitespaceIsTrimmedInHeadersAndValues() throws {
        let batch = try ImportFixtures.batch("hazards/whitespace.csv")
        XCTAssertEqual(batch.beers.map(\.name), ["Spacey Ale", "Quoted Space"])
        XCTAssertEqual(batch.beers.map(\.brewery.name), ["Space Brewery", "Space Brewery"])
        XCTAssertEqual(batch.beers.map(\.abv), [5.5, 6])
    }

    func testDuplicateRowsAreMergedNotDuplicated() throws {
        let batch = try ImportFixtures.batch("hazards/duplicates.csv")
        XCTAssertEqual(batch.rowsRead, 4)
        XCTAssertEqual(batch.beers.count, 2)
        XCTAssertEqual(batch.duplicatesMerged, 2)
        let twin = try XCTUnwrap(batch.beers.first)
        XCTAssertEqual(twin.abv, 5.2, "later value wins")
        XCTAssertEqual(twin.ibu, 30, "kept when a later row leaves it empty")
        XCTAssertEqual(twin.description, "Last row wins")
        XCTAssertEqual(twin.origin, "duplicates.csv:4")
    }

    func testUnicodeIsKeptAndNormalisedToNFC() throws {
        let batch = try ImportFixtures.batch("hazards/unicode.csv")
        let kolsch = try XCTUnwrap(batch.beers.first)
        XCTAssertEqual(Array(kolsch.name.unicodeScalars), Array("K\u{F6}lsch Br\u{FB}l\u{E9}".unicodeScalars), "composed")
        XCTAssertEqual(kolsch.brewery.city, "Köln")
        XCTAssertEqual(kolsch.description, "\u{201C}Curly\u{201D} quotes and \u{2018}single\u{2019} ones")
        XCTAssertEqual(batch.beers.last?.name, "Saison d\u{2019}Erpe-Mere")
        XCTAssertEqual(batch.beers.last?.description, "Accents: é à ñ ø ß")
    }

    func testFieldCleaningFastPathsAgreeWithFoundation() {
        for text in ["Pale Ale", "Kölsch", "Ko\u{0308}lsch", "Bière", "日本", "Ångström", "A\u{030A}ngstro\u{0308}m"] {
            let expected = text.precomposedStringWithCanonicalMapping
            XCTAssertEqual(Array(FieldText.nfc(text).unicodeScalars), Array(expected.unicodeScalars), text.debugDescription)
        }
        for marker in ["", "NA", "n/a", "Null", "NONE", "nil", "NaN", "-", "\\n"] {
            XCTAssertNil(FieldText.clean(marker), marker)
        }
        for value in ["Nana", "nano", "5", "Ne", "--"] { XCTAssertEqual(FieldText.clean(value), value) }
    }

    func testCurlyAndStraightApostrophesCountAsTheSameBeer() throws {
        let table = RecordTable(
            file: "q.csv", header: ["name", "brewery"],
            rows: [["Sumpin\u{2019} Ale", "B"], ["Sumpin' Ale", "B"]], lines: [2, 3])
        XCTAssertEqual(try ImportNormaliser.normalise([table]).beers.count, 1)
    }

    func testVeryLongDescriptionsAreCutAndFlagged() throws {
        let batch = try ImportFixtures.batch("hazards/long-description.csv")
        let beer = try XCTUnwrap(batch.beer("Long Ale"))
        XCTAssertEqual(beer.description?.count, 10_000)
        XCTAssertEqual(batch.warnings.count, 1)
        XCTAssertTrue(batch.warnings[0].contains("long-description.csv:2"), batch.warnings[0])
    }

    func testUnknownExtraColumnsAreIgnored() throws {
        let batch = try ImportFixtures.batch("hazards/extra-columns.csv")
        XCTAssertEqual(batch.beers, [ImportedBeer(name: "Extra Ale", brewery: ImportedBrewery(name: "Extra Brewery"), abv: 5.1, origin: "extra-columns.csv:2")])
    }

    func testHeaderAliasesAreRecognised() throws {
        let beer = try XCTUnwrap(try ImportFixtures.batch("hazards/aliases.csv").beers.first)
        XCTAssertEqual(beer.name, "Alias Ale")
        XCTAssertEqual(beer.brewery, ImportedBrewery(name: "Alias Brewery", city: "Cork", state: "Munster", country: "IE"))
        XCTAssertEqual(beer.abv, 6.1)
        XCTAssertEqual(beer.ibu, 44)
        XCTAssertEqual(beer.style, "Red Ale")
        XCTAssertEqual(beer.description, "Read through aliases")
        XCTAssertEqual(beer.firstBrewed, "1999")
        XCTAssertEqual(beer.ebc, 30)
    }

    func testMissingRequiredColumnNamesColumnAndFile() {
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/missing-column.csv")) { error in
            XCTAssertEqual(error as? ImportError, .missingColumn(file: "missing-column.csv", column: "brewery"))
            XCTAssertEqual("\(error)", "missing-column.csv: missing required column 'brewery'")
        }
        let noName = RecordTable(file: "x.csv", header: ["brewery", "abv"], rows: [], lines: [])
        XCTAssertThrowsError(try ImportNormaliser.normalise([noName])) { error in
            XCTAssertEqual(error as? ImportError, .missingColumn(file: "x.csv", column: "name"))
        }
    }

    func testMalformedCSVReportsLineNumber() {
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/unterminated-quote.csv")) { error in
            XCTAssertEqual(error as? ImportError, .unterminatedQuote(file: "unterminated-quote.csv", line: 3))
        }
    }

    func testInvalidUTF8ReportsLineAndColumn() {
        // Line 3 is "Bad \xFF..." : the first field.
        XCTAssertThrowsError(try ImportFixtures.batch("hazards/invalid-utf8.csv")) { error in
            XCTAssertEqual(error as? ImportError, .invalidUTF8(file: "invalid-utf8.csv", line: 3, column: 1))
        }
    }

    func testAbsurdValuesAreKeptAndFlagged() throws {
        let batch = try ImportFixtures.batch("hazards/absurd-values.csv")
        XCTAssertEqual(batch.beer("Impossible Ale")?.abv, 99.99)
        XCTAssertEqual(batch.beer("Impossible Ale")?.ibu, 1000)
        XCTAssertEqual(batch.warnings.count, 2)
        XCTAssertTrue(batch.warnings.allSatisfy { $0.hasPrefix("absurd-values.csv:2:") }, "\(batch.warnings)")
        XCTAssertTrue(batch.warnings[0].contains("99.99"))
    }

    func testHugeNumbersAreFlaggedWithoutOverflow() throws {
        let table = RecordTable(file: "h.csv", header: ["name", "brewery", "abv"], rows: [["Huge", "B", "1e300"]], lines: [2])
        let batch = try ImportNormaliser.normalise([table])
        XCTAssertEqual(batch.beer("Huge")?.abv, 1e300)
        XCTAssertEqual(batch.warnings.count, 1)
    }

    func testCRLFAndByteOrderMark() throws {
        let batch = try ImportFixtures.batch("hazards/crlf-bom.csv")
        XCTAssertEqual(batch.beers.map(\.name), ["Windows Ale", "Second Ale"])
        XCTAssertEqual(batch.beers[0].description, "Line one\r\nline two, with a comma and \"quotes\"")
        XCTAssertEqual(batch.beers[1].origin, "crlf-bom.csv:4")
    }

    func testUnreadableNumbersAreWarnedAboutAndCommonSpellingsRead() throws {
        let batch = try ImportFixtures.batch("hazards/unreadable-number.csv")
        XCTAssertNil(batch.beer("Wordy Ale")?.abv)
        XCTAssertEqual(batch.beer("Comma Ale")?.abv, 5.5)
        XCTAssertEqual(batch.beer("Percent Ale")?.abv, 6.5)
        XCTAssertEqual(batch.warnings, ["unreadable-number.csv:2: unreadable abv 'strong' ignored"])
    }

    func testMissingFileIsAnError() {
        XCTAssertThrowsError(try ImportFile.table(path: "/nonexistent/beers.csv")) { error in
            guard case .unreadableFile(let file, _)? = error as? ImportError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "/nonexistent/beers.csv")
        }
    }

    func testFilesWithoutBeersAreRefused() throws {
        XCTAssertThrowsError(try ImportFixtures.batch("craft-cans/breweries.csv", "openbeerdb/styles.csv")) { error in
            XCTAssertEqual(error as? ImportError, .noBeerFile)
        }
    }
}
