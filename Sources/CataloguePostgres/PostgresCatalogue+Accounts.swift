import Catalogue
import Foundation
import PostgresNIO

/// Accounts with the SQLite store's rules (`SQLiteCatalogue`): the same username and password
/// rules (`Credentials`), scrypt hashes (`PasswordHash`), and sign-in throttling by typed
/// username (`SignInThrottle`), kept in the database so that every server process enforces it.
extension PostgresCatalogue {
    public func createAccount(name: String, password: String) async throws -> User {
        let name = try Credentials.validUsername(name)
        let password = try Credentials.validPassword(password)
        let key = Credentials.nameKey(for: name)
        if !(try await rows("SELECT 1 FROM users WHERE name_key = \(key)")).isEmpty {
            throw AccountError.nameTaken(name)
        }
        let hash = try PasswordHash.make(password: password, parameters: passwords)
        let createdAt = sessions.now()
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
    /// or an unknown user (after the same amount of work). The session's token is kept as its
    /// SHA-256 only, and expired tokens are forgotten (the table holds only live sessions).
    public func signIn(name: String, password: String) async throws -> Session {
        let key = Credentials.nameKey(for: name)
        let time = sessions.now()
        let found = try await rows("""
            SELECT u.id, u.name, u.password_hash, u.created_at, u.is_admin,
                   (SELECT locked_until FROM login_throttle WHERE name_key = \(key))
            FROM (SELECT 1) AS one LEFT JOIN users u ON u.name_key = \(key)
            """)
        let (id, storedName, storedHash, createdAt, isAdmin, lockedUntil) = try found.first?.decode(
            (Int64?, String?, String?, Double?, Bool?, Double?).self) ?? (nil, nil, nil, nil, nil, nil)
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
        let upgraded = stored.parameters.isWeaker(than: passwords)
            ? try PasswordHash.make(password: candidate, parameters: passwords).encoded
            : nil
        let token = BearerToken()
        let expiresAt = time.addingTimeInterval(sessions.lifetime)
        try await inTransaction { connection in
            try await connection.query("DELETE FROM login_throttle WHERE name_key = \(key)", logger: self.logger)
            if let upgraded {
                try await connection.query("UPDATE users SET password_hash = \(upgraded) WHERE id = \(id)",
                                           logger: self.logger)
            }
            try await connection.query("DELETE FROM tokens WHERE expires_at <= \(time.timeIntervalSince1970)", logger: self.logger)
            try await connection.query("""
                INSERT INTO tokens (hash, user_id, expires_at)
                VALUES (\(token.hash), \(id), \(expiresAt.timeIntervalSince1970))
                """, logger: self.logger)
        }
        return Session(user: User(id: id, name: storedName, createdAt: Date(timeIntervalSince1970: createdAt)),
                       token: token, expiresAt: expiresAt, isAdmin: isAdmin ?? false)
    }

    public func session(for token: BearerToken) async throws -> Session? {
        let rows = try await rows("""
            SELECT u.id, u.name, u.created_at, u.is_admin, t.expires_at FROM tokens t JOIN users u ON u.id = t.user_id
            WHERE t.hash = \(token.hash) AND t.expires_at > \(sessions.now().timeIntervalSince1970)
            """)
        guard let row = rows.first else { return nil }
        let (id, name, createdAt, isAdmin, expiresAt) = try row.decode((Int64, String, Double, Bool, Double).self)
        return Session(user: User(id: id, name: name, createdAt: Date(timeIntervalSince1970: createdAt)), token: token,
                       expiresAt: Date(timeIntervalSince1970: expiresAt), isAdmin: isAdmin)
    }

    public func signOut(_ session: Session) async throws {
        _ = try await rows("DELETE FROM tokens WHERE hash = \(session.token.hash)")
    }

    /// Lets the named account import (or stops it); `AccountError.noSuchUser` when there is none.
    public func setAdmin(_ isAdmin: Bool, userName name: String) async throws {
        let key = Credentials.nameKey(for: name)
        let rows = try await rows("UPDATE users SET is_admin = \(isAdmin) WHERE name_key = \(key) RETURNING id")
        if rows.isEmpty { throw AccountError.noSuchUser(name) }
    }

    /// Counts a failure for the typed name; the `threshold`-th locks it for the next lockout's delay.
    private func recordFailure(key: String, at time: Date) async throws {
        try await inTransaction { connection in
            let counted = try await connection.query("""
                INSERT INTO login_throttle (name_key, failures) VALUES (\(key), 1)
                ON CONFLICT (name_key) DO UPDATE SET failures = login_throttle.failures + 1
                RETURNING failures, lockouts
                """, logger: self.logger).collect()
            guard let (failures, lockouts) = try counted.first?.decode((Int32, Int32).self),
                  Int(failures) >= self.throttle.threshold else { return }
            let lockout = Int(lockouts) + 1
            let until = time.timeIntervalSince1970 + self.throttle.delay(forLockout: lockout)
            try await connection.query("""
                UPDATE login_throttle SET failures = 0, lockouts = \(Int32(lockout)), locked_until = \(until)
                WHERE name_key = \(key)
                """, logger: self.logger)
        }
    }

    /// One scrypt derivation, as a known user's check costs: verify against a dummy hash, or make
    /// that dummy hash the first time (also exactly one derivation).
    private func spendUnknownUserWork(_ candidate: String) throws {
        if let hash = dummyHash.withLock({ $0 }) {
            _ = try hash.matches(candidate)
        } else {
            let hash = try PasswordHash.make(password: UUID().uuidString + UUID().uuidString, parameters: passwords)
            dummyHash.withLock { $0 = hash }
        }
    }
}
