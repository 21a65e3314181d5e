import Catalogue
import XCTest

/// The rule itself: places disagree only on a country or a city both know.
final class BreweryIdentityTests: XCTestCase {
    private func place(_ city: String?, _ country: String?) -> BreweryIdentity.Place {
        BreweryIdentity.Place(city: city, country: country)
    }

    func testPlacesDisagreeOnlyOnWhatBothKnow() {
        let copenhagen = place("Copenhagen", "DK")
        XCTAssertEqual(BreweryIdentity.agreement(copenhagen, place("copenhagen", "Denmark")), 2)
        XCTAssertEqual(BreweryIdentity.agreement(copenhagen, place(nil, "dk")), 1)
        XCTAssertEqual(BreweryIdentity.agreement(copenhagen, place("COPENHAGEN", nil)), 1)
        XCTAssertEqual(BreweryIdentity.agreement(copenhagen, place(nil, nil)), 0)
        XCTAssertEqual(BreweryIdentity.agreement(place(nil, "DK"), place("Pottstown", nil)), 0, "nothing both know")
        XCTAssertNil(BreweryIdentity.agreement(copenhagen, place("Pottstown", "US")))
        XCTAssertNil(BreweryIdentity.agreement(copenhagen, place("Pottstown", nil)))
        XCTAssertNil(BreweryIdentity.agreement(copenhagen, place(nil, "United States")))
        XCTAssertNil(BreweryIdentity.agreement(copenhagen, place("Aarhus", "DK")), "the same country, another city")
        XCTAssertEqual(BreweryIdentity.agreement(place("Köln", "Narnia"), place("KOLN", "narnia")), 2, "case and accents")
    }

    /// Rows at the same place always name the same brewery; a place knowing less may not.
    func testTheSamePlaceKnowsTheSameAndAgrees() {
        XCTAssertTrue(BreweryIdentity.samePlace(place("Copenhagen", "Denmark"), place("COPENHAGEN", "DK")))
        XCTAssertTrue(BreweryIdentity.samePlace(place(nil, nil), place(nil, nil)))
        XCTAssertFalse(BreweryIdentity.samePlace(place("Copenhagen", "DK"), place(nil, "DK")))
        XCTAssertFalse(BreweryIdentity.samePlace(place("Copenhagen", "DK"), place(nil, nil)))
        XCTAssertFalse(BreweryIdentity.samePlace(place("Copenhagen", "DK"), place("Pottstown", "US")))
    }

    func testTheMatchAgreesMostThenIsTheFirstMade() {
        let stored = [place("Copenhagen", "DK"), place("Pottstown", "US"), place("San Diego", "US")]
        func match(_ row: BreweryIdentity.Place) -> Int? { BreweryIdentity.match(row, among: stored) { $0 } }
        XCTAssertEqual(match(place(nil, nil)), 0)
        XCTAssertEqual(match(place(nil, "US")), 1)
        XCTAssertEqual(match(place("San Diego", nil)), 2)
        XCTAssertEqual(match(place("San Diego", "US")), 2)
        XCTAssertNil(match(place("Chico", "US")))
        XCTAssertNil(match(place("Oslo", nil)))
        XCTAssertNil(BreweryIdentity.match(place(nil, nil), among: [BreweryIdentity.Place]()) { $0 })
    }
}
