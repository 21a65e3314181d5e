@testable import Catalogue
import XCTest

/// The app loads the store's in-memory search index in the background as it starts, so the
/// first typed query does not wait for it.
final class SearchPreparationTests: XCTestCase {
    func testTheIndexIsLoadedAtStartAndReusedByTheFirstQuery() throws {
        try MainActor.assumeIsolated {
            let harness = try AppHarness()
            XCTAssertEqual(harness.store.searchIndex.loads, 1)
            harness.type("orv")
            XCTAssertTrue(harness.text.contains("Orval"))
            XCTAssertEqual(harness.store.searchIndex.loads, 1)
        }
    }
}
