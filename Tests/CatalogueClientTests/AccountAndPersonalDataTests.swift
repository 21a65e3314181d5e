import Catalogue
import CatalogueClient
import XCTest

private let password = "correct horse battery"

/// Accounts, sessions and a person's own data through the client, against the real server,
/// with two people who never see each other's data.
final class AccountAndPersonalDataTests: XCTestCase {
    func testCreateSignInWhoAmIAndSignOut() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let created = try await client.createAccount(name: "alice", password: password)
            XCTAssertEqual(created.user.name, "alice")
            XCTAssertGreaterThan(created.expiresAt, server.now)
            let session = try await client.signIn(name: "alice", password: password)
            XCTAssertNotEqual(session.token, created.token)
            let me = try await client.user(for: session.token)
            XCTAssertEqual(me?.id, created.user.id)
            XCTAssertEqual(me?.name, "alice")

            try await client.signOut(session.token)
            let afterSignOut = try await client.user(for: session.token)
            XCTAssertNil(afterSignOut)
            // Signing out a token the server already forgot is not a failure.
            try await client.signOut(session.token)
            let stillSignedIn = try await client.user(for: created.token)
            XCTAssertEqual(stillSignedIn?.name, "alice")
        }
    }

    func testEachChangeAnswersWithTheDataAfterItAndTwoPeopleStayApart() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let alice = try await client.createAccount(name: "alice", password: password).token
            let bob = try await client.createAccount(name: "bob", password: password).token
            let orval = try server.beerID("Orval")
            let guinness = try server.beerID("Guinness Draught")

            var data = try await client.setFavourite(true, beerID: orval, token: alice)
            XCTAssertTrue(data.isFavourite)
            data = try await client.setRating(4, beerID: orval, token: alice)
            XCTAssertEqual(data.rating, 4)
            XCTAssertTrue(data.isFavourite)
            data = try await client.setNote("Funky, dry", beerID: orval, token: alice)
            XCTAssertEqual(data.note, "Funky, dry")
            data = try await client.checkIn(beerID: orval, token: alice)
            XCTAssertEqual(data.checkIns, [server.now.roundedDownToSeconds])
            let read = try await client.personalData(beerID: orval, token: alice)
            XCTAssertEqual(read, data)

            data = try await client.setRating(nil, beerID: orval, token: alice)
            XCTAssertNil(data.rating)
            data = try await client.setNote(nil, beerID: orval, token: alice)
            XCTAssertNil(data.note)
            _ = try await client.setNote("Again", beerID: orval, token: alice)
            data = try await client.setNote("", beerID: orval, token: alice)
            XCTAssertNil(data.note, "an empty note removes it, as the embedded store does")
            data = try await client.setFavourite(false, beerID: orval, token: alice)
            XCTAssertFalse(data.isFavourite)
            XCTAssertEqual(data.checkIns.count, 1)

            _ = try await client.setRating(2, beerID: guinness, token: bob)
            _ = try await client.setFavourite(true, beerID: guinness, token: bob)
            let bobsOrval = try await client.personalData(beerID: orval, token: bob)
            XCTAssertEqual(bobsOrval, PersonalBeerData())
            let alicesGuinness = try await client.personalData(beerID: guinness, token: alice)
            XCTAssertEqual(alicesGuinness, PersonalBeerData())

            let bobsFavourites = try await client.search(query: "fav", sort: .name, descending: false, limit: 10,
                                                         after: nil, token: bob)
            XCTAssertEqual(bobsFavourites.beers.map(\.id), [guinness])
            XCTAssertEqual(bobsFavourites.beers.first?.rating, 2)
            let alicesFavourites = try await client.search(query: "fav", sort: .name, descending: false, limit: 10,
                                                           after: nil, token: alice)
            XCTAssertEqual(alicesFavourites.beers, [])
            let position = try await client.position(of: guinness, query: "fav", sort: .name, descending: false, token: bob)
            XCTAssertEqual(position, 0)

            let alicesExport = try await client.personalExport(token: alice)
            XCTAssertEqual(alicesExport.map(\.beer.id), [orval])
            XCTAssertEqual(alicesExport.first?.data.checkIns.count, 1)
            let bobsExport = try await client.personalExport(token: bob)
            XCTAssertEqual(bobsExport.map(\.beer.id), [guinness])
            XCTAssertEqual(bobsExport.first?.data.rating, 2)
        }
    }

    func testAMissingBeerIsRejectedNamingTheID() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let alice = try await client.createAccount(name: "alice", password: password).token
            do {
                _ = try await client.setFavourite(true, beerID: 999_999, token: alice)
                XCTFail("a beer that does not exist cannot be a favourite")
            } catch RemoteCatalogueError.rejected(let status, let code, _, let field) {
                XCTAssertEqual(status, 404)
                XCTAssertEqual(code, "not_found")
                XCTAssertEqual(field, "id")
            }
        }
    }
}

extension Date {
    /// What the server stores for a check-in: whole seconds.
    var roundedDownToSeconds: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
