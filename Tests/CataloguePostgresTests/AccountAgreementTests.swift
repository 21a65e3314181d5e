import Catalogue
import CataloguePostgres
import XCTest

/// Accounts keep the SQLite store's rules on PostgreSQL: the same users, the same refusals, the
/// same throttling, step by step on both.
final class AccountAgreementTests: PostgresCatalogueTestCase {
    private var sqlite: SQLiteCatalogue!
    private var postgres: PostgresCatalogue!

    override func setUp() async throws {
        try await super.setUp()
        sqlite = try SQLiteReference(beers: [], clock: clock).catalogue
        postgres = try await makeCatalogue()
    }

    func testCreatingUsersAndDuplicateNames() async throws {
        let expected = try await sqlite.createAccount(name: "Zoë", password: "long enough")
        let actual = try await postgres.createAccount(name: "Zoë", password: "long enough")
        XCTAssertEqual(actual, expected)
        let signedIn = try await postgres.signIn(name: "zoë", password: "long enough")
        XCTAssertEqual(signedIn.user, expected, "the account as kept")
        for name in ["Zoë", "ZOË", "Zoe\u{0308}"] {
            let sqliteError = await thrownError { try await sqlite.createAccount(name: name, password: "long enough") }
            let postgresError = await thrownError { try await postgres.createAccount(name: name, password: "long enough") }
            XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError, name)
            XCTAssertNotNil(postgresError as? AccountError, name)
        }
        for (name, password) in [("", "long enough"), ("a b", "long enough"), ("bob", "short")] {
            let sqliteError = await thrownError { try await sqlite.createAccount(name: name, password: password) }
            let postgresError = await thrownError { try await postgres.createAccount(name: name, password: password) }
            XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError, "\(name) \(password)")
        }
        let stats = try await postgres.stats()
        XCTAssertEqual(stats.users, 1)
    }

    func testSignInRightAndWrongPasswordsAndUnknownNames() async throws {
        _ = try await sqlite.createAccount(name: "alice", password: "correct horse")
        _ = try await postgres.createAccount(name: "alice", password: "correct horse")
        let expected = try await sqlite.signIn(name: "ALICE", password: "correct horse")
        let actual = try await postgres.signIn(name: "ALICE", password: "correct horse")
        XCTAssertEqual(actual.user, expected.user)
        XCTAssertEqual(actual.expiresAt, expected.expiresAt)
        XCTAssertEqual(actual.isAdmin, expected.isAdmin)
        let expectedAgain = try await sqlite.session(for: expected.token)
        let actualAgain = try await postgres.session(for: actual.token)
        XCTAssertEqual(actualAgain?.user, expectedAgain?.user)
        XCTAssertEqual(actualAgain?.expiresAt, expectedAgain?.expiresAt)
        for (name, password) in [("alice", "wrong horse"), ("nobody", "correct horse")] {
            let sqliteError = await thrownError { try await sqlite.signIn(name: name, password: password) }
            let postgresError = await thrownError { try await postgres.signIn(name: name, password: password) }
            XCTAssertEqual(postgresError as? AccountError, .wrongCredentials)
            XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError)
        }
    }

    func testThrottlingLocksOutAndDoublesAlike() async throws {
        _ = try await sqlite.createAccount(name: "alice", password: "correct horse")
        _ = try await postgres.createAccount(name: "alice", password: "correct horse")
        var sqliteOutcomes: [String] = []
        var postgresOutcomes: [String] = []
        func attempt(_ password: String) async {
            sqliteOutcomes.append(Self.outcome(await thrownError { try await sqlite.signIn(name: "alice", password: password) }))
            postgresOutcomes.append(Self.outcome(await thrownError {
                try await postgres.signIn(name: "alice", password: password)
            }))
        }
        for _ in 0..<6 { await attempt("wrong horse") }
        await attempt("correct horse")
        clock.advance(by: 31)
        await attempt("correct horse")
        for _ in 0..<5 { await attempt("wrong horse") }
        clock.advance(by: 31)
        for _ in 0..<5 { await attempt("wrong horse") }
        await attempt("correct horse")
        XCTAssertEqual(postgresOutcomes, sqliteOutcomes)
        XCTAssertEqual(postgresOutcomes[5], "too many failed sign-ins; try again in 30 seconds")
        XCTAssertEqual(postgresOutcomes[7], "signed in")
        XCTAssertEqual(postgresOutcomes.last, "too many failed sign-ins; try again in 1 minute",
                       "a second lockout in a row doubles the wait")
    }

    func testUnknownNamesAreThrottledToo() async throws {
        for _ in 0..<5 { _ = await thrownError { try await postgres.signIn(name: "mallory", password: "guess guess") } }
        let error = await thrownError { try await postgres.signIn(name: "mallory", password: "guess guess") }
        XCTAssertEqual(error as? AccountError, .throttled(retryAfterSeconds: 30))
    }

    func testAdminsAreSetByNameAlike() async throws {
        for catalogue in [sqlite as any SharedCatalogue, postgres as any SharedCatalogue] {
            _ = try await catalogue.createAccount(name: "alice", password: "correct horse")
        }
        try await sqlite.setAdmin(true, userName: "ALICE")
        try await postgres.setAdmin(true, userName: "ALICE")
        let sqliteAdmin = try await sqlite.signIn(name: "alice", password: "correct horse").isAdmin
        let postgresAdmin = try await postgres.signIn(name: "alice", password: "correct horse").isAdmin
        XCTAssertTrue(postgresAdmin)
        XCTAssertEqual(postgresAdmin, sqliteAdmin)
        let sqliteError = await thrownError { try await sqlite.setAdmin(true, userName: "nobody") }
        let postgresError = await thrownError { try await postgres.setAdmin(true, userName: "nobody") }
        XCTAssertEqual(postgresError as? AccountError, .noSuchUser("nobody"))
        XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError)
    }

    private static func outcome(_ error: (any Error)?) -> String {
        guard let error else { return "signed in" }
        return (error as? AccountError)?.description ?? "\(error)"
    }
}
