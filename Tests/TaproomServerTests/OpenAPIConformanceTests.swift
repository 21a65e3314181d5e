import Catalogue
import Foundation
import HTTPTypes
import XCTest

/// The server and docs/openapi.json agree: the router has exactly the documented routes, and a
/// tour of every operation gets only documented statuses with bodies of the documented shape
/// (every response in every test of this target is checked the same way by `APIClient`).
final class OpenAPIConformanceTests: XCTestCase {
    func testTheRouterHasExactlyTheDocumentedRoutes() throws {
        let fixture = try ServerFixture()
        let routed = Set(fixture.router.routes.map { OpenAPIDocument.Operation(method: $0.method.rawValue, path: "\($0.path)") })
        let document = try OpenAPIDocument.shared()
        XCTAssertEqual(routed.subtracting(document.operations), [], "routes the document does not describe")
        XCTAssertEqual(document.operations.subtracting(routed), [], "documented routes the server lacks")
    }

    func testATourOfEveryOperationConforms() async throws {
        let fixture = try ServerFixture()
        let document = try OpenAPIDocument.shared()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            try await fixture.catalogue.setAdmin(true, userName: "alice")
            let orval = try fixture.beerID("Orval")
            try await api.send(.get, "/v1/beers?q=pale&sort=abv&order=desc&limit=2", token: token)
            try await api.send(.get, "/v1/beers?q=colour:amber")
            try await api.send(.get, "/v1/beers/\(orval)")
            try await api.send(.get, "/v1/beers/0")
            try await api.send(.get, "/v1/beers/\(orval)/position?q=pale&sort=abv&order=desc", token: token)
            try await api.send(.get, "/v1/beers/\(orval)/similar", token: token)
            try await api.send(.get, "/v1/beers/\(orval)/similar")
            try await api.send(.get, "/v1/beers/999999/similar")
            try await api.send(.get, "/v1/style-distribution?style=Saison")
            try await api.send(.get, "/v1/style-distribution")
            try await api.send(.get, "/v1/stats")
            try await api.send(.get, "/v1/revision")
            try await api.send(.post, "/v1/users", json: ["name": "alice", "password": "again and again"])
            try await api.send(.post, "/v1/sessions", json: ["name": "alice", "password": "wrong"])
            try await api.send(.get, "/v1/me", token: token)
            try await api.send(.put, "/v1/me/favourites/\(orval)", token: token)
            try await api.send(.put, "/v1/me/ratings/\(orval)", token: token, json: ["stars": 3])
            try await api.send(.put, "/v1/me/notes/\(orval)", token: token, json: ["text": "Funky"])
            try await api.send(.post, "/v1/me/checkins/\(orval)", token: token)
            try await api.send(.post, "/v1/me/checkins/\(orval)", token: token,
                               json: ["time": "2019-05-04T19:45:12Z", "serving": "can", "place": "Home", "rating": 4.25])
            try await api.send(.post, "/v1/me/checkins/\(orval)", token: token, json: ["serving": "jug"])
            try await api.send(.get, "/v1/me/journal?q=since:2019&limit=1", token: token)
            try await api.send(.get, "/v1/me/journal?q=until:2019-13", token: token)
            try await api.send(.post, "/v1/me/journal/untappd?dryRun=true", token: token, json: ["checkIns": [
                ["beerName": "Hazy Thing", "brewery": "New Brewery", "time": "2020-01-31T23:59:59Z", "rating": 3.75,
                 "unlistedServing": "Crowler", "externalId": "untappd:1"],
            ]])
            try await api.send(.post, "/v1/me/journal/untappd", token: token, json: ["checkIns": [["beerName": "Orval"]]])
            try await api.send(.get, "/v1/me/beers/\(orval)", token: token)
            try await api.send(.get, "/v1/me/taste", token: token)
            try await api.send(.get, "/v1/me/export", token: token)
            try await api.send(.delete, "/v1/me/favourites/\(orval)", token: token)
            try await api.send(.delete, "/v1/me/ratings/\(orval)", token: token)
            try await api.send(.delete, "/v1/me/notes/\(orval)", token: token)
            try await api.send(.post, "/v1/imports", token: token, body: "name,brewery\nRochefort 6,Rochefort\n", contentType: "text/csv")
            try await api.send(.delete, "/v1/sessions/current", token: token)
        }
        // The events stream never ends by itself: it is read on a socket, as far as its first event.
        try await fixture.testLive { _, port in
            let events = try await EventStreamReader.run { try EventStreamReader(port: port) }
            _ = try await EventStreamReader.run { try events.nextRevision() }
            XCTAssertEqual(try events.documentProblems(), [])
            events.close()
        }
        let met = Set(document.statusesMet.map { $0.split(separator: " ").prefix(2).joined(separator: " ") })
        let missing = document.operations.map(\.description).filter { !met.contains($0) }
        XCTAssertEqual(missing, [], "documented operations no test exercised")
    }

    func testTheCheckerCatchesWhatTheDocumentForbids() throws {
        let document = try OpenAPIDocument.shared()
        let page = APIResponse(status: 200, headers: [.contentType: "application/json"],
                               bodyText: #"{"beers": [{"id": "1"}], "total": 1.5}"#)
        let problems = document.check(method: "GET", uri: "/v1/beers", response: page)
        XCTAssertTrue(problems.contains { $0.contains("required next is missing") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains(".total: number") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("[0].id: string") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("required isFavourite is missing") }, "\(problems)")
        let undocumentedStatus = APIResponse(status: 418, headers: [:], bodyText: "")
        XCTAssertFalse(document.check(method: "GET", uri: "/v1/stats", response: undocumentedStatus).isEmpty)
        let events = APIResponse(status: 200, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                                 bodyText: "event: revision\ndata: {\"revision\": \"7\"}\n\n: keep-alive\n\nevent: other\ndata: {}\n\n")
        let eventProblems = document.check(method: "GET", uri: "/v1/events", response: events)
        XCTAssertTrue(eventProblems.contains { $0.contains("Cache-Control is") }, "\(eventProblems)")
        XCTAssertTrue(eventProblems.contains { $0.contains("event revision data.revision: string") }, "\(eventProblems)")
        XCTAssertTrue(eventProblems.contains { $0.contains("event other.event:") && $0.contains("is not the documented") },
                      "\(eventProblems)")
        XCTAssertEqual(eventProblems.count, 4, "\(eventProblems)")
        let undocumentedRoute = APIResponse(status: 200, headers: [:], bodyText: "{}")
        XCTAssertFalse(document.check(method: "GET", uri: "/v1/secret", response: undocumentedRoute).isEmpty)
        // A documented path asked with a method it does not list: 405 with exactly its methods in Allow.
        let notFound = APIResponse(status: 404, headers: [:], bodyText: #"{"error": {"code": "not_found", "message": "no"}}"#)
        XCTAssertFalse(document.check(method: "TRACE", uri: "/v1/stats", response: notFound).isEmpty)
        let wrongAllow = APIResponse(status: 405, headers: [.allow: "GET"],
                                     bodyText: #"{"error": {"code": "method_not_allowed", "message": "no"}}"#)
        XCTAssertFalse(document.check(method: "POST", uri: "/v1/me/notes/1", response: wrongAllow).isEmpty)
        let rightAllow = APIResponse(status: 405, headers: [.allow: "PUT, DELETE"],
                                     bodyText: #"{"error": {"code": "method_not_allowed", "message": "no"}}"#)
        XCTAssertEqual(document.check(method: "POST", uri: "/v1/me/notes/1", response: rightAllow), [])
    }
}
