import Catalogue
import Foundation

/// The SQLite store the shared suite compares PostgreSQL with: an in-memory `CatalogueStore`
/// and its `AccountService`, loaded by row-by-row upserts (so new beers take ids in file order,
/// as PostgreSQL's import gives them).
struct SQLiteReference {
    let store: CatalogueStore
    let accounts: AccountService

    init(beers: [NewBeer], clock: TestClock, throttle: SignInThrottle = SignInThrottle()) throws {
        store = try CatalogueStore.inMemory()
        accounts = AccountService(store: store, parameters: .testing, throttle: throttle, now: { clock.now })
        if !beers.isEmpty { _ = try importBeers(beers) }
    }

    /// What `CatalogueBackend.importBeers` does: every beer upserted in one transaction.
    func importBeers(_ beers: [NewBeer]) throws -> ChangeCount {
        try store.write { tx in
            for beer in beers { try tx.upsert(beer: beer) }
            return tx.changes
        }
    }
}
