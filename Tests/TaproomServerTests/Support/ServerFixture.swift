import Catalogue
import Foundation
import Hummingbird
import HummingbirdTesting
import Locking
import Logging
import TaproomServer
import XCTest

/// A server over a real in-memory catalogue with a few beers, a clock the test moves, and a
/// client whose every response is checked against docs/openapi.json (`OpenAPIDocument`).
final class ServerFixture: Sendable {
    static let beers: [NewBeer] = [
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                style: "Belgian Pale Ale", abv: 6.2, ibu: 32),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle", country: "BE"), style: "Tripel", abv: 9.5, ibu: 36),
        NewBeer(name: "Sierra Nevada Pale Ale", brewery: NewBrewery(name: "Sierra Nevada Brewing Co.", country: "US"),
                style: "American Pale Ale", abv: 5.6, ibu: 38),
        NewBeer(name: "Torpedo Extra IPA", brewery: NewBrewery(name: "Sierra Nevada Brewing Co."), style: "India Pale Ale",
                abv: 7.2, ibu: 65),
        NewBeer(name: "Guinness Draught", brewery: NewBrewery(name: "Guinness", country: "Ireland"), style: "Irish Dry Stout",
                abv: 4.2, ibu: 45),
        NewBeer(name: "Bière de Garde", brewery: NewBrewery(name: "Brasserie Duyck", country: "France"), style: "Bière de Garde",
                abv: 6.5),
        NewBeer(name: "Old Rasputin", brewery: NewBrewery(name: "North Coast Brewing", country: "US"),
                style: "Russian Imperial Stout", abv: 9.0, ibu: 75),
        NewBeer(name: "Mystery Ale", brewery: NewBrewery(name: "Nobody Brewing")),
        NewBeer(name: "Pliny the Elder", brewery: NewBrewery(name: "Russian River", country: "US"), style: "Double IPA",
                abv: 8.0, ibu: 100),
        NewBeer(name: "Saison Dupont", brewery: NewBrewery(name: "Brasserie Dupont", country: "BE"), style: "Saison",
                abv: 6.5, ibu: 30),
    ]

    let store: CatalogueStore
    /// The store the server serves, as `taproom serve --database` makes it: its work on threads
    /// of its own, cheap password hashes, and the test's clock for sign-ins and throttling.
    let catalogue: SQLiteCatalogue
    let configuration: ServerConfiguration
    /// How long a sign-in lasts (the store's `SessionRules`).
    let tokenLifetime: TimeInterval
    private let clock = TestClock()

    /// `store` is a new one in memory holding `beers` unless given.
    init(store: CatalogueStore? = nil, throttle: SignInThrottle = SignInThrottle(), tokenLifetime: TimeInterval = 3600,
         maximumBodyBytes: Int = 64 * 1024, eventKeepAlive: Duration = .seconds(15)) throws {
        let store = try store ?? Self.storeWithBeers()
        self.store = store
        var configuration = ServerConfiguration(maximumBodyBytes: maximumBodyBytes)
        configuration.eventKeepAlive = eventKeepAlive
        self.configuration = configuration
        self.tokenLifetime = tokenLifetime
        let clock = self.clock
        catalogue = SQLiteCatalogue(store: store, work: .background(), passwords: .testing, throttle: throttle,
                                    sessions: SessionRules(lifetime: tokenLifetime, now: { clock.now }))
    }

    static func storeWithBeers() throws -> CatalogueStore {
        let store = try CatalogueStore.inMemory()
        try store.write { transaction in for beer in beers { _ = try transaction.upsert(beer: beer) } }
        return store
    }

    var now: Date { clock.now }

    func advanceClock(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    var router: Router<TaproomRequestContext> { TaproomServer.router(catalogue: catalogue, configuration: configuration) }

    /// Runs `body` with a client of the router (no sockets).
    func test(logger: Logger? = nil, _ body: @Sendable (APIClient) async throws -> Void) async throws {
        try await Application(router: HeadAnsweredAsGet(router), logger: logger).test(.router) { client in
            try await body(APIClient(client: client))
        }
    }

    /// Runs `body` with a client of the router on a real socket, and the port it listens on.
    func testLive(_ body: @Sendable (APIClient, Int) async throws -> Void) async throws {
        try await Application(router: HeadAnsweredAsGet(router)).test(.live) { client in
            try await body(APIClient(client: client), try XCTUnwrap(client.port))
        }
    }

    /// The id of the beer named `name`.
    func beerID(_ name: String) throws -> Int64 {
        let page = try store.search(SearchRequest(query: QueryParser.parse("\"\(name)\""), limit: 1))
        return try XCTUnwrap(page.beers.first, "no beer \(name)").id
    }
}

/// A clock the test moves by hand (token expiry, throttling).
final class TestClock: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}
