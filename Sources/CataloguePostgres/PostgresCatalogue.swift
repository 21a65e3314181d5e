import Catalogue
import Foundation
import Locking
import Logging
import PostgresNIO
import Synchronization

/// The shared catalogue on a PostgreSQL server: the same answers as the SQLite store, for any
/// number of `taproom serve` processes sharing one database. Holds nothing a request needs for
/// correctness in memory; every statement binds its values as parameters.
///
/// Owns a postgres-nio connection pool (`RenewingPool`), run from `init` until `shutdown()`. Call `migrate()`
/// once before use (it is idempotent: each migration runs once per database).
public final class PostgresCatalogue: SharedCatalogue {
    let pool: RenewingPool
    let logger: Logger
    let passwords: ScryptParameters
    let throttle: SignInThrottle
    let sessions: SessionRules
    /// How long a call waits for a connection before the catalogue is reported unavailable.
    public let connectionWait: Duration
    public let location: String
    /// Hash checked when the username is unknown, so that path costs the same as a real one.
    let dummyHash = Locked<PasswordHash?>(nil)
    /// Set by `shutdown()`: what still listens for changes stops instead of trying again.
    let isShutDown = Atomic<Bool>(false)
    /// What searches run on once `prepareSearch()` has loaded it (until then, SQL).
    let searchMirror = PostgresSearchMirror()
    /// Keeps the mirror caught up as the database announces changes.
    let mirrorFollowing = Locked<Task<Void, Never>?>(nil)
    /// Whether the database's announcements are being heard (and the mirror caught up since
    /// listening began), and the latest revision announced: while both hold, a search whose
    /// mirror is that current asks the database nothing.
    let hearsChanges = Atomic<Bool>(false)
    let announcedRevision = Atomic<Int64>(0)
    /// Write transactions this catalogue committed: a search after one of its own writes asks
    /// the database for the revision, not waiting for the announcement.
    let ownWrites = Atomic<Int>(0)

    /// - Parameters:
    ///   - configuration: where the server is and who to connect as.
    ///   - location: the database as messages name it (a URL without its password).
    ///   - passwords: scrypt cost for new hashes; weaker stored hashes are upgraded on sign-in.
    ///   - throttle: the sign-in lockout rules (the SQLite store's by default).
    ///   - sessions: how long a sign-in lasts, and the clock (tests pass a fake one).
    ///   - connectionWait: how long a call waits for a connection while the database cannot be
    ///     reached before it throws `CatalogueError.unavailable`.
    public init(configuration: PostgresClient.Configuration, location: String = "PostgreSQL",
                passwords: ScryptParameters = .production, throttle: SignInThrottle = SignInThrottle(),
                sessions: SessionRules = SessionRules(), connectionWait: Duration = PostgresCatalogue.defaultConnectionWait,
                logger: Logger = PostgresCatalogue.warningsLogger) {
        pool = RenewingPool(configuration: configuration, logger: logger)
        self.logger = logger
        self.location = location
        self.passwords = passwords
        self.throttle = throttle
        self.sessions = sessions
        self.connectionWait = connectionWait
    }

    /// Warnings and errors only: the pool reports every connection it opens and closes at info.
    public static var warningsLogger: Logger {
        var logger = Logger(label: "taproom.postgres")
        logger.logLevel = .warning
        return logger
    }

    /// Brings the database's schema up to date; returns the migrations it applied.
    @discardableResult
    public func migrate() async throws -> [String] {
        let logger = logger
        return try await withReachableConnection { connection in
            try await PostgresSchema.migrate(connection, logger: logger)
        }
    }

    /// Closes the pool's connections and ends `revisions()` streams. The backend cannot be
    /// used afterwards.
    public func shutdown() async {
        isShutDown.store(true, ordering: .sequentiallyConsistent)
        mirrorFollowing.withLock { $0 }?.cancel()
        await searchMirror.discard()
        await pool.shutdown()
    }

    /// Runs `body` in a transaction on one of the pool's connections; without `commits` (a dry
    /// run), what it did is rolled back once it returns.
    func inTransaction<Result: Sendable>(_ begin: PostgresQuery = "BEGIN", commits: Bool = true,
                                         _ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let logger = logger
        let result = try await withReachableConnection { connection in
            try await connection.inTransaction(begin, commits: commits, logger: logger, body)
        }
        if !begin.sql.contains("READ ONLY") { ownWrites.add(1, ordering: .sequentiallyConsistent) }
        return result
    }

    /// The rows of one statement, collected.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        let logger = logger
        return try await withReachableConnection { connection in
            try await connection.query(query, logger: logger).collect()
        }
    }

    // MARK: Reading

    public func revision() async throws -> Int {
        let rows = try await rows("SELECT value FROM catalogue_revision")
        return try rows.first.map { Int(try $0.decode(Int64.self)) } ?? 0
    }

    public func stats() async throws -> CatalogueStats {
        let rows = try await rows("""
            SELECT (SELECT count(*) FROM beers), (SELECT count(*) FROM breweries),
                   (SELECT count(*) FROM styles), (SELECT count(*) FROM users)
            """)
        guard let row = rows.first else { return CatalogueStats(beers: 0, breweries: 0, styles: 0, users: 0) }
        let (beers, breweries, styles, users) = try row.decode((Int64, Int64, Int64, Int64).self)
        return CatalogueStats(beers: Int(beers), breweries: Int(breweries), styles: Int(styles), users: Int(users))
    }

    public func beer(id: Int64) async throws -> Beer? {
        try await rows("\(unescaped: Self.fullBeerSelect) WHERE b.id = \(id)").first.map(Self.fullBeer)
    }

    /// The SELECT that reads a whole `Beer` (`fullBeer(from:)` decodes its rows), for a WHERE or ORDER BY to follow.
    static let fullBeerSelect = """
        SELECT b.id, b.name, b.abv, b.ibu, b.srm, b.description, b.first_brewed, b.source_id, b.origin,
               r.id, r.name, r.city, r.region, r.country, r.country_code, s.id, s.name
        FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id

        """

    static func fullBeer(_ row: PostgresRow) throws -> Beer {
        let (beerID, name, abv, ibu, srm, description, firstBrewed, sourceID, origin,
             breweryID, breweryName, city, region, country, countryCode, styleID, styleName) = try row.decode(
            (Int64, String, Double?, Double?, Double?, String?, String?, String?, String,
             Int64, String, String?, String?, String?, String?, Int64?, String?).self)
        let brewery = Brewery(id: breweryID, name: breweryName, city: city, region: region, country: country,
                              countryCode: countryCode)
        let style = styleID.flatMap { id in styleName.map { Style(id: id, name: $0) } }
        return Beer(id: beerID, name: name, brewery: brewery, style: style, abv: abv, ibu: ibu,
                    colour: srm.map(Colour.init(srm:)), description: description, firstBrewed: firstBrewed,
                    sourceID: sourceID, origin: BeerOrigin(rawValue: origin) ?? .imported)
    }
}
