import Foundation
import HTTPTypes
import XCTest

/// A path the API serves, asked with a method it does not list, answers `405 Method Not Allowed`
/// with `Allow` naming the methods it does (RFC 9110; HEAD wherever GET is), in the error shape;
/// a path it does not serve stays a 404; HEAD is answered as GET without the body. `APIClient` checks each answer against docs/openapi.json's methods too.
final class MethodNotAllowedTests: XCTestCase {
    /// The methods a client might send (HEAD is left to its own test: its answer has no body).
    static let methods: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete, .options, .trace]

    func testEveryDocumentedPathAnswersItsOtherMethodsWith405AndAllow() async throws {
        let fixture = try ServerFixture()
        let document = try OpenAPIDocument.shared()
        let paths = Dictionary(grouping: document.operations, by: \.path)
        try await fixture.test { api in
            for (template, operations) in paths {
                let path = template.replacingOccurrences(of: "{id}", with: "1")
                let documented = Set(operations.map(\.method))
                let allowed = documented.contains("GET") ? documented.union(["HEAD"]) : documented
                for method in Self.methods where !documented.contains(method.rawValue) {
                    let answer = try await api.send(method, path)
                    XCTAssertEqual(answer.status, 405, "\(method) \(path)")
                    XCTAssertEqual(answer.errorCode, "method_not_allowed", "\(method) \(path)")
                    XCTAssertEqual(Set(answer.headers[.allow]?.components(separatedBy: ", ") ?? []), allowed,
                                   "\(method) \(path)")
                }
            }
        }
    }

    func testAHeadOfAPathThatOnlyPostsIsNotAllowed() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let answer = try await api.client.execute(uri: "/v1/users", method: .head, headers: [:], body: nil)
            XCTAssertEqual(answer.status, .methodNotAllowed)
            XCTAssertEqual(answer.headers[.allow], "POST")
        }
    }

    func testAHeadIsAnsweredAsAGetWithoutTheBody() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for path in ["/v1/beers?q=ale", "/v1/stats", "/v1/beers/1", "/v1/beers/999999"] {
                let get = try await api.client.execute(uri: path, method: .get, headers: [:], body: nil)
                let head = try await api.client.execute(uri: path, method: .head, headers: [:], body: nil)
                XCTAssertEqual(head.status, get.status, path)
                XCTAssertEqual(head.headers[.contentType], get.headers[.contentType], path)
                XCTAssertEqual(head.headers[.contentLength], get.headers[.contentLength] ?? "\(get.body.readableBytes)", path)
                XCTAssertEqual(head.body.readableBytes, 0, path)
                XCTAssertGreaterThan(get.body.readableBytes, 0, path)
            }
        }
    }

    func testAPathNobodyServesIsStillNotFound() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for path in ["/v1/nothing", "/v1/beers/1/nothing", "/v2/beers"] {
                let answer = try await api.send(.trace, path)
                XCTAssertEqual(answer.status, 404, path)
                XCTAssertNil(answer.headers[.allow], path)
            }
        }
    }
}
