import Foundation
import Hummingbird
import HummingbirdTesting
import XCTest

/// The same router over real sockets (HummingbirdTesting's live mode): what a router test cannot
/// see, such as the server's own handling of bodies and headers on the wire.
final class LiveServerTests: XCTestCase {
    func testSignInAndSearchOverASocket() async throws {
        let fixture = try ServerFixture()
        try await Application(router: fixture.router).test(.live) { client in
            let api = APIClient(client: client)
            let token = try await api.signUp("alice")
            let page = try await api.send(.get, "/v1/beers?q=pale&limit=1", token: token)
            XCTAssertEqual(page.status, 200)
            XCTAssertEqual(page["beers"]?.array?.count, 1)
            XCTAssertNotEqual(page["next"], .null)
        }
    }

    func testAnOversizedBodyIsRefusedOnTheWire() async throws {
        let fixture = try ServerFixture(maximumBodyBytes: 512)
        try await Application(router: fixture.router).test(.live) { client in
            let api = APIClient(client: client)
            let refused = try await api.send(.post, "/v1/users", body: String(repeating: "x", count: 100_000),
                                             contentType: "application/json")
            XCTAssertEqual(refused.status, 413)
            XCTAssertEqual(refused.errorField, "body")
        }
    }
}
