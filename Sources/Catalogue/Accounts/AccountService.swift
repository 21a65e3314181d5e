import Foundation
import GRDB
import Locking

/// Creates, lists and deletes local accounts and signs users in.
/// Passwords are kept only as scrypt hashes (see `PasswordHash`); nothing here logs or prints one.
public final class AccountService: Sendable {
    private let store: CatalogueStore
    private let parameters: ScryptParameters
    private let throttle: SignInThrottle
    private let now: @Sendable () -> Date
    /// Hash checked when the username is unknown, so that path costs the same as a real one.
    private let dummyHash = Locked<PasswordHash?>(nil)

    /// - Parameters:
    ///   - parameters: scrypt cost for new hashes; weaker stored hashes are upgraded on sign-in.
    ///   - now: the clock (tests pass a fake one).
    public init(store: CatalogueStore, parameters: ScryptParameters = .production,
                throttle: SignInThrottle = SignInThrottle(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.parameters = parameters
        self.throttle = throttle
        self.now = now
    }

    @discardableResult
    public func createUser(name: String, password: String) throws -> User {
        let name = try Credentials.validUsername(name)
        let password = try Credentials.validPassword(password)
        if try user(named: name) != nil { throw AccountError.nameTaken(name) }
        let hash = try PasswordHash.make(password: password, parameters: parameters)
        let createdAt = now()
        do {
            let id = try store.writing { db in
                var record = UserRecord(name: name, nameKey: UserRecord.nameKey(for: name),
                                        passwordHash: hash.encoded, createdAt: createdAt)
                try record.insert(db)
                return db.lastInsertedRowID
            }
            return User(id: id, name: name, createdAt: createdAt)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw AccountError.nameTaken(name)
        }
    }

    /// Deletes the account and all its personal data.
    public func deleteUser(name: String) throws {
        let key = UserRecord.nameKey(for: name)
        let deleted = try store.writing { db in
            let count = try UserRecord.all().named(name).deleteAll(db)
            try db.execute(sql: "DELETE FROM login_throttle WHERE name_key = ?", arguments: [key])
            return count
        }
        if deleted == 0 { throw AccountError.noSuchUser(name) }
    }

    public func users() throws -> [User] {
        try store.reading { db in
            try UserRecord.order(UserRecord.Columns.nameKey).fetchAll(db).compactMap(\.user)
        }
    }

    public func user(named name: String) throws -> User? {
        try store.reading { db in try UserRecord.all().named(name).fetchOne(db)?.user }
    }

    /// Checks the password. Throws `.throttled` while locked out, `.wrongCredentials` for a wrong
    /// password or an unknown user (after the same amount of work).
    public func signIn(name: String, password: String) throws -> User {
        let key = UserRecord.nameKey(for: name)
        let time = now()
        let (record, lockedUntil) = try store.reading { db in
            (try UserRecord.all().named(name).fetchOne(db),
             try Double.fetchOne(db, sql: "SELECT locked_until FROM login_throttle WHERE name_key = ?",
                                 arguments: [key]))
        }
        if let lockedUntil, lockedUntil > time.timeIntervalSince1970 {
            throw AccountError.throttled(retryAfterSeconds: Int((lockedUntil - time.timeIntervalSince1970).rounded(.up)))
        }
        let candidate = password.precomposedNFC
        guard let record, let user = record.user else {
            try spendUnknownUserWork(candidate)
            try recordFailure(key: key, at: time)
            throw AccountError.wrongCredentials
        }
        guard let stored = PasswordHash(encoded: record.passwordHash) else { throw AccountError.unreadableHash(user.name) }
        guard try stored.matches(candidate) else {
            try recordFailure(key: key, at: time)
            throw AccountError.wrongCredentials
        }
        // A read-only catalogue still lets a person sign in to read their data; it only cannot
        // clear the failure count or upgrade the hash.
        if store.isReadOnly { return user }
        let upgraded = stored.parameters.isWeaker(than: parameters)
            ? try PasswordHash.make(password: candidate, parameters: parameters)
            : nil
        try store.writing { db in
            try db.execute(sql: "DELETE FROM login_throttle WHERE name_key = ?", arguments: [key])
            if let upgraded {
                try UserRecord.filter(id: user.id).updateAll(db, UserRecord.Columns.passwordHash.set(to: upgraded.encoded))
            }
        }
        return user
    }

    // MARK: - Private

    private func recordFailure(key: String, at time: Date) throws {
        try store.writing { db in
            try db.execute(sql: """
                INSERT INTO login_throttle (name_key, failures) VALUES (?, 1)
                ON CONFLICT(name_key) DO UPDATE SET failures = failures + 1
                """, arguments: [key])
            guard let row = try Row.fetchOne(db, sql: "SELECT failures, lockouts FROM login_throttle WHERE name_key = ?",
                                             arguments: [key]) else { return }
            let failures: Int = row["failures"]
            let lockouts: Int = row["lockouts"]
            guard failures >= throttle.threshold else { return }
            let until = time.timeIntervalSince1970 + throttle.delay(forLockout: lockouts + 1)
            try db.execute(sql: """
                UPDATE login_throttle SET failures = 0, lockouts = ?, locked_until = ? WHERE name_key = ?
                """, arguments: [lockouts + 1, until, key])
        }
    }

    /// One scrypt derivation, as a known user's check costs: verify against a dummy hash, or make
    /// that dummy hash the first time (also exactly one derivation).
    private func spendUnknownUserWork(_ candidate: String) throws {
        if let hash = dummyHash.withLock({ $0 }) {
            _ = try hash.matches(candidate)
        } else {
            let hash = try PasswordHash.make(password: UUID().uuidString + UUID().uuidString, parameters: parameters)
            dummyHash.withLock { $0 = hash }
        }
    }
}
