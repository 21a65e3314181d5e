import Catalogue
import Foundation
import Locking
import XCTest

/// In-process change notification: GRDB's region observation reports each commit of this
/// store that changed the catalogue or personal data, and nothing else.
final class StoreObservationTests: XCTestCase {
    func testEachCommitThatChangesWhatAPersonSeesIsReportedOnce() async throws {
        let store = try Fixtures.store(in: self)
        let catalogue = SQLiteCatalogue.testing(store)
        _ = try await catalogue.createAccount(name: "alice", password: "correct horse")
        let alice = try await catalogue.signIn(name: "alice", password: "correct horse")
        let beerID = try XCTUnwrap(store.search(SearchRequest()).beers.first?.id)
        let changes = Locked(0)
        let observation = store.observeChanges { changes.withLock { $0 += 1 } }
        func reported() -> Int { changes.withLock { $0 } }

        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        XCTAssertEqual(reported(), 1, "reported before the write returns")
        _ = try await catalogue.setRating(4, beerID: beerID, session: alice)
        _ = try await catalogue.setNote("malty", beerID: beerID, session: alice)
        _ = try await catalogue.checkIn(beerID: beerID, session: alice)
        XCTAssertEqual(reported(), 4)
        _ = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Zwickel", brewery: NewBrewery(name: "Mahr")))
            try tx.upsert(beer: NewBeer(name: "Ungespundet", brewery: NewBrewery(name: "Mahr")))
        }
        XCTAssertEqual(reported(), 5, "one transaction, one report")

        let wrong = await thrownError { try await catalogue.signIn(name: "alice", password: "wrong password") }
        XCTAssertEqual(wrong as? AccountError, .wrongCredentials)
        _ = try await catalogue.signIn(name: "alice", password: "correct horse")
        try await catalogue.signOut(alice)
        try store.write { tx in try tx.setMeta("x", forKey: "probe") }
        XCTAssertThrowsError(try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Rolled Back", brewery: NewBrewery(name: "Nobody")))
            throw StoreError.invalidValue("abandon")
        })
        XCTAssertEqual(reported(), 5, "sign-in bookkeeping, sessions, meta and a rolled-back write are not changes to see")

        observation.cancel()
        _ = try await catalogue.setFavourite(false, beerID: beerID, session: alice)
        XCTAssertEqual(reported(), 5, "nothing after cancel")
    }

    func testAnotherStoreOnTheSameFileIsNotSeenButItsDataVersionIs() throws {
        let store = try Fixtures.fileStore(in: self)
        let other = try CatalogueStore(path: store.path, access: .existing)
        let changes = Locked(0)
        let observation = store.observeChanges { changes.withLock { $0 += 1 } }
        let version = try store.dataVersion()
        _ = try other.write { tx in try tx.upsert(beer: NewBeer(name: "Zwickel", brewery: NewBrewery(name: "Mahr"))) }
        XCTAssertEqual(changes.withLock { $0 }, 0, "another connection's commit is not this store's")
        XCTAssertNotEqual(try store.dataVersion(), version, "data_version is what notices it")
        observation.cancel()
    }
}
