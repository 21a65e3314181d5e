import Foundation
import XCTest

/// What docs/openapi.json promises a request may hold is exactly what the server takes: a value
/// the document's schema allows is accepted, one it forbids is refused (as schemathesis checks).
final class DocumentedLimitsTests: XCTestCase {
    func testAccountNamesAndPasswordsHaveTheDocumentedLengths() async throws {
        let document = try OpenAPIDocument.shared()
        let credentials = try XCTUnwrap(document.schema("Credentials")?["properties"])
        let name = try XCTUnwrap(credentials["name"]), password = try XCTUnwrap(credentials["password"])
        let (shortestName, longestName) = (try XCTUnwrap(name["minLength"]?.integer), try XCTUnwrap(name["maxLength"]?.integer))
        let (shortestPassword, longestPassword) = (try XCTUnwrap(password["minLength"]?.integer),
                                                   try XCTUnwrap(password["maxLength"]?.integer))
        XCTAssertEqual([shortestName, longestName, shortestPassword, longestPassword], [1, 32, 8, 1024])
        let fixture = try ServerFixture()
        try await fixture.test { api in
            func create(_ name: String, _ password: String) async throws -> Int {
                try await api.send(.post, "/v1/users", json: ["name": name, "password": password]).status
            }
            let cases: [(name: String, password: String, status: Int)] = [
                (String(repeating: "a", count: Int(longestName)), "long enough", 201), ("b", "long enough", 201),
                ("", "long enough", 422), (String(repeating: "c", count: Int(longestName) + 1), "long enough", 422),
                ("d", String(repeating: "p", count: Int(shortestPassword)), 201),
                ("e", String(repeating: "p", count: Int(shortestPassword) - 1), 422),
                ("f", String(repeating: "p", count: Int(longestPassword)), 201),
                ("g", String(repeating: "p", count: Int(longestPassword) + 1), 422),
            ]
            for (name, password, status) in cases {
                let answer = try await create(name, password)
                XCTAssertEqual(answer, status, "\(name.count) characters, password \(password.count)")
            }
        }
    }

    /// `after` is documented as a `page-token`: the form scripts/schemathesis-hooks.py makes
    /// (a page starting at an offset) is one the server takes, in every order.
    func testTheDocumentedPageTokenFormIsAccepted() async throws {
        let document = try OpenAPIDocument.shared()
        let after = try XCTUnwrap(document.parameter("after", of: "GET", "/v1/beers"))
        XCTAssertEqual(after["schema"]?["format"]?.string, "page-token")
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for offset in [0, 3, 1_000] {
                let token = Data("o:\(offset)".utf8).base64EncodedString()
                    .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                    .replacingOccurrences(of: "=", with: "")
                for sort in ["name", "abv", "rating"] {
                    let page = try await api.send(.get, "/v1/beers?sort=\(sort)&after=\(token)")
                    XCTAssertEqual(page.status, 200, "\(offset) \(sort): \(page.bodyText)")
                }
            }
            let empty = try await api.send(.get, "/v1/beers?after=")
            XCTAssertEqual(empty.status, 400, "an empty after is not a page-token")
        }
    }
}
