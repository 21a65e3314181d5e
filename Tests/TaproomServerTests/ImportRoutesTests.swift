import Catalogue
import Foundation
import XCTest

final class ImportRoutesTests: XCTestCase {
    private static func adminToken(_ fixture: ServerFixture, _ api: APIClient) async throws -> String {
        let token = try await api.signUp("keeper")
        try await fixture.catalogue.setAdmin(true, userName: "keeper")
        return token
    }

    func testAnAdminImportsCSV() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await Self.adminToken(fixture, api)
            let me = try await api.send(.get, "/v1/me", token: token)
            XCTAssertEqual(me["isAdmin"], .bool(true))
            let csv = "name,brewery,abv,style\nRochefort 10,Rochefort,11.3,Quadrupel\nOrval,Brasserie d'Orval,6.9,Belgian Pale Ale\n"
            let imported = try await api.send(.post, "/v1/imports", token: token, body: csv, contentType: "text/csv")
            XCTAssertEqual(imported.status, 200, imported.bodyText)
            XCTAssertEqual(imported["added"], .integer(1))
            XCTAssertEqual(imported["updated"], .integer(1))
            let found = try await api.send(.get, "/v1/beers?q=rochefort")
            XCTAssertEqual(found["beers"]?.array?.first?["abv"], .number(11.3))
        }
    }

    func testAnAdminImportsJSON() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await Self.adminToken(fixture, api)
            let json = #"[{"name": "Rochefort 8", "brewery": "Rochefort", "abv": 9.2}]"#
            let imported = try await api.send(.post, "/v1/imports", token: token, body: json,
                                              contentType: "application/json; charset=utf-8")
            XCTAssertEqual(imported.status, 200, imported.bodyText)
            XCTAssertEqual(imported["added"], .integer(1))
        }
    }

    func testOnlyAnAdminMayImport() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let refused = try await api.send(.post, "/v1/imports", token: token, body: "name,brewery\nX,Y\n", contentType: "text/csv")
            XCTAssertEqual(refused.status, 403)
            XCTAssertEqual(refused.errorCode, "forbidden")
            XCTAssertEqual(try fixture.store.stats().beers, ServerFixture.beers.count)
        }
    }

    func testAMalformedRowFailsTheWholeImportNamingItsLine() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await Self.adminToken(fixture, api)
            let csv = "name,brewery,abv\nRochefort 10,Rochefort,11.3\nBroken,Row\n"
            let refused = try await api.send(.post, "/v1/imports", token: token, body: csv, contentType: "text/csv")
            XCTAssertEqual(refused.status, 422)
            XCTAssertEqual(refused.error?["line"], .integer(3))
            XCTAssertEqual(refused.errorField, "body")
            let badJSON = try await api.send(.post, "/v1/imports", token: token, body: "[{\"name\": \"A\",\n \"brewery\": }]",
                                             contentType: "application/json")
            XCTAssertEqual(badJSON.status, 422)
            XCTAssertEqual(badJSON.error?["line"], .integer(2))
            XCTAssertNotNil(badJSON.error?["column"]?.integer)
            XCTAssertEqual(try fixture.store.stats().beers, ServerFixture.beers.count)
        }
    }

    func testTheBodyMustBeCSVOrJSON() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await Self.adminToken(fixture, api)
            let refused = try await api.send(.post, "/v1/imports", token: token, body: "name,brewery\nX,Y\n", contentType: "text/plain")
            XCTAssertEqual(refused.status, 415)
            XCTAssertEqual(refused.errorField, "Content-Type")
        }
    }
}
