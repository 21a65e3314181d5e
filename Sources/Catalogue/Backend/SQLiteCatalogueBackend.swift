import Foundation
import GRDB

/// The embedded catalogue as a `CatalogueBackend`: a `CatalogueStore` (one SQLite file, or memory
/// in tests) and its `AccountService`. Every call runs the store's synchronous work on a queue of
/// its own (`BlockingWorkQueue`), so callers on Swift concurrency's threads are never blocked.
/// Several server processes may share the file: SQLite's locking keeps them consistent, and
/// nothing here is kept in memory that another process would need.
public final class SQLiteCatalogueBackend: CatalogueBackend {
    public let store: CatalogueStore
    private let accounts: AccountService
    let work = BlockingWorkQueue()
    /// How often `revisionChanges()` asks SQLite whether another connection committed.
    let externalChangeInterval: Duration

    /// - Parameter externalChangeInterval: how often `revisionChanges()` looks for other
    ///   processes' commits (SQLite cannot announce them; one cheap statement per look).
    public init(store: CatalogueStore, accounts: AccountService, externalChangeInterval: Duration = .milliseconds(500)) {
        self.store = store
        self.accounts = accounts
        self.externalChangeInterval = externalChangeInterval
    }

    // MARK: Reading

    public func search(_ request: SearchRequest) async throws -> BeerPage {
        try await work.run { [store] in try store.search(request) }
    }

    public func position(of beerID: Int64, in request: SearchRequest) async throws -> Int? {
        try await work.run { [store] in try store.position(of: beerID, in: request) }
    }

    public func beer(id: Int64) async throws -> Beer? {
        try await work.run { [store] in try store.beer(id: id) }
    }

    public func stats() async throws -> CatalogueStats {
        try await work.run { [store] in try store.stats() }
    }

    /// The search revision (beers, breweries, styles) plus the personal one (favourites, ratings,
    /// notes): both only ever grow, so their sum moves forward on every change a reader sees.
    public func revision() async throws -> Int {
        try await work.run { [store] in
            try store.reading { db in
                try Int.fetchOne(db, sql: """
                    SELECT COALESCE(sum(CAST(value AS INTEGER)), 0) FROM meta WHERE key IN (?, ?)
                    """, arguments: [MetaKey.searchRevision, MetaKey.personalRevision]) ?? 0
            }
        }
    }

    // MARK: Accounts

    public func createUser(name: String, password: String) async throws -> User {
        try await work.run { [accounts] in try accounts.createUser(name: name, password: password) }
    }

    public func signIn(name: String, password: String) async throws -> User {
        try await work.run { [accounts] in try accounts.signIn(name: name, password: password) }
    }

    public func user(id: Int64) async throws -> User? {
        try await work.run { [store] in try store.reading { db in try UserRecord.fetchOne(db, key: id)?.user } }
    }

    public func isAdmin(userID: Int64) async throws -> Bool {
        try await work.run { [store] in try store.isAdmin(userID: userID) }
    }

    // MARK: Bearer tokens

    public func storeToken(hash: Data, userID: Int64, expiresAt: Date, now: Date) async throws {
        try await work.run { [store] in
            try store.mappingMissingRows(userID: userID) {
                try store.writing { db in
                    try db.execute(sql: "DELETE FROM tokens WHERE expires_at <= ?", arguments: [now.timeIntervalSince1970])
                    try db.execute(sql: """
                        INSERT INTO tokens (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)
                        """, arguments: [hash, userID, now.timeIntervalSince1970, expiresAt.timeIntervalSince1970])
                }
            }
        }
    }

    public func user(forTokenHash hash: Data, now: Date) async throws -> User? {
        try await work.run { [store] in
            try store.reading { db in
                try UserRecord.fetchOne(db, sql: """
                    SELECT u.* FROM tokens t JOIN users u ON u.id = t.user_id
                    WHERE t.hash = ? AND t.expires_at > ?
                    """, arguments: [hash, now.timeIntervalSince1970])?.user
            }
        }
    }

    public func revokeToken(hash: Data) async throws {
        try await work.run { [store] in
            try store.writing { db in try db.execute(sql: "DELETE FROM tokens WHERE hash = ?", arguments: [hash]) }
        }
    }

    // MARK: A user's own data

    public func personalData(userID: Int64, beerID: Int64) async throws -> PersonalBeerData {
        try await work.run { [store] in try store.personalData(userID: userID, beerID: beerID) }
    }

    public func setFavourite(_ isFavourite: Bool, userID: Int64, beerID: Int64) async throws {
        try await work.run { [store] in
            try store.mappingMissingRows(userID: userID, beerID: beerID) {
                try store.setFavourite(isFavourite, userID: userID, beerID: beerID)
            }
        }
    }

    public func setRating(_ stars: Int?, userID: Int64, beerID: Int64) async throws {
        try await work.run { [store] in
            try store.mappingMissingRows(userID: userID, beerID: beerID) {
                try store.setRating(stars, userID: userID, beerID: beerID)
            }
        }
    }

    public func setNote(_ text: String?, userID: Int64, beerID: Int64) async throws {
        try await work.run { [store] in
            try store.mappingMissingRows(userID: userID, beerID: beerID) {
                try store.setNote(text, userID: userID, beerID: beerID)
            }
        }
    }

    public func checkIn(userID: Int64, beerID: Int64, at time: Date) async throws {
        try await work.run { [store] in
            try store.mappingMissingRows(userID: userID, beerID: beerID) {
                try store.checkIn(userID: userID, beerID: beerID, at: time)
            }
        }
    }

    public func personalExport(userID: Int64) async throws -> [PersonalExportRow] {
        try await work.run { [store] in try store.personalExport(userID: userID) }
    }

    // MARK: Import

    public func importBeers(_ beers: [NewBeer]) async throws -> ChangeCount {
        try await work.run { [store] in
            try store.write { transaction in
                for beer in beers { _ = try transaction.upsert(beer: beer) }
                return transaction.changes
            }
        }
    }
}
