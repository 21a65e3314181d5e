import Catalogue
import Foundation
import HTTPTypes
import XCTest

final class PersonalRoutesTests: XCTestCase {
    func testFavouriteRatingNoteAndCheckInRoundTrip() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            let empty = try await api.send(.get, "/v1/me/beers/\(orval)", token: token)
            XCTAssertEqual(empty.status, 200)
            XCTAssertEqual(empty["isFavourite"], .bool(false))
            XCTAssertEqual(empty["rating"], .null)

            // Each change answers with the person's data about the beer after it.
            let favourite = try await api.send(.put, "/v1/me/favourites/\(orval)", token: token)
            XCTAssertEqual(favourite.status, 200, favourite.bodyText)
            XCTAssertEqual(favourite["beerId"], .integer(orval))
            XCTAssertEqual(favourite["isFavourite"], .bool(true))
            XCTAssertEqual(favourite["rating"], .null)
            let rated = try await api.send(.put, "/v1/me/ratings/\(orval)", token: token, json: ["stars": 4])
            XCTAssertEqual(rated.status, 200, rated.bodyText)
            XCTAssertEqual(rated["rating"], .integer(4))
            XCTAssertEqual(rated["isFavourite"], .bool(true))
            let noted = try await api.send(.put, "/v1/me/notes/\(orval)", token: token, json: ["text": "Dry, bitter, wild"])
            XCTAssertEqual(noted.status, 200, noted.bodyText)
            XCTAssertEqual(noted["note"], .string("Dry, bitter, wild"))
            XCTAssertEqual(noted["rating"], .integer(4))
            XCTAssertEqual(noted["checkIns"], .array([]))
            let checkIn = try await api.send(.post, "/v1/me/checkins/\(orval)", token: token)
            XCTAssertEqual(checkIn.status, 201, checkIn.bodyText)
            XCTAssertEqual(checkIn["checkIns"]?.array?.first?["time"], .string(ISO8601DateFormatter().string(from: fixture.now)))
            XCTAssertEqual(checkIn["checkIns"]?.array?.first?["serving"], .null, "no body: a check-in now, no details")
            XCTAssertEqual(checkIn["note"], .string("Dry, bitter, wild"))

            let data = try await api.send(.get, "/v1/me/beers/\(orval)", token: token)
            XCTAssertEqual(data["isFavourite"], .bool(true))
            XCTAssertEqual(data["rating"], .integer(4))
            XCTAssertEqual(data["note"], .string("Dry, bitter, wild"))
            XCTAssertEqual(data["checkIns"]?.array?.count, 1)
            XCTAssertEqual(data.json, checkIn.json, "what the last change answered is what a read shows")
            let export = try await api.send(.get, "/v1/me/export", token: token)
            XCTAssertEqual(export["beers"]?.array?.map { $0["beer"]?["id"]?.integer }, [orval])
            XCTAssertEqual(export["beers"]?.array?.first?["personal"]?["rating"], .integer(4))

