import Foundation
import GRDB
import Locking

/// The catalogue in one SQLite file (or in memory, for tests): the embedded store behind the
/// app, the commands and `taproom serve --database`, implementing the catalogue contract
/// (`BeerCatalogue`, `CatalogueAccounts`) over a `CatalogueStore`. Every call runs the store's
/// synchronous work through `work`, so async callers never block. Several processes may share
/// the file: SQLite's locking keeps them consistent, and nothing a request needs is kept in
/// memory but caches (the search index, valid while the catalogue's revision holds).
public final class SQLiteCatalogue: SharedCatalogue {
    public let store: CatalogueStore
    let work: StoreWork
    /// How searches find their beers: the in-memory index once loaded (the app and the server,
    /// which load it in the background meanwhile), or SQL (a one-off `taproom search`).
    let strategy: SearchStrategy
    let passwords: ScryptParameters
    let throttle: SignInThrottle
    let sessions: SessionRules
    /// How often `revisions()` asks SQLite whether another connection committed.
    let externalChangeInterval: Duration
    /// What a read-only file does with sign-ins, which it cannot write down.
    let sessionsWhenReadOnly: ReadOnlySessions
    /// Sessions of a read-only file, kept for as long as this process runs (`.inThisProcess`), by token.
    let sessionsInMemory = Locked<[String: Session]>([:])
    /// Hash checked when the username is unknown, so that path costs the same as a real one.
    let dummyHash = Locked<PasswordHash?>(nil)
    /// The sort orders whose index load is queued or running.
    private let preparing = Locked<Set<SortField>>([])
    /// Where the in-memory index loads (seconds at a million beers), apart from the searches
    /// that SQL answers meanwhile.
    private let indexing: StoreWork

    /// - Parameters:
    ///   - work: where the store's work runs (`.callersThread` for tests in virtual time).
    ///   - strategy: `.inMemoryWhenLoaded` loads the index in the background and answers with SQL
    ///     until it is ready; `.sql` never loads it.
    ///   - passwords: scrypt cost for new hashes; weaker stored hashes are upgraded on sign-in.
    ///   - externalChangeInterval: how often `revisions()` looks for other processes' commits
    ///     (SQLite cannot announce them; one cheap statement per look).
    ///   - sessionsWhenReadOnly: whether a read-only file refuses sign-ins (a server: a token it
    ///     cannot keep would be refused by its next request) or keeps them in this process (the
    ///     app, whose person signs in to read their data).
    public convenience init(store: CatalogueStore, work: StoreWork = .background(),
                            strategy: SearchStrategy = .inMemoryWhenLoaded, passwords: ScryptParameters = .production,
                            throttle: SignInThrottle = SignInThrottle(), sessions: SessionRules = SessionRules(),
                            externalChangeInterval: Duration = .milliseconds(500),
                            sessionsWhenReadOnly: ReadOnlySessions = .refused) {
        self.init(store: store, work: work, strategy: strategy, passwords: passwords, throttle: throttle,
                  sessions: sessions, externalChangeInterval: externalChangeInterval,
                  sessionsWhenReadOnly: sessionsWhenReadOnly, indexing: nil)
    }

    /// `indexing`: where the index loads; by default a queue of its own (on the caller's thread
    /// when `work` is). The app, whose calls run on a queue of their own and do the store's work
    /// there (`work: .callersThread`), still loads the index apart (`.background()`); tests hold it
    /// back to see searches answered meanwhile.
    public init(store: CatalogueStore, work: StoreWork, strategy: SearchStrategy = .inMemoryWhenLoaded,
                passwords: ScryptParameters = .production, throttle: SignInThrottle = SignInThrottle(),
                sessions: SessionRules = SessionRules(), externalChangeInterval: Duration = .milliseconds(500),
                sessionsWhenReadOnly: ReadOnlySessions = .refused, indexing: StoreWork?) {
        self.store = store
        self.work = work
        self.strategy = strategy
        self.passwords = passwords
        self.throttle = throttle
        self.sessions = sessions
        self.externalChangeInterval = externalChangeInterval
        self.sessionsWhenReadOnly = sessionsWhenReadOnly
        self.indexing = indexing ?? (work.isCallersThread ? work : .background(label: "taproom.search-index"))
    }

    public var location: String { store.path }

    // MARK: Reading

    public func search(_ request: SearchRequest, as session: Session?) async throws -> BeerPage {
        let (page, usedIndex) = try await work.run { [store, strategy] in
            try store.searchTellingIndex(request, userID: session?.user.id, strategy: strategy)
        }
        let indexMissing = strategy == .inMemoryWhenLoaded && !usedIndex
        // A search that found the index missing for its order (the catalogue changed, or a new
        // order) has it loaded for the next one.
        if indexMissing { prepareSearch(sort: request.sort) }
        return page
    }

    public func position(of beerID: Int64, in request: SearchRequest, as session: Session?) async throws -> Int? {
        try await work.run { [store, strategy] in
            try store.position(of: beerID, in: request, userID: session?.user.id, strategy: strategy)
        }
    }

    public func beer(id: Int64) async throws -> Beer? {
        try await work.run { [store] in try store.beer(id: id) }
    }

    public func stats() async throws -> CatalogueStats {
        try await work.run { [store] in try store.stats() }
    }

    /// The search revision (beers, breweries, styles) plus the personal one (favourites, ratings,
    /// notes, check-ins): both only ever grow, so their sum moves forward on every change a reader sees.
    public func revision() async throws -> Int {
        try await work.run { [store] in try store.revision() }
    }

    // MARK: The search index

    /// Loads the in-memory search index for `sort` in the background, so that the first query
    /// typed finds it ready (queries meanwhile are answered by SQL). `failed` hears why a load
    /// failed. Nothing happens with the `.sql` strategy, or while a load of that order is queued.
    public func prepareSearch(sort: SortField = .name, failed: @escaping @Sendable (Error) -> Void = { _ in }) {
        guard strategy == .inMemoryWhenLoaded, preparing.withLock({ $0.insert(sort).inserted }) else { return }
        indexing.start { [self] in
            do { try store.prepareSearch(sort: sort) } catch { failed(error) }
            preparing.withLock { _ = $0.remove(sort) }
        }
    }
}

/// What a read-only catalogue file does with sign-ins, which it cannot write down.
public enum ReadOnlySessions: Sendable {
    /// Sign-in and sign-out are refused (`CatalogueError.readOnly`): a server's.
    case refused
    /// Sessions are kept in memory for as long as this process runs: the app's, whose person signs
    /// in to read their data.
    case inThisProcess
}

extension CatalogueStore {
    /// See `SQLiteCatalogue.revision()`.
    func revision() throws -> Int {
        try reading { db in
            try Int.fetchOne(db, sql: """
                SELECT COALESCE(sum(CAST(value AS INTEGER)), 0) FROM meta WHERE key IN (?, ?)
                """, arguments: [MetaKey.searchRevision, MetaKey.personalRevision]) ?? 0
        }
    }
}
