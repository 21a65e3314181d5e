import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// `position(of:in:as:)`: every beer's place (from 0) in the whole list of a request, in every
    /// order and direction, whatever the request's `limit` and `after`; nil for a beer the list
    /// does not hold and for an id no beer has; `fav` placing the session's favourites only, and
    /// refused with nobody signed in.
    public static func positions(_ subject: ConformanceSubject) async throws {
        let stage = try await Stage.set(on: subject)
        let catalogue = subject.catalogue
        let lists: [(String, Session?, Set<String>)] = [
            ("", nil, Set(ConformanceFixture.byName)),
            ("stout", nil, [ConformanceFixture.creme, "Guinness Draught", "Old Rasputin"]),
            ("abv>5", nil, ["Bière de Garde", ConformanceFixture.creme, "Old Rasputin", "Orval", "Sierra Nevada Pale Ale",
                            "Torpedo Extra IPA", "Westmalle Tripel"]),
            ("country:nl", nil, ["Tie Break", "tie break"]),
            ("rating>0", stage.bob, ["Früh Kölsch", "Guinness Draught", "Old Rasputin", "Orval", "Westmalle Tripel"]),
            ("fav", stage.alice, ["Guinness Draught", "Orval"]),
        ]
        var placed = 0
        for (text, session, members) in lists {
            let query = try QueryParser.parse(text)
            for sort in SortField.allCases {
                for descending in [false, true] {
                    let list = ConformanceFixture.order(sort, descending: descending).filter(members.contains)
                    let context = "in «\(text)» by \(sort)\(descending ? " descending" : "")"
                    // `limit` and `after` play no part.
                    for request in [
                        SearchRequest(query: query, sort: sort, descending: descending),
                        SearchRequest(query: query, sort: sort, descending: descending, limit: 1, after: NextPage(offset: 4)),
                    ] {
                        for (index, name) in list.enumerated() {
                            let position = try await catalogue.position(of: try stage.id(name), in: request, as: session)
                            XCTAssertEqual(position, index, "\(subject.name): \(name) \(context)")
                            placed += 1
                        }
                        if let outsider = ConformanceFixture.byName.first(where: { !members.contains($0) }) {
                            let position = try await catalogue.position(of: try stage.id(outsider), in: request, as: session)
                            XCTAssertNil(position, "\(subject.name): \(outsider) is not \(context)")
                        }
                        let nobody = try await catalogue.position(of: missingBeer, in: request, as: session)
                        XCTAssertNil(nobody, "\(subject.name): an id no beer has \(context)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(placed, 500, subject.name)

        // After a page's `next`, the places are still in the whole list.
        let first = try await catalogue.search(SearchRequest(sort: .abv, limit: 2), as: nil)
        let continued = SearchRequest(sort: .abv, limit: 2, after: first.next)
        let westmalle = try await catalogue.position(of: try stage.id("Westmalle Tripel"), in: continued, as: nil)
        XCTAssertEqual(westmalle, 10, "\(subject.name): a place does not depend on the page asked for")

        // fav is the session's: bob keeps no favourites; nobody signed in cannot ask.
        let favourites = SearchRequest(query: try QueryParser.parse("fav"))
        let forBob = try await catalogue.position(of: try stage.id("Orval"), in: favourites, as: stage.bob)
        XCTAssertNil(forBob, "\(subject.name): Orval is alice's favourite, not bob's")
        await subject.assertThrows(QueryError.favouritesNeedUser, "a place among favourites with nobody signed in") {
            try await catalogue.position(of: try stage.id("Orval"), in: favourites, as: nil)
        }
    }
}
