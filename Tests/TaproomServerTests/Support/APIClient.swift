import Foundation
import Hummingbird
import HummingbirdTesting
import XCTest

/// A response as the tests read it: status, headers and the body parsed as JSON (if any).
struct APIResponse: Sendable {
    let status: Int
    let headers: HTTPFields
    let bodyText: String

    /// The body parsed as JSON; nil for an empty body or one that is not JSON.
    var json: JSONValue? {
        guard !bodyText.isEmpty else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: Data(bodyText.utf8))
    }

    /// `json[key]` of an object body.
    subscript(key: String) -> JSONValue? { json?[key] }

    /// The error object (`{"error": {...}}`) and its members.
    var error: JSONValue? { self["error"] }
    var errorCode: String? { error?["code"]?.string }
    var errorField: String? { error?["field"]?.string }
}

/// Sends requests through any HummingbirdTesting client, checks every response against the
/// OpenAPI document and records which documented operations and statuses were met.
struct APIClient: Sendable {
    let client: any TestClientProtocol

    @discardableResult
    func send(_ method: HTTPRequest.Method, _ uri: String, token: String? = nil, json: Any? = nil, body: String? = nil,
              contentType: String? = nil, file: StaticString = #filePath, line: UInt = #line) async throws -> APIResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        var bytes: ByteBuffer?
        if let json {
            bytes = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed]))
            headers[.contentType] = "application/json"
        } else if let body {
            bytes = ByteBuffer(string: body)
        }
        if let contentType { headers[.contentType] = contentType }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: bytes)
        let result = APIResponse(status: Int(response.status.code), headers: response.headers,
                                 bodyText: String(buffer: response.body))
        let problems = try OpenAPIDocument.shared().check(method: method.rawValue, uri: uri, response: result)
        for problem in problems { XCTFail(problem, file: file, line: line) }
        return result
    }

    /// Makes an account and signs it in; returns the token.
    func signUp(_ name: String, password: String = "correct horse battery") async throws -> String {
        let created = try await send(.post, "/v1/users", json: ["name": name, "password": password])
        XCTAssertEqual(created.status, 201, created.bodyText)
        return try await signIn(name, password: password)
    }

    func signIn(_ name: String, password: String = "correct horse battery") async throws -> String {
        let session = try await send(.post, "/v1/sessions", json: ["name": name, "password": password])
        XCTAssertEqual(session.status, 201, session.bodyText)
        return try XCTUnwrap(session["token"]?.string)
    }
}
