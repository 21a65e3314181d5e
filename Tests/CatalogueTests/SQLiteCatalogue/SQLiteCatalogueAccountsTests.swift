@testable import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// The SQLite store's accounts beyond the contract's rules (which `SQLiteConformanceTests` holds
/// it to): how passwords are stored and upgraded, the lockout's doubling kept in the file, and
/// the owner's administration (`users`, `deleteAccount`, `setAdmin`).
final class SQLiteCatalogueAccountsTests: XCTestCase {
    private var store: CatalogueStore!
    private var clock: FakeClock!
    private var catalogue: SQLiteCatalogue!

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
        clock = FakeClock()
        catalogue = SQLiteCatalogue.testing(store, clock: clock)
    }

    private func storedHash(_ name: String) throws -> String? {
        try store.reading { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM users WHERE name = ?", arguments: [name])
        }
    }

    private func assertSignInFails(_ name: String, _ password: String, _ expected: AccountError,
                                   in catalogue: SQLiteCatalogue? = nil,
                                   file: StaticString = #filePath, line: UInt = #line) async {
        let error = await thrownError { try await (catalogue ?? self.catalogue).signIn(name: name, password: password) }
        XCTAssertEqual(error as? AccountError, expected, String(describing: error), file: file, line: line)
    }

    func testProductionParametersMeetTheMinimum() {
        XCTAssertGreaterThanOrEqual(ScryptParameters.production.logN, 15)
        XCTAssertEqual(ScryptParameters.production.blockSize, 8)
        XCTAssertEqual(ScryptParameters.production.parallelism, 1)
    }

    func testHashIsSelfDescribingWithRandomSalt() async throws {
        _ = try await catalogue.createAccount(name: "alice", password: "correct horse")
        _ = try await catalogue.createAccount(name: "bob", password: "correct horse")
        let alice = try XCTUnwrap(try storedHash("alice"))
        let bob = try XCTUnwrap(try storedHash("bob"))
        let fields = alice.split(separator: "$", omittingEmptySubsequences: false)
        XCTAssertEqual(fields.count, 5)
        XCTAssertEqual(fields[1], "scrypt")
        XCTAssertEqual(fields[2], "ln=4,r=8,p=1")
        XCTAssertEqual(Data(base64Encoded: String(fields[3]))?.count, 16)
        XCTAssertEqual(Data(base64Encoded: String(fields[4]))?.count, 32)
        XCTAssertNotEqual(alice, bob, "same password, different salt")
        XCTAssertFalse(alice.contains("correct"))
    }

    func testASignInAnswersTheAccountAsCreated() async throws {
        let created = try await catalogue.createAccount(name: "Alice", password: "correct horse")
        XCTAssertEqual(created.createdAt, clock.now)
        let session = try await catalogue.signIn(name: "alice", password: "correct horse")
        XCTAssertEqual(session.user, created)
        XCTAssertEqual(session.expiresAt, clock.now.addingTimeInterval(SessionRules.defaultLifetime))
    }

    func testThrottlesAfterFiveFailuresWithDoublingDelay() async throws {
        _ = try await catalogue.createAccount(name: "dave", password: "right password")
        for _ in 1...5 { await assertSignInFails("dave", "wrong password", .wrongCredentials) }
        await assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 30))
        clock.advance(by: 29.5)
        await assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 1))
        clock.advance(by: 0.5)
        for _ in 1...5 { await assertSignInFails("dave", "wrong password", .wrongCredentials) }
        await assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 60))
        clock.advance(by: 60)
        _ = try await catalogue.signIn(name: "dave", password: "right password")
        for _ in 1...5 { await assertSignInFails("dave", "wrong password", .wrongCredentials) }
        await assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 30)) // a success reset the delay
    }

    func testDelayIsCappedAtOneHourAndKeptInTheDatabase() async throws {
        _ = try await catalogue.createAccount(name: "erin", password: "right password")
        var delays: [Int] = []
        for _ in 1...9 {
            for _ in 1...5 { await assertSignInFails("erin", "wrong password", .wrongCredentials) }
            // Another catalogue over the same file (as another process) sees the lockout.
            let fresh = SQLiteCatalogue.testing(store, clock: clock)
            let error = await thrownError { try await fresh.signIn(name: "erin", password: "right password") }
            if case .throttled(let seconds) = error as? AccountError { delays.append(seconds) }
            clock.advance(by: 3600)
        }
        XCTAssertEqual(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
    }

    func testAThresholdOfItsOwn() async throws {
        let strict = SQLiteCatalogue.testing(store, clock: clock, throttle: SignInThrottle(threshold: 2))
        _ = try await strict.createAccount(name: "alice", password: "correct horse")
        for _ in 0..<2 { await assertSignInFails("alice", "wrong", .wrongCredentials, in: strict) }
        await assertSignInFails("alice", "correct horse", .throttled(retryAfterSeconds: 30), in: strict)
    }

    func testThrottleMessageSaysHowLongToWait() {
        XCTAssertEqual(AccountError.throttled(retryAfterSeconds: 30).description,
                       "too many failed sign-ins; try again in 30 seconds")
        XCTAssertEqual(AccountError.throttled(retryAfterSeconds: 3600).description,
                       "too many failed sign-ins; try again in 60 minutes")
    }

    func testWeakHashIsUpgradedOnSignIn() async throws {
        _ = try await catalogue.createAccount(name: "frank", password: "right password")
        let stronger = SQLiteCatalogue.testing(store, passwords: ScryptParameters(logN: 5, blockSize: 8, parallelism: 1))
        _ = try await stronger.signIn(name: "frank", password: "right password")
        XCTAssertTrue(try XCTUnwrap(try storedHash("frank")).hasPrefix("$scrypt$ln=5,r=8,p=1$"))
        _ = try await stronger.signIn(name: "frank", password: "right password")
        _ = try await catalogue.signIn(name: "frank", password: "right password")
        XCTAssertTrue(try XCTUnwrap(try storedHash("frank")).hasPrefix("$scrypt$ln=5,"), "never downgraded")
    }

    func testListAndDelete() async throws {
        _ = try await catalogue.createAccount(name: "zed", password: "long enough")
        _ = try await catalogue.createAccount(name: "Amy", password: "long enough")
        var users = try await catalogue.users()
        XCTAssertEqual(users.map(\.name), ["Amy", "zed"])
        try await catalogue.deleteAccount(name: "AMY")
        users = try await catalogue.users()
        XCTAssertEqual(users.map(\.name), ["zed"])
        let again = await thrownError { try await catalogue.deleteAccount(name: "amy") }
        XCTAssertEqual(again as? AccountError, .noSuchUser("amy"))
    }

    func testDeletingAnAccountDeletesItsDataAndSessions() async throws {
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first).id
        _ = try await catalogue.createAccount(name: "alice", password: "correct horse")
        let session = try await catalogue.signIn(name: "alice", password: "correct horse")
        _ = try await catalogue.setRating(4, beerID: orval, session: session)
        _ = try await catalogue.setFavourite(true, beerID: orval, session: session)
        try await catalogue.deleteAccount(name: "alice")
        let found = try await catalogue.session(for: session.token)
        XCTAssertNil(found, "the account's sessions go with it")
        let tokens = try store.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tokens") }
        XCTAssertEqual(tokens, 0)
        let export = try await catalogue.personalExport(session: session)
        XCTAssertEqual(export, [], "the account's data goes with it")
        // A session still held for the deleted account writes nothing.
        let error = await thrownError { try await catalogue.setRating(3, beerID: orval, session: session) }
        XCTAssertEqual(error as? CatalogueError, .noSuchUser(session.user.id))
    }

    func testAdminIsSetByNameAndShownBySessions() async throws {
        _ = try await catalogue.createAccount(name: "alice", password: "correct horse")
        let before = try await catalogue.signIn(name: "alice", password: "correct horse")
        XCTAssertFalse(before.isAdmin)
        try await catalogue.setAdmin(true, userName: "Alice")
        let existing = try await catalogue.session(for: before.token)
        XCTAssertEqual(existing?.isAdmin, true, "a session's token is checked against the account as it is now")
        let signedIn = try await catalogue.signIn(name: "alice", password: "correct horse")
        XCTAssertTrue(signedIn.isAdmin)
        let acting = try await catalogue.acting(asUserNamed: "ALICE")
        XCTAssertTrue(acting.isAdmin)
        try await catalogue.setAdmin(false, userName: "alice")
        let withdrawn = try await catalogue.acting(asUserNamed: "alice")
        XCTAssertFalse(withdrawn.isAdmin)
        let nobody = await thrownError { try await catalogue.setAdmin(true, userName: "nobody") }
        XCTAssertEqual(nobody as? AccountError, .noSuchUser("nobody"))
    }

    func testActingAsAnAccountNeedsNoPasswordAndLeavesNoToken() async throws {
        let created = try await catalogue.createAccount(name: "alice", password: "correct horse")
        let session = try await catalogue.acting(asUserNamed: "ALICE")
        XCTAssertEqual(session.user, created)
        let found = try await catalogue.session(for: session.token)
        XCTAssertNil(found, "the owner's session is no sign-in: nobody can present its token")
        let nobody = await thrownError { try await catalogue.acting(asUserNamed: "nobody") }
        XCTAssertEqual(nobody as? AccountError, .noSuchUser("nobody"))
    }

    func testOnlyTheTokensHashIsStoredAndExpiredOnesAreForgotten() async throws {
        _ = try await catalogue.createAccount(name: "alice", password: "correct horse")
        let short = SQLiteCatalogue(store: store, work: .callersThread, passwords: .testing,
                                    sessions: SessionRules(lifetime: 60, now: { [clock] in clock!.now }))
        let old = try await short.signIn(name: "alice", password: "correct horse")
        let live = try await catalogue.signIn(name: "alice", password: "correct horse")
        XCTAssertEqual(Set(try tokenHashes()), [old.token.hash, live.token.hash])
        XCTAssertEqual(old.token.hash.count, 32)
        XCTAssertNotEqual(old.token.hash, Data(old.token.text.utf8))
        // A sign-in after the first session expired forgets it.
        clock.advance(by: 60)
        let new = try await catalogue.signIn(name: "alice", password: "correct horse")
        XCTAssertEqual(Set(try tokenHashes()), [live.token.hash, new.token.hash])
    }

    /// A server on a read-only file refuses sign-in (a token it cannot keep would be refused by the
    /// next request); the app keeps its person's session in the process, for reading their data.
    func testAReadOnlyFileRefusesSignInsOrKeepsThemInTheProcess() async throws {
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("club.sqlite").path
        let writable = try CatalogueStore(path: path)
        _ = try await SQLiteCatalogue.testing(writable).createAccount(name: "alice", password: "correct horse")
        try writable.close()
        let readOnly = try CatalogueStore(path: path, access: .readOnly)
        defer { try? readOnly.close() }

        let served = SQLiteCatalogue.testing(readOnly)
        let refusal = await thrownError { try await served.signIn(name: "alice", password: "correct horse") }
        XCTAssertEqual(refusal as? CatalogueError, .readOnly)

        let app = SQLiteCatalogue.testing(readOnly, sessionsWhenReadOnly: .inThisProcess)
        let session = try await app.signIn(name: "alice", password: "correct horse")
        XCTAssertEqual(session.user.name, "alice")
        let kept = try await app.session(for: session.token)
        XCTAssertEqual(kept?.user.name, "alice", "the token stands for the session while the process runs")
        let elsewhere = try await served.session(for: session.token)
        XCTAssertNil(elsewhere, "only in that process")
        try await app.signOut(session)
        let gone = try await app.session(for: session.token)
        XCTAssertNil(gone, "signed out")
    }

    private func tokenHashes() throws -> [Data] {
        try store.reading { db in try Data.fetchAll(db, sql: "SELECT hash FROM tokens") }
    }
}
