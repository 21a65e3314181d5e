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
            XCTAssertEqual(created.name, "alice")
            XCTAssertEqual(created.createdAt, server.now)
            let first = try await client.signIn(name: "alice", password: password)
            XCTAssertEqual(first.user, created)
            XCTAssertEqual(first.expiresAt, server.now.addingTimeInterval(3600))
            XCTAssertFalse(first.isAdmin)
            let session = try await client.signIn(name: "alice", password: password)
            XCTAssertNotEqual(session.token, first.token)
            let me = try await client.session(for: session.token)
            XCTAssertEqual(me, session, "the same person, token, end and rights as the sign-in answered")

            try await client.signOut(session)
            let afterSignOut = try await client.session(for: session.token)
            XCTAssertNil(afterSignOut)
            // Signing out a token the server already forgot is not a failure.
            try await client.signOut(session)
            let stillSignedIn = try await client.session(for: first.token)
            XCTAssertEqual(stillSignedIn?.user.name, "alice")
        }
    }

    func testAnAdminsSessionSaysSo() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            _ = try await client.createAccount(name: "keeper", password: password)
            try await server.catalogue.setAdmin(true, userName: "keeper")
            let session = try await client.signIn(name: "keeper", password: password)
            XCTAssertTrue(session.isAdmin)
            let me = try await client.session(for: session.token)
            XCTAssertEqual(me?.isAdmin, true)
        }
    }

    func testEachChangeAnswersWithTheDataAfterItAndTwoPeopleStayApart() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let alice = try await Self.signUp(client, "alice")
            let bob = try await Self.signUp(client, "bob")
            let orval = try server.beerID("Orval")
            let guinness = try server.beerID("Guinness Draught")

            var data = try await client.setFavourite(true, beerID: orval, session: alice)
            XCTAssertTrue(data.isFavourite)
            data = try await client.setRating(4, beerID: orval, session: alice)
            XCTAssertEqual(data.rating, 4)
            XCTAssertTrue(data.isFavourite)
            data = try await client.setNote("Funky, dry", beerID: orval, session: alice)
            XCTAssertEqual(data.note, "Funky, dry")
            data = try await client.checkIn(beerID: orval, session: alice)
            XCTAssertEqual(data.checkIns.map(\.time), [server.now.roundedDownToSeconds])
            let read = try await client.personalData(beerID: orval, session: alice)
            XCTAssertEqual(read, data)

            data = try await client.setRating(nil, beerID: orval, session: alice)
            XCTAssertNil(data.rating)
            data = try await client.setNote(nil, beerID: orval, session: alice)
            XCTAssertNil(data.note)
            _ = try await client.setNote("Again", beerID: orval, session: alice)
            data = try await client.setNote("", beerID: orval, session: alice)
            XCTAssertNil(data.note, "an empty note removes it, as the embedded store does")
            _ = try await client.setNote("Again", beerID: orval, session: alice)
            data = try await client.setNote("  \n ", beerID: orval, session: alice)
            XCTAssertNil(data.note, "so does a note of only whitespace")
            data = try await client.setFavourite(false, beerID: orval, session: alice)
            XCTAssertFalse(data.isFavourite)
            XCTAssertEqual(data.checkIns.count, 1)

            _ = try await client.setRating(2, beerID: guinness, session: bob)
            _ = try await client.setFavourite(true, beerID: guinness, session: bob)
            let bobsOrval = try await client.personalData(beerID: orval, session: bob)
            XCTAssertEqual(bobsOrval, PersonalBeerData())
            let alicesGuinness = try await client.personalData(beerID: guinness, session: alice)
            XCTAssertEqual(alicesGuinness, PersonalBeerData())

            let favourites = SearchRequest(query: try QueryParser.parse("fav"), limit: 10)
            let bobsFavourites = try await client.search(favourites, as: bob)
            XCTAssertEqual(bobsFavourites.beers.map(\.id), [guinness])
            XCTAssertEqual(bobsFavourites.beers.first?.rating, 2)
            let alicesFavourites = try await client.search(favourites, as: alice)
            XCTAssertEqual(alicesFavourites.beers, [])
            let position = try await client.position(of: guinness, in: favourites, as: bob)
            XCTAssertEqual(position, 0)

            let alicesExport = try await client.personalExport(session: alice)
            XCTAssertEqual(alicesExport.map(\.beer.id), [orval])
            XCTAssertEqual(alicesExport.first?.data.checkIns.count, 1)
            let bobsExport = try await client.personalExport(session: bob)
            XCTAssertEqual(bobsExport.map(\.beer.id), [guinness])
            XCTAssertEqual(bobsExport.first?.data.rating, 2)
        }
    }

    func testAMissingBeerIsNoSuchBeer() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let alice = try await Self.signUp(client, "alice")
            let missing = CatalogueError.noSuchBeer(999_999)
            await assertThrows(missing) { _ = try await client.personalData(beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.setFavourite(true, beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.setFavourite(false, beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.setRating(3, beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.setRating(nil, beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.setNote("?", beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.setNote(nil, beerID: 999_999, session: alice) }
            await assertThrows(missing) { _ = try await client.checkIn(beerID: 999_999, session: alice) }
        }
    }

    func testOnlyAnAdminImportsAndTheReportSaysWhatChanged() async throws {
        try await LiveServer.run { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let alice = try await Self.signUp(client, "alice")
            let csv = ImportedFile(bytes: Array("name,brewery,abv\nRochefort 10,Rochefort,11.3\nOrval,Brasserie d'Orval,6.9\n".utf8),
                                   format: .csv, name: "beers.csv")
            await assertThrows(CatalogueError.notAdmin) { _ = try await client.importFile(csv, session: alice) }
            XCTAssertEqual(try server.store.stats().beers, LiveServer.beers.count)

            try await server.catalogue.setAdmin(true, userName: "alice")
            let admin = try await client.signIn(name: "alice", password: password)
            let report = try await client.importFile(csv, session: admin)
            XCTAssertEqual(report, ImportReport(rowsRead: 2, added: 1, updated: 1, unchanged: 0, breweriesAdded: 1, skipped: 0))
            let json = ImportedFile(bytes: Array(#"[{"name": "Rochefort 8", "brewery": "Rochefort", "abv": 9.2}]"#.utf8),
                                    format: .auto, name: "beers.json")
            let fromJSON = try await client.importFile(json, session: admin)
            XCTAssertEqual(fromJSON.added, 1)
            XCTAssertEqual(try server.store.stats().beers, LiveServer.beers.count + 2)

            let broken = ImportedFile(bytes: Array("name,brewery\nA,B\nBroken\",Row,x\n".utf8), format: .csv)
            do {
                _ = try await client.importFile(broken, session: admin)
                XCTFail("a malformed row fails the whole import")
            } catch let error as ImportError {
                XCTAssertEqual(error, .fieldCount(file: "body", line: 3, found: 3, expected: 2),
                               "the store's own refusal, as the server read the body")
            }
        }
    }

    /// A new account, signed in.
    private static func signUp(_ client: CatalogueHTTPClient, _ name: String) async throws -> Session {
        _ = try await client.createAccount(name: name, password: password)
        return try await client.signIn(name: name, password: password)
    }
}

extension Date {
    /// What the server stores for a check-in: whole seconds.
    var roundedDownToSeconds: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
