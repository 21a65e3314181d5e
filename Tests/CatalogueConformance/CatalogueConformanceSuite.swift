import Catalogue
import Foundation
import XCTest

/// THE expectations every implementation of the catalogue contract (`BeerCatalogue`,
/// `CatalogueAccounts`) must meet, whichever store keeps the catalogue: the SQLite file, a
/// PostgreSQL database, or a server reached over HTTP. Each area is one public function over a
/// `ConformanceSubject` (a new, empty catalogue of its own), asserting with XCTest; a store's test
/// class calls every area, one test method each (see `ConformanceSubject` for how to add one).
///
/// The answers expected are written out against `ConformanceFixture`, not read from another
/// store: two stores that agree on a wrong answer still fail.
///
/// Areas: `search` (every term of the query language), `sortsAndPages` (every order, both
/// directions, pages by `next` and at offsets), `positions`, `beersAndStats`, `personalData`,
/// `checkIns`, `untappdImport`, `journal`, `taste`, `similar`, `accountsAndSessions`, `imports`, `revisions`.
public enum CatalogueConformanceSuite {
    /// How long the suite waits for something that happens in the background (a revision
    /// heard) before it fails, naming what it waited for.
    public static let patience: TimeInterval = 10

    /// An id no beer has.
    static let missingBeer: Int64 = 999_999
}

/// Reading helpers shared by the areas.
extension ConformanceSubject {
    /// Every page of the request, `pageSize` beers at a time by following `next`: checks that
    /// every page reports the same total, that the pages hold that many beers in all, that no
    /// page is larger than asked and that only the last page has no `next`.
    func allPages(_ request: SearchRequest, as session: Session?, pageSize: Int,
                  _ context: String, file: StaticString = #filePath, line: UInt = #line) async throws -> BeerPage {
        var request = request
        request.limit = pageSize
        request.after = nil
        var beers: [BeerSummary] = []
        var totals: Set<Int> = []
        var last: BeerPage?
        for _ in 0...200 {
            let page = try await catalogue.search(request, as: session)
            totals.insert(page.total)
            beers += page.beers
            XCTAssertLessThanOrEqual(page.beers.count, pageSize, "\(name): a page of \(context) is larger than asked",
                                     file: file, line: line)
            last = page
            guard let next = page.next else { break }
            XCTAssertFalse(page.beers.isEmpty, "\(name): an empty page of \(context) has a next page", file: file, line: line)
            request.after = next
        }
        XCTAssertNil(last?.next, "\(name): paging \(context) never ended", file: file, line: line)
        XCTAssertEqual(totals.count, 1, "\(name): the pages of \(context) report different totals \(totals)",
                       file: file, line: line)
        let total = totals.first ?? -1
        XCTAssertEqual(total, beers.count, "\(name): \(context) reports a total of \(total) but pages \(beers.count) beers",
                       file: file, line: line)
        return BeerPage(beers: beers, total: total, next: nil, words: last?.words ?? [])
    }

    /// The names of every beer the query finds in `sort`, paged through 5 at a time.
    func names(_ text: String, sort: SortField = .name, descending: Bool = false, as session: Session? = nil,
               pageSize: Int = 5, file: StaticString = #filePath, line: UInt = #line) async throws -> [String] {
        let request = SearchRequest(query: try QueryParser.parse(text), sort: sort, descending: descending)
        let context = "«\(text)» by \(sort)\(descending ? " descending" : "")"
        return try await allPages(request, as: session, pageSize: pageSize, context, file: file, line: line).beers.map(\.name)
    }

    /// Asserts the query finds exactly `expected`, in that order.
    func assertNames(_ text: String, sort: SortField = .name, descending: Bool = false, as session: Session? = nil,
                     _ expected: [String], _ note: String = "", file: StaticString = #filePath, line: UInt = #line) async {
        do {
            let found = try await names(text, sort: sort, descending: descending, as: session, file: file, line: line)
            XCTAssertEqual(found, expected, "\(name): «\(text)» by \(sort)\(descending ? " descending" : "") \(note)",
                           file: file, line: line)
        } catch {
            XCTFail("\(name): «\(text)» failed: \(error)", file: file, line: line)
        }
    }

    /// The one beer the query finds, as its row shows it.
    func row(_ text: String, as session: Session?, file: StaticString = #filePath, line: UInt = #line) async throws
        -> BeerSummary? {
        let page = try await catalogue.search(SearchRequest(query: try QueryParser.parse(text)), as: session)
        XCTAssertEqual(page.beers.count, 1, "\(name): «\(text)» should find one beer: \(page.beers.map(\.name))",
                       file: file, line: line)
        return page.beers.first
    }
}

// MARK: Errors

/// The error `body` throws, or nil when it returns.
func thrownError<T>(_ body: () async throws -> T) async -> (any Error)? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

extension ConformanceSubject {
    /// Asserts that `body` throws exactly `expected`.
    func assertThrows<E: Error & Equatable, T>(_ expected: E, _ what: String, file: StaticString = #filePath,
                                               line: UInt = #line, _ body: () async throws -> T) async {
        let error = await thrownError(body)
        guard let error else {
            return XCTFail("\(name): \(what) succeeded; expected \(expected)", file: file, line: line)
        }
        XCTAssertEqual(error as? E, expected, "\(name): \(what) threw \(String(reflecting: error))", file: file, line: line)
    }

    /// Asserts that `body` throws an `AccountError` for which `matches` holds.
    func assertAccountError<T>(_ what: String, file: StaticString = #filePath, line: UInt = #line,
                               matches: (AccountError) -> Bool, _ body: () async throws -> T) async {
        let error = await thrownError(body)
        guard let error else { return XCTFail("\(name): \(what) succeeded", file: file, line: line) }
        guard let accountError = error as? AccountError, matches(accountError) else {
            return XCTFail("\(name): \(what) threw \(String(reflecting: error))", file: file, line: line)
        }
    }
}
