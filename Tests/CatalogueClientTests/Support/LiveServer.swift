import Catalogue
import Foundation
import Locking
import Logging
import ServiceLifecycle
import TaproomServer
import XCTest

/// The real server (`TaproomServer.service`, as `taproom serve` runs it) on a free loopback port,
/// over a temporary SQLite catalogue file holding a few beers, with a clock the test moves.
final class LiveServer: Sendable {
    static let beers: [NewBeer] = [
        NewBeer(name: "Orval", brewery: NewBrewery(name: "Brasserie d'Orval", country: "Belgium"),
                style: "Belgian Pale Ale", abv: 6.2, ibu: 32),
        NewBeer(name: "Westmalle Tripel", brewery: NewBrewery(name: "Westmalle", country: "BE"), style: "Tripel",
                abv: 9.5, ibu: 36),
        NewBeer(name: "Sierra Nevada Pale Ale", brewery: NewBrewery(name: "Sierra Nevada Brewing Co.", country: "US"),
                style: "American Pale Ale", abv: 5.6, ibu: 38),
        NewBeer(name: "Torpedo Extra IPA", brewery: NewBrewery(name: "Sierra Nevada Brewing Co."),
                style: "India Pale Ale", abv: 7.2, ibu: 65),
        NewBeer(name: "Guinness Draught", brewery: NewBrewery(name: "Guinness", country: "Ireland"),
                style: "Irish Dry Stout", abv: 4.2, ibu: 45),
        NewBeer(name: "Old Rasputin", brewery: NewBrewery(name: "North Coast Brewing", country: "US"),
                style: "Russian Imperial Stout", abv: 9.0, ibu: 75),
        NewBeer(name: "Mystery Ale", brewery: NewBrewery(name: "Nobody Brewing")),
    ]

    let store: CatalogueStore
    /// The store the server serves.
    let catalogue: SQLiteCatalogue
    let url: String
    private let clock: Clock

    private init(store: CatalogueStore, catalogue: SQLiteCatalogue, url: String, clock: Clock) {
        self.store = store
        self.catalogue = catalogue
        self.url = url
        self.clock = clock
    }

    /// Runs `body` while a server is up, then stops it gracefully. `readOnly` serves the file
    /// opened read-only (every write is refused); `tls` serves HTTPS with that certificate.
    static func run(throttle: SignInThrottle = SignInThrottle(), tokenLifetime: TimeInterval = 3600, readOnly: Bool = false,
                    tls: ServerTLS? = nil, _ body: @Sendable (LiveServer) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalogue.sqlite").path
        let seeded = try CatalogueStore(path: path)
        try seeded.write { transaction in for beer in beers { _ = try transaction.upsert(beer: beer) } }
        let store: CatalogueStore
        if readOnly {
            try seeded.close()
            store = try CatalogueStore(path: path, access: .readOnly)
        } else {
            store = seeded
        }
        defer { try? store.close() }

        let clock = Clock()
        let catalogue = SQLiteCatalogue(store: store, work: .background(), passwords: .testing, throttle: throttle,
                                        sessions: SessionRules(lifetime: tokenLifetime, now: { clock.now }))
        let logger = Logger(label: "taproom-client-tests") { _ in SwiftLogNoOpLogHandler() }
        let (ports, portArrived) = AsyncStream<Int?>.makeStream()
        let service = try TaproomServer.service(
            catalogue: catalogue, listen: ListenAddress(host: "127.0.0.1", port: 0), tls: tls,
            logger: logger, onServerRunning: { port in portArrived.yield(port) })
        let services = ServiceGroup(configuration: .init(services: [service], logger: logger))

        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await services.run() }
            var waiting = ports.makeAsyncIterator()
            guard let port = await waiting.next() ?? nil else {
                await services.triggerGracefulShutdown()
                throw ServerDidNotStart()
            }
            let server = LiveServer(store: store, catalogue: catalogue, url: "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)",
                                    clock: clock)
            do {
                try await body(server)
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }

    var now: Date { clock.now }

    func advanceClock(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// Adds or updates beers in the served file beside the server, as `taproom import` does (the
    /// server hears of it).
    func add(_ beers: [NewBeer]) throws {
        try store.write { transaction in for beer in beers { _ = try transaction.upsert(beer: beer) } }
    }

    /// The id of the beer named `name`.
    func beerID(_ name: String) throws -> Int64 {
        let page = try store.search(SearchRequest(query: QueryParser.parse("\"\(name)\""), limit: 1))
        return try XCTUnwrap(page.beers.first, "no beer \(name)").id
    }

    /// The clock tokens and throttling read.
    final class Clock: Sendable {
        private let current = Locked(Date(timeIntervalSince1970: 1_800_000_000))

        var now: Date { current.withLock { $0 } }

        func advance(by seconds: TimeInterval) {
            current.withLock { $0 += seconds }
        }
    }

    struct ServerDidNotStart: Error {}
}
