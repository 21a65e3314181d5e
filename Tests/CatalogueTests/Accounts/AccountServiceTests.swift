@testable import Catalogue
import Foundation
import GRDB
import XCTest

final class AccountServiceTests: XCTestCase {
    private var store: CatalogueStore!
    private var clock: FakeClock!
    private var accounts: AccountService!

    override func setUpWithError() throws {
        store = try Fixtures.store(in: self)
        clock = FakeClock()
        let clock = self.clock!
        accounts = AccountService(store: store, parameters: .testing, now: { clock.now })
    }

    private func storedHash(_ name: String) throws -> String? {
        try store.reading { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM users WHERE name = ?", arguments: [name])
        }
    }

    private func assertSignInFails(_ name: String, _ password: String, _ expected: AccountError,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try accounts.signIn(name: name, password: password), file: file, line: line) { error in
            XCTAssertEqual(error as? AccountError, expected, file: file, line: line)
        }
    }

    func testProductionParametersMeetTheMinimum() {
        XCTAssertGreaterThanOrEqual(ScryptParameters.production.logN, 15)
        XCTAssertEqual(ScryptParameters.production.blockSize, 8)
        XCTAssertEqual(ScryptParameters.production.parallelism, 1)
    }

    func testHashIsSelfDescribingWithRandomSalt() throws {
        try accounts.createUser(name: "alice", password: "correct horse")
        try accounts.createUser(name: "bob", password: "correct horse")
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

    func testSignInWithRightAndWrongPassword() throws {
        let created = try accounts.createUser(name: "Alice", password: "correct horse")
        XCTAssertEqual(try accounts.signIn(name: "alice", password: "correct horse"), created)
        assertSignInFails("alice", "wrong horse!", .wrongCredentials)
        assertSignInFails("alice", "Correct horse", .wrongCredentials)
    }

    func testUnknownUserGetsTheSameErrorAsAWrongPassword() throws {
        assertSignInFails("nobody", "whatever123", .wrongCredentials)
        assertSignInFails("nobody", "whatever123", .wrongCredentials)
    }

    func testPasswordsAreComparedInNFC() throws {
        try accounts.createUser(name: "carol", password: "Ko\u{0308}lsch-1234")
        XCTAssertNoThrow(try accounts.signIn(name: "carol", password: "Kölsch-1234"))
    }

    func testUsernameRules() throws {
        for bad in ["", String(repeating: "a", count: 33), "a b", "semi;colon", "slash/"] {
            XCTAssertThrowsError(try accounts.createUser(name: bad, password: "long enough")) { error in
                guard case .invalidUsername = error as? AccountError else { return XCTFail("\(bad): \(error)") }
            }
        }
        for good in ["a", String(repeating: "b", count: 32), "ok.name_1-2", "Zoë"] {
            XCTAssertNoThrow(try accounts.createUser(name: good, password: "long enough"), good)
        }
        XCTAssertThrowsError(try accounts.createUser(name: "OK.NAME_1-2", password: "long enough")) { error in
            XCTAssertEqual(error as? AccountError, .nameTaken("OK.NAME_1-2"))
        }
        XCTAssertThrowsError(try accounts.createUser(name: "ZOË", password: "long enough"), "unique ignoring Unicode case")
    }

    func testPasswordLengthRules() throws {
        XCTAssertThrowsError(try accounts.createUser(name: "short", password: "1234567")) { error in
            XCTAssertEqual(error as? AccountError, .invalidPassword("use 8 to 1024 characters"))
        }
        XCTAssertThrowsError(try accounts.createUser(name: "long", password: String(repeating: "x", count: 1025)))
        XCTAssertNoThrow(try accounts.createUser(name: "eight", password: "12345678"))
        XCTAssertNoThrow(try accounts.createUser(name: "max", password: String(repeating: "x", count: 1024)))
    }

    func testThrottlesAfterFiveFailuresWithDoublingDelay() throws {
        try accounts.createUser(name: "dave", password: "right password")
        for _ in 1...5 { assertSignInFails("dave", "wrong password", .wrongCredentials) }
        assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 30))
        clock.advance(by: 29.5)
        assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 1))
        clock.advance(by: 0.5)
        for _ in 1...5 { assertSignInFails("dave", "wrong password", .wrongCredentials) }
        assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 60))
        clock.advance(by: 60)
        XCTAssertNoThrow(try accounts.signIn(name: "dave", password: "right password"))
        for _ in 1...5 { assertSignInFails("dave", "wrong password", .wrongCredentials) }
        assertSignInFails("dave", "right password", .throttled(retryAfterSeconds: 30)) // a success reset the delay
    }

    func testDelayIsCappedAtOneHourAndKeptInTheDatabase() throws {
        try accounts.createUser(name: "erin", password: "right password")
        var delays: [Int] = []
        for _ in 1...9 {
            for _ in 1...5 { assertSignInFails("erin", "wrong password", .wrongCredentials) }
            let fresh = AccountService(store: store, parameters: .testing,
                                       now: { [clock] in clock!.now })
            XCTAssertThrowsError(try fresh.signIn(name: "erin", password: "right password")) { error in
                if case .throttled(let seconds) = error as? AccountError { delays.append(seconds) }
            }
            clock.advance(by: 3600)
        }
        XCTAssertEqual(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
    }

    func testUnknownUsernamesAreThrottledToo() {
        for _ in 1...5 { assertSignInFails("ghost", "guess-guess", .wrongCredentials) }
        assertSignInFails("ghost", "guess-guess", .throttled(retryAfterSeconds: 30))
    }

    func testThrottleMessageSaysHowLongToWait() {
        XCTAssertEqual(AccountError.throttled(retryAfterSeconds: 30).description,
                       "too many failed sign-ins; try again in 30 seconds")
        XCTAssertEqual(AccountError.throttled(retryAfterSeconds: 3600).description,
                       "too many failed sign-ins; try again in 60 minutes")
    }

    func testWeakHashIsUpgradedOnSignIn() throws {
        try accounts.createUser(name: "frank", password: "right password")
        let stronger = AccountService(store: store, parameters: ScryptParameters(logN: 5, blockSize: 8, parallelism: 1))
        XCTAssertNoThrow(try stronger.signIn(name: "frank", password: "right password"))
        XCTAssertTrue(try XCTUnwrap(try storedHash("frank")).hasPrefix("$scrypt$ln=5,r=8,p=1$"))
        XCTAssertNoThrow(try stronger.signIn(name: "frank", password: "right password"))
        XCTAssertNoThrow(try accounts.signIn(name: "frank", password: "right password"), "never downgraded")
        XCTAssertTrue(try XCTUnwrap(try storedHash("frank")).hasPrefix("$scrypt$ln=5,"))
    }

    func testListAndDelete() throws {
        try accounts.createUser(name: "zed", password: "long enough")
        try accounts.createUser(name: "Amy", password: "long enough")
        XCTAssertEqual(try accounts.users().map(\.name), ["Amy", "zed"])
        try accounts.deleteUser(name: "AMY")
        XCTAssertEqual(try accounts.users().map(\.name), ["zed"])
        XCTAssertThrowsError(try accounts.deleteUser(name: "amy")) { error in
            XCTAssertEqual(error as? AccountError, .noSuchUser("amy"))
        }
    }
}
