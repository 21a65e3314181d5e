import Catalogue
import CatalogueConformance
import Foundation

/// The SQLite store the agreement tests compare PostgreSQL with: an in-memory `CatalogueStore`
/// and the `SQLiteCatalogue` over it (on the test's clock), loaded by row-by-row upserts (so new
/// beers take ids in file order, as PostgreSQL's import gives them).
struct SQLiteReference {
    let store: CatalogueStore
    let catalogue: SQLiteCatalogue

    init(beers: [NewBeer], clock: ConformanceClock, throttle: SignInThrottle = SignInThrottle()) throws {
        store = try CatalogueStore.inMemory()
        catalogue = SQLiteCatalogue(store: store, work: .callersThread, strategy: .inMemory, passwords: .testing,
                                    throttle: throttle, sessions: clock.sessionRules)
        if !beers.isEmpty { _ = try importBeers(beers) }
    }

    /// What `PostgresCatalogue.importBeers` does: every beer upserted in one transaction.
    func importBeers(_ beers: [NewBeer]) throws -> ChangeCount {
        try store.write { tx in
            for beer in beers { try tx.upsert(beer: beer) }
            return tx.changes
        }
    }
}
