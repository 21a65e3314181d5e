import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// Every sort order in both directions (ties by id in the order's direction; beers without
    /// the value last in both), paged through by `next` in pages of 1 to 12 beers and read at
    /// every offset (`NextPage(offset:)`), with the same total on every page, `next` only while
    /// beers remain, and a session changing nothing but the rows' own marks.
    public static func sortsAndPages(_ subject: ConformanceSubject) async throws {
        let stage = try await Stage.set(on: subject)
        let everything = ConformanceFixture.byName

        for sort in SortField.allCases {
            for descending in [false, true] {
                let expected = ConformanceFixture.order(sort, descending: descending)
                for pageSize in [1, 2, 5, 12, 100] {
                    let found = try await subject.names("", sort: sort, descending: descending, pageSize: pageSize)
                    XCTAssertEqual(found, expected, "\(subject.name): everything by \(sort)\(descending ? " descending" : ""), "
                                   + "\(pageSize) a page")
                }
                let asAlice = try await subject.names("", sort: sort, descending: descending, as: stage.alice, pageSize: 4)
                XCTAssertEqual(asAlice, expected, "\(subject.name): by \(sort) as alice")

                // A query keeps the order's own sequence of the beers it finds.
                for (text, session, found) in [
                    ("abv>5", nil, ["Bière de Garde", ConformanceFixture.creme, "Old Rasputin", "Orval",
                                    "Sierra Nevada Pale Ale", "Torpedo Extra IPA", "Westmalle Tripel"]),
                    ("ale", nil, ["Mystery Ale", "Orval", "Sierra Nevada Pale Ale", "Torpedo Extra IPA"]),
                    ("country:nl", nil, ["Tie Break", "tie break"]),
                    ("rating>0", nil, ["Früh Kölsch", "Guinness Draught", "Old Rasputin", "Orval", "Westmalle Tripel"]),
                    ("fav", stage.alice, ["Guinness Draught", "Orval"]),
                ] as [(String, Session?, [String])] {
                    await subject.assertNames(text, sort: sort, descending: descending, as: session,
                                              expected.filter(found.contains))
                }

                try await checkOffsets(subject, sort: sort, descending: descending, expected: expected)
            }
        }

        // `next` is nil on the last page, even a full one.
        let whole = try await subject.catalogue.search(SearchRequest(limit: everything.count), as: nil)
        XCTAssertEqual(whole.beers.map(\.name), everything, subject.name)
        XCTAssertNil(whole.next, "\(subject.name): a page holding the last beer has no next page")
        let allButOne = try await subject.catalogue.search(SearchRequest(limit: everything.count - 1), as: nil)
        XCTAssertNotNil(allButOne.next, "\(subject.name): a page before the last beer has a next page")
        let rest = try await subject.catalogue.search(SearchRequest(limit: 5, after: allButOne.next), as: nil)
        XCTAssertEqual(rest.beers.map(\.name), [everything.last], subject.name)
        XCTAssertNil(rest.next, subject.name)
        XCTAssertEqual(rest.total, everything.count, subject.name)

        // An empty result.
        let none = try await subject.catalogue.search(SearchRequest(query: try QueryParser.parse("zzz"), limit: 3), as: nil)
        XCTAssertEqual(none.beers, [], subject.name)
        XCTAssertEqual(none.total, 0, subject.name)
        XCTAssertNil(none.next, subject.name)
    }

    /// The page at every offset is that slice of the whole list, and its `next` goes on from there.
    private static func checkOffsets(_ subject: ConformanceSubject, sort: SortField, descending: Bool,
                                     expected: [String]) async throws {
        let order = "by \(sort)\(descending ? " descending" : "")"
        for offset in 0...expected.count + 1 {
            var request = SearchRequest(sort: sort, descending: descending, limit: 3, after: NextPage(offset: offset))
            let page = try await subject.catalogue.search(request, as: nil)
            let slice = Array(expected.dropFirst(offset).prefix(3))
            XCTAssertEqual(page.beers.map(\.name), slice, "\(subject.name): 3 beers at offset \(offset) \(order)")
            XCTAssertEqual(page.total, expected.count, "\(subject.name): the total at offset \(offset) \(order)")
            XCTAssertEqual(page.next == nil, offset + 3 >= expected.count,
                           "\(subject.name): whether a page follows offset \(offset) \(order)")
            // Following `next` from there reads the rest, in order.
            var rest = page.beers.map(\.name)
            var next = page.next
            var pages = 0
            while let after = next, pages < 20 {
                request.after = after
                let following = try await subject.catalogue.search(request, as: nil)
                rest += following.beers.map(\.name)
                next = following.next
                pages += 1
            }
            XCTAssertEqual(rest, Array(expected.dropFirst(offset)), "\(subject.name): the rest from offset \(offset) \(order)")
        }
        let far = try await subject.catalogue.search(
            SearchRequest(sort: sort, descending: descending, limit: 3, after: NextPage(offset: 1_000)), as: nil)
        XCTAssertEqual(far.beers, [], "\(subject.name): a page past the end \(order)")
        XCTAssertEqual(far.total, expected.count, subject.name)
        XCTAssertNil(far.next, "\(subject.name): a page past the end \(order)")
    }
}
