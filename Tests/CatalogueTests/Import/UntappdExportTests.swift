@testable import Catalogue
import Foundation
import XCTest

/// How an Untappd export's values are read.
final class UntappdExportTests: XCTestCase {
    func testCreatedAtIsUTC() {
        XCTAssertEqual(UntappdExport.time("2019-05-04 19:45:12"), Date(timeIntervalSince1970: 1_556_999_112))
        XCTAssertEqual(UntappdExport.time("2019-05-04T19:45:12Z"), Date(timeIntervalSince1970: 1_556_999_112))
        for bad in ["2019-05-04", "04/05/2019 19:45:12", "2019-02-30 10:00:00", "2019-05-04 25:00:00", ""] {
            XCTAssertNil(UntappdExport.time(bad), bad)
        }
    }

    func testServingTypesMapIgnoringCaseAndOthersAreNone() {
        XCTAssertEqual(["Draft", "draught", "BOTTLE", "Can", "Cask", "Taster"].map(UntappdExport.serving),
                       [.draught, .draught, .bottle, .can, .cask, .taster])
        XCTAssertEqual(["Crowler", "Growler", "Nitro", ""].map(UntappdExport.serving), [nil, nil, nil, nil])
    }

    func testAnExportIsRecognisedByItsColumns() {
        XCTAssertTrue(UntappdExport.recognises(header: ["\u{FEFF}beer_name".replacingOccurrences(of: "\u{FEFF}", with: ""),
                                                        "brewery_name", "created_at", "checkin_id"]))
        XCTAssertTrue(UntappdExport.recognises(header: ["Beer_Name", "brewery_name", "created_at", "rating_score"]))
        XCTAssertFalse(UntappdExport.recognises(header: ["name", "brewery", "abv"]))
        XCTAssertFalse(UntappdExport.recognises(header: ["beer_name", "brewery_name", "checkin_id"]))
    }
}
