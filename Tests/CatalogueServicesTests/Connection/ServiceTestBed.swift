import Catalogue
import CatalogueServices
import Foundation
import RemoteCatalogueTestSupport
import RxCore
import RxCoreTest
import VirtualTimeTestSupport

/// The services over an in-memory server with a few beers and two accounts ("alice",
/// "correct horse"; "bob", "battery staple"), all in virtual time: the services' tasks run
/// inline on the test's thread. With `overServer: false` they talk to the SQLite catalogue
/// itself (what the app does with a local file); the server double only adds the network.
final class ServiceTestBed {
    let scheduler = makeScheduler()
    let store: CatalogueStore
    let server: InMemoryRemoteCatalogue
    let state: AppState
    let writer: AppStateWriter
    let connection: CatalogueConnection
    let catalogue: CatalogueService
    let session: SessionService
    let bag = DisposeBag()
    /// The beers' ids by name.
    private(set) var ids: [String: Int64] = [:]

    static let beerNames = ["Orval", "Orvalette", "Chimay Bleue", "Westmalle Tripel"]

    init(savedSignIn: SavedSignIn? = nil, overServer: Bool = true, beerNames: [String] = ServiceTestBed.beerNames,
         pageSize: Int = 2) throws {
        store = try CatalogueStore.inMemory()
        var ids: [String: Int64] = [:]
        try store.write { tx in
            for name in beerNames { ids[name] = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: name))).id }
        }
        self.ids = ids
        server = InMemoryRemoteCatalogue(store: store)
        let local = server.local
        for (name, password) in [("alice", "correct horse"), ("bob", "battery staple")] {
            _ = try runInline { try await local.createAccount(name: name, password: password) }
        }
        (state, writer) = AppState.make()
        let catalogue: any SharedCatalogue = overServer ? server : local
        connection = CatalogueConnection(catalogue: catalogue, accounts: catalogue, writer: writer,
                                         schedulers: ServiceSchedulers(background: scheduler, main: scheduler,
                                                                       taskExecutor: InlineTaskExecutor()),
                                         timerScheduler: scheduler, savedSignIn: savedSignIn)
        self.catalogue = CatalogueService(connection: connection, pageSize: pageSize)
        session = SessionService(connection: connection)
    }

    func id(_ name: String) -> Int64 { ids[name] ?? -1 }

    /// Gives `stars` to a beer as `name`, straight into the catalogue (not through the services).
    func rate(_ stars: Int, _ beer: String, as name: String) throws {
        let (local, beerID) = (server.local, id(beer))
        _ = try runInline {
            try await local.setRating(stars, beerID: beerID, session: try await local.acting(asUserNamed: name))
        }
    }

    /// Subscribes to `single` now, recording its result.
    func run<Value>(_ single: Single<Value>) -> Outcome<Value> {
        let outcome = Outcome<Value>()
        single.subscribe(onSuccess: { outcome.result = .success($0) }, onFailure: { outcome.result = .failure($0) })
            .disposed(by: bag)
        return outcome
    }

    /// Signs alice in (virtual time moves on to let it finish).
    func signInAlice(staySignedIn: Bool = false) {
        _ = run(session.signIn(username: "alice", password: "correct horse", staySignedIn: staySignedIn))
        advance(by: 1)
    }

    func advance(by ticks: Int) {
        scheduler.advanceTo(scheduler.clock + ticks)
    }
}

/// A call's result once it arrives.
final class Outcome<Value> {
    var result: Result<Value, Error>?

    var value: Value? { try? result?.get() }
    var error: Error? {
        if case .failure(let error) = result { return error }
        return nil
    }
}
