import Catalogue
import Foundation
@testable import TaproomServer
import XCTest

/// A search's page is written without `JSONEncoder` (`BeerPageResponse.json()`): it must be the
/// very bytes the routes' encoder writes for the same page, whatever the text and numbers hold.
final class SearchResponseJSONTests: XCTestCase {
    func testAPageIsTheBytesTheEncoderWrites() throws {
        var awkward = ""
        for value in 0..<0x80 { awkward.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        awkward += "é ß 中文 😀 \u{2028} \u{301}"
        let beers = [
            BeerSummary(id: 1, name: "Pale Ale", breweryName: "Sierra Nevada", country: "US", style: "Pale Ale",
                        abv: 5.6, ibu: 38, isFavourite: true, rating: 4, averageRating: 4.25, ratingCount: 12),
            BeerSummary(id: 2, name: awkward, breweryName: "a/b \"c\" \\d", country: nil, style: nil,
                        abv: nil, ibu: nil, isFavourite: false),
            BeerSummary(id: Int64.max, name: "", breweryName: "Brauerei Zötler", country: "Deutschland", style: "Weißbier",
                        abv: 0, ibu: 1e-7, isFavourite: false, rating: nil, averageRating: 1.0 / 3.0, ratingCount: 1),
            BeerSummary(id: 4, name: "Big", breweryName: "B", country: "BE", style: "Quad",
                        abv: 1e21, ibu: 123_456_789.125, isFavourite: true, rating: 5, averageRating: -0.0, ratingCount: 0),
        ]
        let pages = [
            BeerPageResponse(beers: beers.map(BeerSummaryResponse.init), total: 1_234, next: "MTIz/+a=", words: ["pa", "zö", "a\"b"]),
            BeerPageResponse(beers: [], total: 0, next: nil, words: []),
            BeerPageResponse(beers: [BeerSummaryResponse(beers[0])], total: 1, next: nil, words: ["pale"]),
        ]
        for page in pages {
            let encoded = try TaproomRequestContext.makeResponseEncoder().encode(page)
            let written = try page.json()
            // Bytes, not `String`s: a String's == would take "é" and "e\u{301}" as equal.
            XCTAssert(Array(written.readableBytesView) == Array(encoded),
                      "written \(String(buffer: written))\nencoded \(String(decoding: encoded, as: UTF8.self))")
        }
    }

    func testANumberJSONCannotHoldIsRefusedAsTheEncoderRefusesIt() {
        let beer = BeerSummary(id: 1, name: "x", breweryName: "y", country: nil, style: nil, abv: .nan, ibu: nil,
                               isFavourite: false)
        let page = BeerPageResponse(beers: [BeerSummaryResponse(beer)], total: 1, next: nil, words: [])
        XCTAssertThrowsError(try TaproomRequestContext.makeResponseEncoder().encode(page))
        XCTAssertThrowsError(try page.json())
    }
}
