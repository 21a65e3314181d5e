import Catalogue
import Foundation
import PostgresNIO

/// Accounts with the SQLite store's rules (`AccountService`): the same username and password
/// rules (`Credentials`), scrypt hashes (`PasswordHash`), and sign-in throttling by typed
/// username (`SignInThrottle`), kept in the database so that every server process enforces it.
extension PostgresCatalogueBackend {
    public func createUser(name: String, password: String) async throws -> User {
        let name = try Credentials.validUsername(name)
        let password = try Credentials.validPassword(password)
        let key = Credentials.nameKey(for: name)
        if !(try await rows("SELECT 1 FROM users WHERE name_key = \(key)")).isEmpty {
            throw AccountError.nameTaken(name)
        }
        let hash = try PasswordHash.make(password: password, parameters: parameters)
        let createdAt = now()
        do {
            let rows = try await rows("""
                INSERT INTO users (name, name_key, password_hash, created_at)
                VALUES (\(name), \(key), \(hash.encoded), \(createdAt.timeIntervalSince1970))
                RETURNING id
                """)
            guard let id = try rows.first?.decode(Int64.self) else { throw AccountError.nameTaken(name) }
            return User(id: id, name: name, createdAt: createdAt)
        } catch let error as PSQLError where error.sqlState == SQLState.uniqueViolation {
            // Another process made the same name between the check and the insert.
            throw AccountError.nameTaken(name)
        }
    }

    /// Throws `.throttled` while the name is locked out, `.wrongCredentials` for a wrong password
    /// or an unknown user (after the same amount of work).
    public func signIn(name: String, password: String) async throws -> User {
        let key = Credentials.nameKey(for: name)
        let time = now()
        let found = try await rows("""
            SELECT u.id, u.name, u.password_hash, u.created_at,
                   (SELECT locked_until FROM login_throttle WHERE name_key = \(key))
            FROM (SELECT 1) AS one LEFT JOIN users u ON u.name_key = \(key)
            """)
        let (id, storedName, storedHash, createdAt, lockedUntil) = try found.first?.decode(
            (Int64?, String?, String?, Double?, Double?).self) ?? (nil, nil, nil, nil, nil)
        if let lockedUntil, lockedUntil > time.timeIntervalSince1970 {
            throw AccountError.throttled(retryAfterSeconds: Int((lockedUntil - time.timeIntervalSince1970).rounded(.up)))
        }
        let candidate = password.precomposedStringWithCanonicalMapping
        guard let id, let storedName, let storedHash, let createdAt else {
            try spendUnknownUserWork(candidate)
            try await recordFailure(key: key, at: time)
            throw AccountError.wrongCredentials
        }
        guard let stored = PasswordHash(encoded: storedHash) else { throw AccountError.unreadableHash(storedName) }
        guard try stored.matches(candidate) else {
            try await recordFailure(key: key, at: time)
            throw AccountError.wrongCredentials
        }
        let upgraded = stored.parameters.isWeaker(than: parameters)
            ? try PasswordHash.make(password: candidate, parameters: parameters).encoded
            : nil
        try await inTransaction { connection in
            try await connection.query("DELETE FROM login_throttle WHERE name_key = \(key)", logger: logger)
            if let upgraded {
                try await connection.query("UPDATE users SET password_hash = \(upgraded) WHERE id = \(id)",
                                           logger: logger)
            }
        }
        return User(id: id, name: storedName, createdAt: Date(timeIntervalSince1970: createdAt))
    }

    public func user(id: Int64) async throws -> User? {
        let rows = try await rows("SELECT id, name, created_at FROM users WHERE id = \(id)")
        return try rows.first.map(Self.user(from:))
    }

    public func isAdmin(userID: Int64) async throws -> Bool {
        let rows = try await rows("SELECT is_admin FROM users WHERE id = \(userID)")
        return try rows.first?.decode(Bool.self) ?? false
    }

    /// Lets the named account import (or stops it); `AccountError.noSuchUser` when there is none.
    public func setAdmin(_ isAdmin: Bool, userName name: String) async throws {
        let key = Credentials.nameKey(for: name)
        let rows = try await rows("UPDATE users SET is_admin = \(isAdmin) WHERE name_key = \(key) RETURNING id")
        if rows.isEmpty { throw AccountError.noSuchUser(name) }
    }

    static func user(from row: PostgresRow) throws -> User {
        let (id, name, createdAt) = try row.decode((Int64, String, Double).self)
        return User(id: id, name: name, createdAt: Date(timeIntervalSince1970: createdAt))
    }

    /// Counts a failure for the typed name; the `threshold`-th locks it for the next lockout's delay.
    private func recordFailure(key: String, at time: Date) async throws {
        try await inTransaction { connection in
            let counted = try await connection.query("""
                INSERT INTO login_throttle (name_key, failures) VALUES (\(key), 1)
                ON CONFLICT (name_key) DO UPDATE SET failures = login_throttle.failures + 1
                RETURNING failures, lockouts
                """, logger: logger).collect()
            guard let (failures, lockouts) = try counted.first?.decode((Int32, Int32).self),
                  Int(failures) >= throttle.threshold else { return }
            let lockout = Int(lockouts) + 1
            let until = time.timeIntervalSince1970 + throttle.delay(forLockout: lockout)
            try await connection.query("""
                UPDATE login_throttle SET failures = 0, lockouts = \(Int32(lockout)), locked_until = \(until)
                WHERE name_key = \(key)
                """, logger: logger)
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
