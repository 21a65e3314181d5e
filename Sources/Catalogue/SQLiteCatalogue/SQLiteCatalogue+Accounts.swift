import Foundation
import GRDB

/// Accounts and sessions in the catalogue's file. Passwords are kept only as scrypt hashes (see
/// `PasswordHash`); nothing here logs or prints one. Bearer tokens are kept as their SHA-256 only.
extension SQLiteCatalogue {
    public func createAccount(name: String, password: String) async throws -> User {
        let name = try Credentials.validUsername(name)
        let password = try Credentials.validPassword(password)
        let createdAt = sessions.now()
        return try await work.run { [store, passwords] in
            if try store.reading({ db in try UserRecord.all().named(name).fetchOne(db) }) != nil {
                throw AccountError.nameTaken(name)
            }
            let hash = try PasswordHash.make(password: password, parameters: passwords)
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
    }

    /// Checks the password. Throws `.throttled` while locked out, `.wrongCredentials` for a wrong
    /// password or an unknown user (after the same amount of work). A read-only file refuses
    /// (`CatalogueError.readOnly`) unless it keeps sessions in this process
    /// (`ReadOnlySessions.inThisProcess`), where it cannot count failures, clear them or upgrade
    /// the hash either.
    public func signIn(name: String, password: String) async throws -> Session {
        if store.isReadOnly, sessionsWhenReadOnly == .refused { throw CatalogueError.readOnly }
        return try await work.run { [self] in
            let (user, isAdmin) = try checkPassword(name: name, password: password)
            let token = BearerToken()
            let now = sessions.now()
            let session = Session(user: user, token: token, expiresAt: now.addingTimeInterval(sessions.lifetime),
                                  isAdmin: isAdmin)
            if store.isReadOnly {
                sessionsInMemory.withLock { $0[token.text] = session }
                return session
            }
            try store.writing { db in
                try db.execute(sql: "DELETE FROM tokens WHERE expires_at <= ?", arguments: [now.timeIntervalSince1970])
                try db.execute(sql: "INSERT INTO tokens (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                               arguments: [token.hash, user.id, now.timeIntervalSince1970,
                                           session.expiresAt.timeIntervalSince1970])
            }
            return session
        }
    }

    public func session(for token: BearerToken) async throws -> Session? {
        let now = sessions.now()
        if let kept = sessionsInMemory.withLock({ $0[token.text] }) { return kept.expiresAt > now ? kept : nil }
        return try await work.run { [store] in
            try store.reading { db in
                guard let row = try Row.fetchOne(db, sql: """
                    SELECT u.*, t.expires_at AS token_expires_at FROM tokens t JOIN users u ON u.id = t.user_id
                    WHERE t.hash = ? AND t.expires_at > ?
                    """, arguments: [token.hash, now.timeIntervalSince1970]),
                    let user = try UserRecord(row: row).user else { return nil }
                let expiresAt = Date(timeIntervalSince1970: row["token_expires_at"])
                return Session(user: user, token: token, expiresAt: expiresAt, isAdmin: row["is_admin"] ?? false)
            }
        }
    }

    public func signOut(_ session: Session) async throws {
        if store.isReadOnly {
            guard sessionsWhenReadOnly == .inThisProcess else { throw CatalogueError.readOnly }
            sessionsInMemory.withLock { _ = $0.removeValue(forKey: session.token.text) }
            return
        }
        let hash = session.token.hash
        try await work.run { [store] in
            try store.writing { db in try db.execute(sql: "DELETE FROM tokens WHERE hash = ?", arguments: [hash]) }
        }
    }

    // MARK: Checking a password

    /// The account if the password is right, with its admin flag; records failures and clears them.
    private func checkPassword(name: String, password: String) throws -> (user: User, isAdmin: Bool) {
        let key = UserRecord.nameKey(for: name)
        let time = sessions.now()
        let (found, lockedUntil) = try store.reading { db in
            (try Row.fetchOne(db, sql: "SELECT * FROM users WHERE name_key = ?", arguments: [key])
                .map { (try UserRecord(row: $0), ($0["is_admin"] as Bool?) ?? false) },
             try Double.fetchOne(db, sql: "SELECT locked_until FROM login_throttle WHERE name_key = ?",
                                 arguments: [key]))
        }
        if let lockedUntil, lockedUntil > time.timeIntervalSince1970 {
            throw AccountError.throttled(retryAfterSeconds: Int((lockedUntil - time.timeIntervalSince1970).rounded(.up)))
        }
        let candidate = password.precomposedNFC
        guard let (record, isAdmin) = found, let user = record.user else {
            try spendUnknownUserWork(candidate)
            try recordFailure(key: key, at: time)
            throw AccountError.wrongCredentials
        }
        guard let stored = PasswordHash(encoded: record.passwordHash) else { throw AccountError.unreadableHash(user.name) }
        guard try stored.matches(candidate) else {
            try recordFailure(key: key, at: time)
            throw AccountError.wrongCredentials
        }
        if store.isReadOnly { return (user, isAdmin) }  // nothing to clear or upgrade where nothing is written
        let upgraded = stored.parameters.isWeaker(than: passwords)
            ? try PasswordHash.make(password: candidate, parameters: passwords)
            : nil
        try store.writing { db in
            try db.execute(sql: "DELETE FROM login_throttle WHERE name_key = ?", arguments: [key])
            if let upgraded {
                try UserRecord.filter(id: user.id).updateAll(db, UserRecord.Columns.passwordHash.set(to: upgraded.encoded))
            }
        }
        return (user, isAdmin)
    }

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
            let hash = try PasswordHash.make(password: UUID().uuidString + UUID().uuidString, parameters: passwords)
            dummyHash.withLock { $0 = hash }
        }
    }
}
