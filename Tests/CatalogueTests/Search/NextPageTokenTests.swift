import Catalogue
import XCTest

final class NextPageTokenTests: XCTestCase {
    func testEveryKindOfPageSurvivesItsToken() throws {
        let store = try Fixtures.store(in: self)
        var pages: [NextPage] = [NextPage(offset: 0), NextPage(offset: 7)]
        for sort in SortField.allCases {
            for descending in [false, true] {
                var request = SearchRequest(sort: sort, descending: descending, limit: 2)
                while let next = try store.search(request).next {
                    pages.append(next)
                    request.after = next
                }
            }
        }
        for page in pages {
            XCTAssertEqual(NextPage(token: page.token), page, page.token)
            XCTAssertTrue(page.token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }, page.token)
        }
    }

    func testFollowingATokenGivesTheSamePageAsTheValue() throws {
        let store = try Fixtures.store(in: self)
        let first = try store.search(SearchRequest(sort: .ibu, limit: 3))
        let next = try XCTUnwrap(first.next)
        let byValue = try store.search(SearchRequest(sort: .ibu, limit: 3, after: next))
        let byToken = try store.search(SearchRequest(sort: .ibu, limit: 3, after: NextPage(token: next.token)))
        XCTAssertEqual(byToken, byValue)
    }

    /// Clients hold tokens across server versions: the text of a token never changes.
    func testTokensAreSpelledAsTheyAlwaysWere() {
        let spelled: [(NextPage, String)] = [
            (NextPage(afterSortValue: .text("amstel"), id: 230), "dDoyMzA6YW1zdGVs"),
            (NextPage(afterSortValue: .text("bière>?"), id: 7), "dDo3OmJpw6hyZT4_"),
            (NextPage(afterSortValue: .text("~~~?>>"), id: 1), "dDoxOn5-fj8-Pg"),
            (NextPage(afterSortValue: .number(5), id: 12), "bjoxMjo0MDE0MDAwMDAwMDAwMDAw"),
            (NextPage(afterSortValue: .none, id: 99), "ejo5OQ"),
            (NextPage(offset: 50), "bzo1MA"),
        ]
        for (page, token) in spelled {
            XCTAssertEqual(page.token, token)
            XCTAssertEqual(NextPage(token: token), page, token)
        }
    }

    func testAnythingElseIsRefused() {
        for text in ["", "!!", "bm90IGEgdG9rZW4", "o:5", "bzotMQ", "bjoxOm5vdGhleA", "ejp4", "dDp4OmFiYw",
                     String(repeating: "A", count: 5_000)] {
            XCTAssertNil(NextPage(token: text), text)
        }
    }
}
