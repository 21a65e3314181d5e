import Catalogue
import XCTest

final class QueryParserTests: XCTestCase {
    private func parse(_ text: String) throws -> CatalogueQuery { try QueryParser.parse(text) }

    private func assertError(_ text: String, _ expected: QueryError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try QueryParser.parse(text), file: file, line: line) { error in
            XCTAssertEqual(error as? QueryError, expected, file: file, line: line)
        }
    }

    func testEmptyQueryHasNoTerms() throws {
        XCTAssertEqual(try parse("   "), CatalogueQuery())
    }

    func testFreeWordsAndQuotedPhrases() throws {
        XCTAssertEqual(try parse("pale  \"sierra nevada\" kölsch").words, ["pale", "sierra nevada", "kölsch"])
        XCTAssertEqual(try parse("\u{201C}old ras\u{201D}").words, ["old ras"])
    }

    func testNumericComparisons() throws {
        XCTAssertEqual(try parse("abv>7").filters, [.numeric(.abv, .greaterThan(7))])
        XCTAssertEqual(try parse("abv<5.5").filters, [.numeric(.abv, .lessThan(5.5))])
        XCTAssertEqual(try parse("abv>=6").filters, [.numeric(.abv, .greaterOrEqual(6))])
        XCTAssertEqual(try parse("abv<=.5").filters, [.numeric(.abv, .lessOrEqual(0.5))])
        XCTAssertEqual(try parse("abv=5").filters, [.numeric(.abv, .equal(5))])
        XCTAssertEqual(try parse("abv:5").filters, [.numeric(.abv, .equal(5))])
        XCTAssertEqual(try parse("ABV:5-7").filters, [.numeric(.abv, .between(5, 7))])
        XCTAssertEqual(try parse("abv>6%").filters, [.numeric(.abv, .greaterThan(6))])
        XCTAssertEqual(try parse("ibu>=60").filters, [.numeric(.ibu, .greaterOrEqual(60))])
        XCTAssertEqual(try parse("ibu<20").filters, [.numeric(.ibu, .lessThan(20))])
        XCTAssertEqual(try parse("ibu:30-60").filters, [.numeric(.ibu, .between(30, 60))])
    }

    func testRatingComparesTheCommunitysAverage() throws {
        XCTAssertEqual(try parse("rating>4").filters, [.numeric(.rating, .greaterThan(4))])
        XCTAssertEqual(try parse("rating>=4.5").filters, [.numeric(.rating, .greaterOrEqual(4.5))])
        XCTAssertEqual(try parse("rating<3").filters, [.numeric(.rating, .lessThan(3))])
        XCTAssertEqual(try parse("Rating<=2").filters, [.numeric(.rating, .lessOrEqual(2))])
        XCTAssertEqual(try parse("rating=5").filters, [.numeric(.rating, .equal(5))])
        XCTAssertEqual(try parse("rating:3-4 stout").filters, [.numeric(.rating, .between(3, 4))])
        XCTAssertEqual(try parse("rating:3-4 stout").words, ["stout"])
    }

    func testRatingErrorsNameTheRatingTerm() {
        assertError("rating>x", .malformedNumber("rating>x"))
        assertError("rating>", .missingValue("rating>"))
        assertError("rating:5-3", .emptyRange("rating:5-3"))
        assertError("rating~4", .unsupportedOperator("rating~4"))
        for text in ["rating>x", "rating>", "rating:5-3", "rating~4"] {
            XCTAssertThrowsError(try QueryParser.parse(text)) { error in
                XCTAssertTrue(String(describing: error).contains(text), "\(error)")
            }
        }
    }

    func testTextFieldsAndFavourites() throws {
        let query = try parse("style:stout brewery:\"Sierra Nevada\" country:be fav ipa")
        XCTAssertEqual(query.filters, [.style("stout"), .brewery("Sierra Nevada"), .country(code: "BE"), .favourites])
        XCTAssertEqual(query.words, ["ipa"])
        XCTAssertTrue(query.wantsFavourites)
        XCTAssertEqual(try parse("country:Belgium").filters, [.country(code: "BE")])
        XCTAssertEqual(try parse("country:\"united states\"").filters, [.country(code: "US")])
        XCTAssertEqual(try parse("country:uk").filters, [.country(code: "GB")])
        XCTAssertEqual(try parse("style=Kölsch").filters, [.style("Kölsch")])
    }

    func testHadAndHadNoSelectByTheCheckIns() throws {
        XCTAssertEqual(try parse("had ipa").filters, [.had(true)])
        XCTAssertEqual(try parse("HAD:no").filters, [.had(false)])
        XCTAssertEqual(try parse("had:yes").filters, [.had(true)])
        XCTAssertEqual(CatalogueQuery(filters: [.had(false)]).text, "had:no")
        XCTAssertEqual(try parse(CatalogueQuery(words: ["had"], filters: [.had(true)]).text),
                       CatalogueQuery(words: ["had"], filters: [.had(true)]), "the word had is written quoted")
        assertError("had:maybe", .unexpectedValue("had:maybe"))
        assertError("had>1", .unsupportedOperator("had>1"))
        XCTAssertEqual(QueryError.unexpectedValue("had:maybe").description, "\"had:maybe\": had is had, had:yes or had:no")
        XCTAssertEqual(QueryError.hadNeedsUser.description, "\"had\" shows the beers you checked in: sign in first")
    }

    func testUnknownField() {
        assertError("colour:amber", .unknownField("colour"))
        assertError("pale srm>10", .unknownField("srm"))
    }

    func testMalformedNumbers() {
        assertError("abv>x", .malformedNumber("abv>x"))
        assertError("abv>1e3", .malformedNumber("abv>1e3"))
        assertError("ibu:5-", .malformedNumber("ibu:5-"))
        assertError("abv:1-2-3", .malformedNumber("abv:1-2-3"))
        assertError("abv>-5", .malformedNumber("abv>-5"))
        assertError("abv>.", .malformedNumber("abv>."))
        assertError("abv>nan", .malformedNumber("abv>nan"))
    }

    func testOtherErrorsNameTheTerm() {
        assertError("abv:7-5", .emptyRange("abv:7-5"))
        assertError("style>5", .unsupportedOperator("style>5"))
        assertError("abv~5", .unsupportedOperator("abv~5"))
        assertError("style:", .missingValue("style:"))
        assertError("abv>", .missingValue("abv>"))
        assertError("brewery:\"\"", .missingValue("brewery:\"\""))
        assertError("style:&", .missingValue("style:&"))
        assertError("brewery:\"Sierra Nevada", .unterminatedQuote("brewery:\"Sierra Nevada"))
        assertError("country:narnia", .unknownCountry("country:narnia"))
        assertError("fav:yes", .unexpectedValue("fav:yes"))
    }

    func testErrorMessagesAreReadableAndNameTheTerm() {
        let errors: [QueryError] = [.unknownField("colour"), .malformedNumber("abv>x"), .emptyRange("abv:7-5"),
                                    .unsupportedOperator("style>5"), .missingValue("style:"),
                                    .unterminatedQuote("\"a"), .unknownCountry("country:x"), .unexpectedValue("fav:1"),
                                    .favouritesNeedUser]
        for error in errors {
            XCTAssertTrue(error.description.contains(error.term), error.description)
        }
        XCTAssertEqual(QueryError.unknownField("colour").description,
                       "unknown field \"colour\" (use abv, ibu, rating, style, brewery, country, fav or had)")
    }

    func testWordsThatOnlyLookLikeFieldsStayWords() throws {
        XCTAssertEqual(try parse("abv fav5 10:30").words, ["abv", "fav5", "10:30"])
    }
}
