import Catalogue
import CatalogueServices
import Foundation
import RemoteCatalogueTestSupport
import RxCore
import RxCoreTest
import VirtualTimeTestSupport

/// The remote services over an in-memory server with a few beers and an account ("alice",
/// "correct horse"), all in virtual time: the services' tasks run inline on the test's thread.
final class RemoteTestBed {
    let scheduler = makeScheduler()
    let store: CatalogueStore
    let server: InMemoryRemoteCatalogue
    let state: AppState
    let writer: AppStateWriter
    let connection: ServerConnection
    let catalogue: RemoteCatalogueService
    let session: RemoteSessionService
    let bag = DisposeBag()
    /// The beers' ids by name.
    private(set) var ids: [String: Int64] = [:]

    static let beerNames = ["Orval", "Orvalette", "Chimay Bleue", "Westmalle Tripel"]

    init(savedSignIn: SavedSignIn? = nil) throws {
        store = try CatalogueStore.inMemory()
        var ids: [String: Int64] = [:]
        try store.write { tx in
            for name in Self.beerNames { ids[name] = try tx.upsert(beer: NewBeer(name: name, brewery: NewBrewery(name: name))).id }
        }
        self.ids = ids
        let accounts = AccountService(store: store, parameters: .testing)
        _ = try accounts.createUser(name: "alice", password: "correct horse")
        _ = try accounts.createUser(name: "bob", password: "battery staple")
        server = InMemoryRemoteCatalogue(store: store, accounts: accounts)
        (state, writer) = AppState.make()
        connection = ServerConnection(remote: server, writer: writer,
                                      schedulers: ServiceSchedulers(background: scheduler, main: scheduler,
                                                                    taskExecutor: InlineTaskExecutor()),
                                      timerScheduler: scheduler, savedSignIn: savedSignIn)
        catalogue = RemoteCatalogueService(connection: connection, pageSize: 2)
        session = RemoteSessionService(connection: connection)
    }

    func id(_ name: String) -> Int64 { ids[name] ?? -1 }

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
