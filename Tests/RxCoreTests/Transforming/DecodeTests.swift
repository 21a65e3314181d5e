import Foundation
import RxCore
import RxCoreTest
import XCTest

final class DecodeTests: RxTestCase {
    private struct Beer: Decodable, Equatable {
        let name: String
    }

    func testDecodesEachElementAndFailsOnInvalidData() {
        let good = Data(#"{"name": "Saison"}"#.utf8)
        let bad = Data("{".utf8)
        XCTAssertEqual(marble([.next(210, good), .completed(220)]) { $0.decode(type: Beer.self, decoder: JSONDecoder()) }.events,
                       [.next(210, Beer(name: "Saison")), .completed(220)])
        let failed = marble([.next(210, bad), .completed(220)]) { $0.decode(type: Beer.self, decoder: JSONDecoder()) }.events
        XCTAssertEqual(failed.count, 1)
        XCTAssertNotNil(failed.first?.value.error)
    }
}
