import Catalogue
import Foundation
@testable import TaproomServer
import XCTest

/// A search's page is written without `JSONEncoder` (`SearchPageResponse.json()`): it must be the
/// very bytes `API.encoder()` writes for the same page as `API.BeerPage` (what the client reads and
/// `taproom search --json` prints), whatever the text and numbers hold.
final class SearchResponseJSONTests: XCTestCase {
    func testAPageIsTheBytesTheEncoderWrites() throws {
        var awkward = ""
        for value in 0..<0x80 { awkward.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        awkward += "é ß 中文 😀 \u{2028} \u{2029} \u{FEFF} \u{301} e\u{301}"
        let beers = [
            BeerSummary(id: 1, name: "Pale Ale", breweryName: "Sierra Nevada", country: "US", style: "Pale Ale",
                        abv: 5.6, ibu: 38, isFavourite: true, rating: 4, averageRating: 4.25, ratingCount: 12),
            BeerSummary(id: 2, name: awkward, breweryName: "a/b \"c\" \\d </script>", country: nil, style: nil,
                        abv: nil, ibu: nil, isFavourite: false),
            BeerSummary(id: Int64.max, name: "", breweryName: "Brauerei Zötler", country: "Deutschland", style: "Weißbier",
                        abv: 0, ibu: 1e-7, isFavourite: false, rating: nil, averageRating: 1.0 / 3.0, ratingCount: 1),
            BeerSummary(id: 4, name: "Big", breweryName: "B", country: "BE", style: "Quad",
                        abv: 1e21, ibu: 123_456_789.125, isFavourite: true, rating: 5, averageRating: -0.0, ratingCount: 0),
            BeerSummary(id: 5, name: "\t\n\r\u{8}\u{C}\u{0}\u{1F}\u{7F}", breweryName: "x", country: "日本", style: "😀",
                        abv: 0.1, ibu: .leastNonzeroMagnitude, isFavourite: false, rating: 1, averageRating: 1.7976931348623157e308,
                        ratingCount: Int.max),
        ]
        let pages = [
            BeerPage(beers: beers, total: 1_234, next: NextPage(afterSortValue: .text("zötler \"/\\"), id: 9),
                     words: ["pa", "zö", "a\"b", "/", "中"]),
            BeerPage(beers: [], total: 0, next: nil, words: []),
            BeerPage(beers: [beers[0]], total: 1, next: nil, words: ["pale"]),
            BeerPage(beers: [beers[1], beers[4]], total: 7, next: NextPage(offset: 2), words: [awkward]),
            BeerPage(beers: [beers[2]], total: 3, next: NextPage(afterSortValue: .number(-1.5), id: 3), words: []),
            BeerPage(beers: [beers[3]], total: 3, next: NextPage(afterSortValue: .none, id: Int64.max), words: []),
        ]
        for page in pages { try Self.assertSameBytes(page) }
    }

    /// Real pages, as the store answers the searches a person types, in every order.
    func testEveryPageOfTheStoresSearchesIsTheEncodersBytes() throws {
        let store = try ServerFixture.storeWithBeers()
        for text in ["", "pale", "abv>6", "bière"] {
            for sort in SortField.allCases {
                for descending in [false, true] {
                    var request = SearchRequest(query: try QueryParser.parse(text), sort: sort, descending: descending, limit: 3)
                    while true {
                        let page = try store.search(request)
                        try Self.assertSameBytes(page)
                        guard let next = page.next else { break }
                        request.after = next
                    }
                }
            }
        }
    }

    func testANumberJSONCannotHoldIsRefusedAsTheEncoderRefusesIt() {
        for number in [Double.nan, .infinity, -.infinity] {
            let beer = BeerSummary(id: 1, name: "x", breweryName: "y", country: nil, style: nil, abv: number, ibu: nil,
                                   isFavourite: false)
            let page = BeerPage(beers: [beer], total: 1, next: nil, words: [])
            XCTAssertThrowsError(try API.encoder().encode(API.BeerPage(page)), "\(number)")
            XCTAssertThrowsError(try SearchPageResponse(page: page).json(), "\(number)")
        }
    }

    private static func assertSameBytes(_ page: BeerPage, file: StaticString = #filePath, line: UInt = #line) throws {
        let encoded = try API.encoder().encode(API.BeerPage(page))
        let written = try SearchPageResponse(page: page).json()
        // Bytes, not `String`s: a String's == would take "é" and "e\u{301}" as equal.
        XCTAssert(Array(written.readableBytesView) == Array(encoded),
                  "written \(String(buffer: written))\nencoded \(String(decoding: encoded, as: UTF8.self))",
                  file: file, line: line)
    }
}
