import Catalogue
import CataloguePostgres
import XCTest

/// Accounts keep the SQLite store's rules on PostgreSQL: the same users, the same refusals, the
/// same throttling, step by step on both.
final class AccountAgreementTests: PostgresBackendTestCase {
    private var sqlite: SQLiteReference!
    private var postgres: PostgresCatalogueBackend!

    override func setUp() async throws {
        try await super.setUp()
        sqlite = try SQLiteReference(beers: [], clock: clock)
        postgres = try await makeBackend()
    }

    func testCreatingUsersAndDuplicateNames() async throws {
        let expected = try sqlite.accounts.createUser(name: "Zoë", password: "long enough")
        let actual = try await postgres.createUser(name: "Zoë", password: "long enough")
        XCTAssertEqual(actual, expected)
        let fetched = try await postgres.user(id: actual.id)
        XCTAssertEqual(fetched, expected)
        for name in ["Zoë", "ZOË", "Zoe\u{0308}"] {
            let sqliteError = thrownError { try sqlite.accounts.createUser(name: name, password: "long enough") }
            let postgresError = await thrownError { try await postgres.createUser(name: name, password: "long enough") }
            XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError, name)
            XCTAssertNotNil(postgresError as? AccountError, name)
        }
        for (name, password) in [("", "long enough"), ("a b", "long enough"), ("bob", "short")] {
            let sqliteError = thrownError { try sqlite.accounts.createUser(name: name, password: password) }
            let postgresError = await thrownError { try await postgres.createUser(name: name, password: password) }
            XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError, "\(name) \(password)")
        }
        let stats = try await postgres.stats()
        XCTAssertEqual(stats.users, 1)
    }

    func testSignInRightAndWrongPasswordsAndUnknownNames() async throws {
        _ = try sqlite.accounts.createUser(name: "alice", password: "correct horse")
        _ = try await postgres.createUser(name: "alice", password: "correct horse")
        let expected = try sqlite.accounts.signIn(name: "ALICE", password: "correct horse")
        let actual = try await postgres.signIn(name: "ALICE", password: "correct horse")
        XCTAssertEqual(actual, expected)
        for (name, password) in [("alice", "wrong horse"), ("nobody", "correct horse")] {
            let sqliteError = thrownError { try sqlite.accounts.signIn(name: name, password: password) }
            let postgresError = await thrownError { try await postgres.signIn(name: name, password: password) }
            XCTAssertEqual(postgresError as? AccountError, .wrongCredentials)
            XCTAssertEqual(postgresError as? AccountError, sqliteError as? AccountError)
        }
    }

    func testThrottlingLocksOutAndDoublesAlike() async throws {
        _ = try sqlite.accounts.createUser(name: "alice", password: "correct horse")
        _ = try await postgres.createUser(name: "alice", password: "correct horse")
        var sqliteOutcomes: [String] = []
        var postgresOutcomes: [String] = []
        func attempt(_ password: String) async {
            sqliteOutcomes.append(Self.outcome(thrownError { try sqlite.accounts.signIn(name: "alice", password: password) }))
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

    private static func outcome(_ error: (any Error)?) -> String {
        guard let error else { return "signed in" }
        return (error as? AccountError)?.description ?? "\(error)"
    }
}
