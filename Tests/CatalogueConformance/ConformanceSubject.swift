import Catalogue
import Foundation
import Locking

/// One implementation of the catalogue contract, as `CatalogueConformanceSuite` tests it: the
/// catalogue itself (`BeerCatalogue & CatalogueAccounts`, used only through the contract) and
/// what a test needs that the contract does not offer, to set the stage.
///
/// Each area of the suite takes a subject of its own, over a new, EMPTY catalogue (no beers, no
/// accounts); the test that makes it shuts it down afterwards if it needs to.
///
/// ## Adding a subject
///
/// Build the catalogue under test over a new empty store, then wrap it:
///
/// 1. Hash passwords with `ScryptParameters.testing` (the suite creates dozens of accounts) and
///    keep the default `SignInThrottle()` (the suite counts on 5 failures locking a name out
///    for 30 seconds).
/// 2. If the sessions' clock can be set (the store behind it is built in the test's process), make
///    the store's `SessionRules` read a `ConformanceClock` (`clock.sessionRules`) and pass the
///    clock: the suite then checks expiry, throttling's waits and check-in times exactly. Without
///    one those checks are left out, never faked.
/// 3. `loadBeers` adds the given beers to the catalogue behind the subject, in the order given
///    (new beers take increasing ids in that order, as an import gives them: the suite's expected
///    orders break ties by id); `makeAdmin` lets the named account import. Both act on the store
///    itself (a client's subject reaches the server's store directly), not through the contract.
///
/// ```swift
/// let clock = ConformanceClock()
/// let store = try CatalogueStore.inMemory()
/// let catalogue = SQLiteCatalogue(store: store, passwords: .testing, sessions: clock.sessionRules)
/// let subject = ConformanceSubject(
///     name: "SQLite", catalogue: catalogue, clock: clock,
///     loadBeers: { beers in try store.write { tx in for beer in beers { _ = try tx.upsert(beer: beer) } } },
///     makeAdmin: { name in try await catalogue.setAdmin(true, userName: name) })
/// try await CatalogueConformanceSuite.search(subject)   // and each other area, on a subject of its own
/// ```
///
/// A client of a server (`CatalogueHTTPClient`) is a subject the same way: its `catalogue` is
/// the client, its closures write to the store the server serves, and its clock is that store's.
public struct ConformanceSubject: Sendable {
    /// Names the implementation in failure messages ("SQLite (sql)", "PostgreSQL", …).
    public let name: String
    public let catalogue: any SharedCatalogue
    /// The clock the catalogue's `SessionRules` read, when the test controls it.
    public let clock: ConformanceClock?
    /// How long the catalogue's sessions last (its `SessionRules.lifetime`).
    public let sessionLifetime: TimeInterval
    /// Adds beers to the catalogue, in the order given (see above).
    public let loadBeers: @Sendable ([NewBeer]) async throws -> Void
    /// Makes the named account an admin (one that may import).
    public let makeAdmin: @Sendable (_ userName: String) async throws -> Void

    public init(name: String, catalogue: any SharedCatalogue, clock: ConformanceClock?,
                sessionLifetime: TimeInterval = SessionRules.defaultLifetime,
                loadBeers: @escaping @Sendable ([NewBeer]) async throws -> Void,
                makeAdmin: @escaping @Sendable (_ userName: String) async throws -> Void) {
        self.name = name
        self.catalogue = catalogue
        self.clock = clock
        self.sessionLifetime = sessionLifetime
        self.loadBeers = loadBeers
        self.makeAdmin = makeAdmin
    }
}

/// A clock a test moves by hand, for a catalogue's `SessionRules` (sessions' expiry, sign-in
/// throttling, check-in times). Starts at a whole second.
public final class ConformanceClock: Sendable {
    private let time: Locked<Date>

    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        time = Locked(start)
    }

    public var now: Date { time.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        time.withLock { $0 += seconds }
    }

    /// Sessions of `lifetime` that end by this clock.
    public func sessionRules(lifetime: TimeInterval = SessionRules.defaultLifetime) -> SessionRules {
        SessionRules(lifetime: lifetime, now: { [self] in now })
    }

    public var sessionRules: SessionRules { sessionRules() }
}