            let unfavourited = try await api.send(.delete, "/v1/me/favourites/\(orval)", token: token)
            XCTAssertEqual(unfavourited.status, 200, unfavourited.bodyText)
            XCTAssertEqual(unfavourited["isFavourite"], .bool(false))
            XCTAssertEqual(unfavourited["rating"], .integer(4))
            let unrated = try await api.send(.delete, "/v1/me/ratings/\(orval)", token: token)
            XCTAssertEqual(unrated.status, 200, unrated.bodyText)
            XCTAssertEqual(unrated["rating"], .null)
            let unnoted = try await api.send(.delete, "/v1/me/notes/\(orval)", token: token)
            XCTAssertEqual(unnoted.status, 200, unnoted.bodyText)
            XCTAssertEqual(unnoted["note"], .null)
            XCTAssertEqual(unnoted["checkIns"]?.array?.count, 1, "a check-in stays")
            let cleared = try await api.send(.get, "/v1/me/beers/\(orval)", token: token)
            XCTAssertEqual(cleared["isFavourite"], .bool(false))
            XCTAssertEqual(cleared["rating"], .null)
            XCTAssertEqual(cleared["note"], .null)
            XCTAssertEqual(cleared.json, unnoted.json)
        }
    }

    func testACheckInsDetailsComeBackAndBadOnesAreRefusedByField() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            let detailed = try await api.send(.post, "/v1/me/checkins/\(orval)", token: token, json: [
                "time": "2019-05-04T19:45:12Z", "serving": "cask", "place": " The Ship ", "comment": "Lovely",
                "rating": 3.75, "externalId": "untappd:1",
            ])
            XCTAssertEqual(detailed.status, 201, detailed.bodyText)
            let newest = detailed["checkIns"]?.array?.first
            XCTAssertEqual(newest?["time"], .string("2019-05-04T19:45:12Z"))
            XCTAssertEqual(newest?["serving"], .string("cask"))
            XCTAssertEqual(newest?["place"], .string("The Ship"))
            XCTAssertEqual(newest?["rating"], .number(3.75))
            XCTAssertEqual(newest?["externalId"], .string("untappd:1"))
            for (body, field) in [(["serving": "jug"], "serving"), (["rating": 3.3], "rating"), (["rating": 0], "rating"),
                                  (["place": String(repeating: "x", count: 201)], "place"), (["time": "yesterday"], "time")]
                as [([String: Any], String)] {
                let refused = try await api.send(.post, "/v1/me/checkins/\(orval)", token: token, json: body)
                XCTAssertTrue([400, 422].contains(refused.status), refused.bodyText)
                XCTAssertEqual(refused.errorField, field, refused.bodyText)
            }
            let data = try await api.send(.get, "/v1/me/beers/\(orval)", token: token)
            XCTAssertEqual(data["checkIns"]?.array?.count, 1, "refused check-ins add nothing")
        }
    }

    func testAnUntappdExportImportsOnceDryRunFirstAndBadRowsAreRefusedByRowAndProperty() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            let rows: [[String: Any]] = [
                ["beerName": "ORVAL", "brewery": "brasserie d'orval", "time": "2021-12-24T18:00:00Z", "serving": "bottle",
                 "place": "Home", "rating": 4.25, "externalId": "untappd:1003"],
                ["beerName": "Hazy Thing", "brewery": "New Brewery Ünïcode", "breweryCountry": "United States",
                 "style": "IPA - New England", "abv": 6.5, "ibu": 45, "time": "2020-01-31T23:59:59Z", "serving": NSNull(),
                 "unlistedServing": "Crowler", "externalId": "untappd:1002"],
            ]
            let dry = try await api.send(.post, "/v1/me/journal/untappd?dryRun=true", token: token, json: ["checkIns": rows])
            XCTAssertEqual(dry.status, 200, dry.bodyText)
            XCTAssertEqual(dry.json, .object(["checkInsAdded": .integer(2), "alreadyImported": .integer(0),
                                             "beersAdded": .integer(1), "unlistedServings": .object(["Crowler": .integer(1)])]))
            let nothing = try await api.send(.get, "/v1/me/journal", token: token)
            XCTAssertEqual(nothing["total"], .integer(0), "a dry run writes nothing")

            let made = try await api.send(.post, "/v1/me/journal/untappd?dryRun=false", token: token, json: ["checkIns": rows])
            XCTAssertEqual(made.status, 200, made.bodyText)
            XCTAssertEqual(made["checkInsAdded"], .integer(2))
            let data = try await api.send(.get, "/v1/me/beers/\(orval)", token: token)
            XCTAssertEqual(data["rating"], .integer(4))
            XCTAssertEqual(data["checkIns"]?.array?.first?["rating"], .number(4.25))
            XCTAssertEqual(data["checkIns"]?.array?.first?["place"], .string("Home"))
            let again = try await api.send(.post, "/v1/me/journal/untappd", token: token, json: ["checkIns": rows])
            XCTAssertEqual(again["alreadyImported"], .integer(2))
            XCTAssertEqual(again["checkInsAdded"], .integer(0))

            // Larger than an ordinary body: a few thousand check-ins are megabytes.
            let many = (0..<3_000).map { index -> [String: Any] in
                ["beerName": "Orval", "brewery": "Brasserie d'Orval", "time": "2022-01-01T00:00:00Z",
                 "comment": String(repeating: "long comment ", count: 20), "externalId": "untappd:\(10_000 + index)"]
            }
            let large = try await api.send(.post, "/v1/me/journal/untappd", token: token, json: ["checkIns": many])
            XCTAssertEqual(large.status, 200, large.bodyText)
            XCTAssertEqual(large["checkInsAdded"], .integer(3_000))

            let orvalRow = rows[0]
            func with(_ changes: [String: Any], removing: String? = nil) -> [String: Any] {
                var row = orvalRow.merging(changes) { $1 }
                if let removing { row[removing] = nil }
                return row
            }
            let refusals: [(String, Any, Int, String)] = [
                ("", ["checkIns": [orvalRow, with(["rating": 3.3])]], 422, "checkIns[1].rating"),
                ("", ["checkIns": [with(["serving": "jug"])]], 422, "checkIns[0].serving"),
                ("", ["checkIns": [with(["beerName": "  "])]], 422, "checkIns[0].beerName"),
                ("", ["checkIns": [with(["comment": "a NUL \u{0} here"])]], 422, "checkIns[0].comment"),
                ("", ["checkIns": [with(["abv": -1])]], 422, "checkIns[0].abv"),
                ("", ["checkIns": [with(["place": String(repeating: "p", count: 201)])]], 422, "checkIns[0].place"),
                ("", ["checkIns": [with([:], removing: "brewery")]], 400, "checkIns[0].brewery"),
                ("", ["checkIns": [with(["time": "yesterday"])]], 400, "checkIns[0].time"),
                ("", ["rows": [orvalRow]], 400, "checkIns"),
                ("?dryRun=maybe", ["checkIns": [orvalRow]], 400, "dryRun"),
            ]
            for (query, body, status, field) in refusals {
                let refused = try await api.send(.post, "/v1/me/journal/untappd\(query)", token: token, json: body)
                XCTAssertEqual(refused.status, status, refused.bodyText)
                XCTAssertEqual(refused.errorField, field, refused.bodyText)
            }
            let anonymous = try await api.send(.post, "/v1/me/journal/untappd", json: ["checkIns": rows])
            XCTAssertEqual(anonymous.status, 401)
            let journal = try await api.send(.get, "/v1/me/journal", token: token)
            XCTAssertEqual(journal["total"], .integer(3_002), "refused imports add nothing")
        }
    }

    func testTheJournalPagesNewestFirstAndRefusesABadQueryOrPosition() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            for time in ["2026-01-02T10:00:00Z", "2026-03-04T10:00:00Z", "2025-05-06T10:00:00Z"] {
                let made = try await api.send(.post, "/v1/me/checkins/\(orval)", token: token, json: ["time": time, "serving": "can"])
                XCTAssertEqual(made.status, 201, made.bodyText)
            }
            let first = try await api.send(.get, "/v1/me/journal?q=since:2026&limit=1", token: token)
            XCTAssertEqual(first.status, 200, first.bodyText)
            XCTAssertEqual(first["total"], .integer(2))
            let entry = first["entries"]?.array?.first
            XCTAssertEqual(entry?["beerName"], .string("Orval"))
            XCTAssertEqual(entry?["checkIn"]?["time"], .string("2026-03-04T10:00:00Z"))
            XCTAssertEqual(entry?["checkIn"]?["serving"], .string("can"))
            let next = try XCTUnwrap(first["next"]?.string)
            let second = try await api.send(.get, "/v1/me/journal?q=since:2026&limit=1&after=\(next)", token: token)
            XCTAssertEqual(second["entries"]?.array?.first?["checkIn"]?["time"], .string("2026-01-02T10:00:00Z"))
            XCTAssertEqual(second["next"], .null)
            for (query, field) in [("q=since:2026-13", "q"), ("after=yesterday", "after"), ("limit=0", "limit")] {
                let refused = try await api.send(.get, "/v1/me/journal?\(query)", token: token)
                XCTAssertEqual(refused.status, 400, refused.bodyText)
                XCTAssertEqual(refused.errorField, field, refused.bodyText)
            }
            let anonymous = try await api.send(.get, "/v1/me/journal")
            XCTAssertEqual(anonymous.status, 401)
        }
    }

    func testRatingsAreOneToFiveStars() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            let orval = try fixture.beerID("Orval")
            for stars in [0, 6, -3] {
                let refused = try await api.send(.put, "/v1/me/ratings/\(orval)", token: token, json: ["stars": stars])
                XCTAssertEqual(refused.status, 422)
                XCTAssertEqual(refused.errorField, "stars")
            }
        }
    }

    func testWritingAboutAMissingBeerIsNotFound() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let token = try await api.signUp("alice")
            for (method, uri) in [(HTTPRequest.Method.put, "favourites"), (.delete, "favourites"), (.post, "checkins"),
                                  (.get, "beers"), (.delete, "ratings"), (.delete, "notes")] {
                let missing = try await api.send(method, "/v1/me/\(uri)/424242", token: token)
                XCTAssertEqual(missing.status, 404, uri)
                XCTAssertEqual(missing.errorField, "id")
            }
            let rating = try await api.send(.put, "/v1/me/ratings/424242", token: token, json: ["stars": 3])
            XCTAssertEqual(rating.status, 404)
            let note = try await api.send(.put, "/v1/me/notes/424242", token: token, json: ["text": "?"])
            XCTAssertEqual(note.status, 404)
        }
    }

    func testPersonalRoutesNeedAToken() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let orval = try fixture.beerID("Orval")
            for (method, uri) in [(HTTPRequest.Method.get, "/v1/me"), (.get, "/v1/me/beers/\(orval)"),
                                  (.put, "/v1/me/favourites/\(orval)"), (.delete, "/v1/me/favourites/\(orval)"),
                                  (.put, "/v1/me/ratings/\(orval)"), (.delete, "/v1/me/ratings/\(orval)"),
                                  (.put, "/v1/me/notes/\(orval)"), (.delete, "/v1/me/notes/\(orval)"),
                                  (.post, "/v1/me/checkins/\(orval)"), (.get, "/v1/me/export"), (.post, "/v1/imports"),
                                  (.delete, "/v1/sessions/current")] {
                let refused = try await api.send(method, uri)
                XCTAssertEqual(refused.status, 401, "\(method) \(uri)")
            }
        }
    }

    /// Bob, signed in, can neither see nor change anything of Alice's: every personal route
    /// answers from his own data, and paths naming Alice (her user id) do not exist.
    func testOneUserNeverReachesAnothersData() async throws {
        let fixture = try ServerFixture()
        try await fixture.test { api in
            let alice = try await api.signUp("alice")
            let bob = try await api.signUp("bob")
            let aliceMe = try await api.send(.get, "/v1/me", token: alice)
            let aliceID = try XCTUnwrap(aliceMe["user"]?["id"]?.integer)
            let orval = try fixture.beerID("Orval")
            try await api.send(.put, "/v1/me/favourites/\(orval)", token: alice)
            try await api.send(.put, "/v1/me/ratings/\(orval)", token: alice, json: ["stars": 5])
            try await api.send(.put, "/v1/me/notes/\(orval)", token: alice, json: ["text": "Alice's secret"])
            try await api.send(.post, "/v1/me/checkins/\(orval)", token: alice)
            let hers = try await api.send(.get, "/v1/me/export", token: alice)

            let seenByBob = try await api.send(.get, "/v1/me/beers/\(orval)", token: bob)
            XCTAssertEqual(seenByBob["isFavourite"], .bool(false))
            XCTAssertEqual(seenByBob["rating"], .null)
            XCTAssertEqual(seenByBob["note"], .null)
            XCTAssertEqual(seenByBob["checkIns"], .array([]))
            let bobsExport = try await api.send(.get, "/v1/me/export", token: bob)
            XCTAssertEqual(bobsExport["beers"], .array([]))
            let bobsSearch = try await api.send(.get, "/v1/beers?q=fav", token: bob)
            XCTAssertEqual(bobsSearch["total"], .integer(0))
            XCTAssertFalse(bobsSearch.bodyText.contains("secret"))

            // Bob's writes change only Bob's data.
            try await api.send(.delete, "/v1/me/favourites/\(orval)", token: bob)
            try await api.send(.delete, "/v1/me/ratings/\(orval)", token: bob)
            try await api.send(.delete, "/v1/me/notes/\(orval)", token: bob)
            try await api.send(.put, "/v1/me/ratings/\(orval)", token: bob, json: ["stars": 1])

            // Paths that name Alice are not routes at all, with Bob's token or without one.
            for uri in ["/v1/users/\(aliceID)/favourites/\(orval)", "/v1/users/\(aliceID)/export",
                        "/v1/me/\(aliceID)/export", "/v1/me/beers/\(orval)/\(aliceID)", "/v1/users/\(aliceID)"] {
                for method in [HTTPRequest.Method.get, .put, .delete] {
                    let refused = try await api.send(method, uri, token: bob, json: ["stars": 1])
                    XCTAssertEqual(refused.status, 404, "\(method) \(uri)")
                    let anonymous = try await api.send(method, uri, json: ["stars": 1])
                    XCTAssertEqual(anonymous.status, 404, "\(method) \(uri)")
                }
            }

            let hersAfterwards = try await api.send(.get, "/v1/me/export", token: alice)
            XCTAssertEqual(hersAfterwards.json, hers.json)
            let bobsRating = try await api.send(.get, "/v1/me/beers/\(orval)", token: bob)
            XCTAssertEqual(bobsRating["rating"], .integer(1))
        }
    }
}
