import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// Accounts and sessions: names and passwords checked (`AccountError.invalidUsername`,
    /// `.invalidPassword`), a name taken ignoring case and Unicode form (`.nameTaken`), a wrong
    /// password and an unknown name alike (`.wrongCredentials`), passwords compared in NFC,
    /// throttling after 5 failures (`.throttled`, unknown names too), a session found by its token
    /// until it is signed out or expires (by the subject's clock, when it has one), nil for a
    /// token nobody was given, and signing out twice no failure.
    public static func accountsAndSessions(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue

        // Names: 1 to 32 letters, digits, dots, dashes and underscores.
        for bad in ["", String(repeating: "a", count: 33), "a b", "semi;colon", "slash/"] {
            await subject.assertAccountError("creating an account named \(String(reflecting: bad))",
                                             matches: { if case .invalidUsername = $0 { true } else { false } }) {
                try await catalogue.createAccount(name: bad, password: "long enough")
            }
        }
        for good in ["a", String(repeating: "b", count: 32), "ok.name_1-2", "Zoë"] {
            do {
                let user = try await catalogue.createAccount(name: good, password: "long enough")
                XCTAssertEqual(user.name, good, subject.name)
            } catch {
                XCTFail("\(subject.name): creating \(good) failed: \(error)")
            }
        }
        // Taken, ignoring case and Unicode form.
        for taken in ["OK.NAME_1-2", "ZOË", "Zoe\u{0308}", "zoë", "A"] {
            await subject.assertAccountError("creating \(taken) again", matches: { $0 == .nameTaken(taken) }) {
                try await catalogue.createAccount(name: taken, password: "long enough")
            }
        }
        // Passwords: 8 to 1024 characters.
        await subject.assertThrows(AccountError.invalidPassword("use 8 to 1024 characters"), "a 7-character password") {
            try await catalogue.createAccount(name: "short", password: "1234567")
        }
        await subject.assertAccountError("a 1025-character password",
                                         matches: { if case .invalidPassword = $0 { true } else { false } }) {
            try await catalogue.createAccount(name: "long", password: String(repeating: "x", count: 1025))
        }
        for (name, password) in [("eight", "12345678"), ("max", String(repeating: "x", count: 1024))] {
            let user = await thrownError { try await catalogue.createAccount(name: name, password: password) }
            XCTAssertNil(user, "\(subject.name): \(password.count) characters refused")
        }
        let stats = try await catalogue.stats()
        XCTAssertEqual(stats.users, 6, "\(subject.name): only the accounts made were kept")

        try await checkSignIn(subject)
        try await checkSessions(subject)
        try await checkThrottling(subject)
    }

    private static func checkSignIn(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        let created = try await catalogue.createAccount(name: "Alice", password: "correct horse")
        if let clock = subject.clock {
            XCTAssertEqual(created.createdAt.timeIntervalSince1970, clock.now.timeIntervalSince1970, accuracy: 1,
                           "\(subject.name): an account is made now, by the store's clock")
        }
        let session = try await catalogue.signIn(name: "alice", password: "correct horse")
        XCTAssertEqual(session.user.id, created.id, "\(subject.name): a sign-in ignores the name's case")
        XCTAssertEqual(session.user.name, "Alice", subject.name)
        XCTAssertFalse(session.isAdmin, "\(subject.name): a new account is no admin")
        XCTAssertFalse(session.token.text.isEmpty, subject.name)
        if let clock = subject.clock {
            XCTAssertEqual(session.expiresAt.timeIntervalSince1970,
                           clock.now.timeIntervalSince1970 + subject.sessionLifetime, accuracy: 1,
                           "\(subject.name): a session lasts the store's session lifetime")
        } else {
            XCTAssertGreaterThan(session.expiresAt, Date(), subject.name)
        }
        let again = try await catalogue.signIn(name: "ALICE", password: "correct horse")
        XCTAssertNotEqual(again.token, session.token, "\(subject.name): every sign-in has a token of its own")

        for (name, password) in [("alice", "wrong horse!"), ("alice", "Correct horse"), ("nobody", "correct horse")] {
            await subject.assertThrows(AccountError.wrongCredentials, "signing in as \(name) with \(password)") {
                try await catalogue.signIn(name: name, password: password)
            }
        }
        // Passwords are compared in NFC.
        _ = try await catalogue.createAccount(name: "carol", password: "Ko\u{0308}lsch-1234")
        let composed = await thrownError { try await catalogue.signIn(name: "carol", password: "Kölsch-1234") }
        XCTAssertNil(composed, "\(subject.name): a password typed composed matches one made decomposed")
    }

    private static func checkSessions(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        _ = try await catalogue.createAccount(name: "dave", password: "dave's password")
        let session = try await catalogue.signIn(name: "dave", password: "dave's password")
        let other = try await catalogue.signIn(name: "dave", password: "dave's password")

        let found = try await catalogue.session(for: session.token)
        XCTAssertEqual(found?.user.id, session.user.id, "\(subject.name): a fresh token's session")
        XCTAssertEqual(found?.user.name, "dave", subject.name)
        XCTAssertEqual(found?.token, session.token, subject.name)
        XCTAssertEqual(found?.isAdmin, false, subject.name)
        if let expiresAt = found?.expiresAt {
            XCTAssertEqual(expiresAt.timeIntervalSince1970, session.expiresAt.timeIntervalSince1970, accuracy: 1,
                           subject.name)
        }
        let unknown = try await catalogue.session(for: BearerToken())
        XCTAssertNil(unknown, "\(subject.name): a token nobody was given")
        let madeUp = try await catalogue.session(for: BearerToken(text: "not-a-token"))
        XCTAssertNil(madeUp, "\(subject.name): a token that is no token")

        try await catalogue.signOut(session)
        let signedOut = try await catalogue.session(for: session.token)
        XCTAssertNil(signedOut, "\(subject.name): a signed-out token")
        let kept = try await catalogue.session(for: other.token)
        XCTAssertEqual(kept?.user.id, session.user.id, "\(subject.name): signing out ends that session only")
        let twice = await thrownError { try await catalogue.signOut(session) }
        XCTAssertNil(twice, "\(subject.name): signing out a session already ended is no failure")

        guard let clock = subject.clock else { return }
        let expiring = try await catalogue.signIn(name: "dave", password: "dave's password")
        clock.advance(by: subject.sessionLifetime - 1)
        let late = try await catalogue.session(for: expiring.token)
        XCTAssertEqual(late?.user.id, expiring.user.id, "\(subject.name): a session a second before it expires")
        clock.advance(by: 1)
        let expired = try await catalogue.session(for: expiring.token)
        XCTAssertNil(expired, "\(subject.name): a session at its expiry")
        let renewed = try await catalogue.signIn(name: "dave", password: "dave's password")
        let live = try await catalogue.session(for: renewed.token)
        XCTAssertEqual(live?.user.id, expiring.user.id, "\(subject.name): signing in again after expiry")
    }

    /// Five failures in a row lock the name out for 30 seconds, right password or not; unknown
    /// names too. With a clock: the wait counts down, and after it the right password works.
    private static func checkThrottling(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        _ = try await catalogue.createAccount(name: "erin", password: "right password")
        for attempt in 1...5 {
            await subject.assertThrows(AccountError.wrongCredentials, "wrong password \(attempt)") {
                try await catalogue.signIn(name: "erin", password: "wrong password")
            }
        }
        if subject.clock != nil {
            await subject.assertThrows(AccountError.throttled(retryAfterSeconds: 30), "the right password when locked out") {
                try await catalogue.signIn(name: "ERIN", password: "right password")
            }
        } else {
            await subject.assertAccountError("the right password when locked out",
                                             matches: { if case .throttled(let seconds) = $0 { seconds > 0 } else { false } }) {
                try await catalogue.signIn(name: "ERIN", password: "right password")
            }
        }
        for attempt in 1...5 {
            await subject.assertThrows(AccountError.wrongCredentials, "an unknown name, attempt \(attempt)") {
                try await catalogue.signIn(name: "mallory", password: "guess guess")
            }
        }
        await subject.assertAccountError("an unknown name when locked out",
                                         matches: { if case .throttled = $0 { true } else { false } }) {
            try await catalogue.signIn(name: "mallory", password: "guess guess")
        }
        // Another name is not locked out.
        _ = try await catalogue.createAccount(name: "frank", password: "frank's password")
        let frank = await thrownError { try await catalogue.signIn(name: "frank", password: "frank's password") }
        XCTAssertNil(frank, "\(subject.name): one name's lockout locked out another")

        guard let clock = subject.clock else { return }
        clock.advance(by: 29.5)
        await subject.assertThrows(AccountError.throttled(retryAfterSeconds: 1), "half a second before the lockout ends") {
            try await catalogue.signIn(name: "erin", password: "right password")
        }
        clock.advance(by: 0.5)
        let unlocked = await thrownError { try await catalogue.signIn(name: "erin", password: "right password") }
        XCTAssertNil(unlocked, "\(subject.name): the right password once the lockout ends")
    }
}
