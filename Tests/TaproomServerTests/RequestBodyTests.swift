import Foundation
import XCTest

/// Bodies that cannot be used are refused with a 4xx naming what is wrong, never a 500.
final class RequestBodyTests: XCTestCase {
    func testBadJSONIsRefusedNamingTheBody() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            for text in ["{", "not json", "", "[1, 2"] {
                let refused = try await api.send(.post, "/v1/users", body: text, contentType: "application/json")
                XCTAssertEqual(refused.status, 400, text)
                XCTAssertEqual(refused.errorField, "body", text)
                XCTAssertEqual(refused.errorCode, "invalid_json", text)
            }
        }
    }

    func testAMissingFieldIsNamed() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let noPassword = try await api.send(.post, "/v1/users", json: ["name": "alice"])
            XCTAssertEqual(noPassword.status, 400)
            XCTAssertEqual(noPassword.errorField, "password")
            XCTAssertEqual(noPassword.errorCode, "missing_field")
            let token = try await api.signUp("alice")
            let noStars = try await api.send(.put, "/v1/me/ratings/\(try fixture.beerID("Orval"))", token: token, json: [:])
            XCTAssertEqual(noStars.status, 400)
            XCTAssertEqual(noStars.errorField, "stars")
        }
    }

    func testAWrongTypeIsNamed() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let numericName = try await api.send(.post, "/v1/sessions", json: ["name": 42, "password": "x"])
            XCTAssertEqual(numericName.status, 400)
            XCTAssertEqual(numericName.errorField, "name")
            XCTAssertEqual(numericName.errorCode, "wrong_type")
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            for stars in ["four", 4.5, true] as [Any] {
                let refused = try await api.send(.put, "/v1/me/ratings/\(orval)", token: token, json: ["stars": stars])
                XCTAssertEqual(refused.status, 400, "\(stars)")
                XCTAssertEqual(refused.errorField, "stars", "\(stars)")
                XCTAssertEqual(refused.error?["message"]?.string, "stars must be a whole number", "\(stars)")
            }
            let notAnObject = try await api.send(.put, "/v1/me/notes/\(orval)", token: token, json: ["a note"])
            XCTAssertEqual(notAnObject.status, 400)
        }
    }

    func testABodyOverTheLimitIsRefused() async throws {
        let fixture = try ServerFixture(maximumBodyBytes: 1_024)
        try await fixture.test { api in
            let huge = try await api.send(.post, "/v1/users", json: ["name": "alice", "password": String(repeating: "x", count: 2_000)])
            XCTAssertEqual(huge.status, 413)
            XCTAssertEqual(huge.errorField, "body")
            let token = try await api.signUp("alice")
            let longNote = try await api.send(.put, "/v1/me/notes/\(try fixture.beerID("Orval"))", token: token,
                                              json: ["text": String(repeating: "y", count: 2_000)])
            XCTAssertEqual(longNote.status, 413)
        }
    }
}
