import Catalogue
import Foundation
import Locking
import XCTest

/// In-process change notification: GRDB's region observation reports each commit of this
/// store that changed the catalogue or personal data, and nothing else.
final class StoreObservationTests: XCTestCase {
    func testEachCommitThatChangesWhatAPersonSeesIsReportedOnce() throws {
        let store = try Fixtures.store(in: self)
        let accounts = AccountService(store: store, parameters: .testing)
        let user = try accounts.createUser(name: "alice", password: "correct horse")
        let beerID = try XCTUnwrap(store.search(SearchRequest()).beers.first?.id)
        let changes = Locked(0)
        let observation = store.observeChanges { changes.withLock { $0 += 1 } }
        func reported() -> Int { changes.withLock { $0 } }

        try store.setFavourite(true, userID: user.id, beerID: beerID)
        XCTAssertEqual(reported(), 1, "reported before the write returns")
        try store.setRating(4, userID: user.id, beerID: beerID)
        try store.setNote("malty", userID: user.id, beerID: beerID)
        try store.checkIn(userID: user.id, beerID: beerID, at: Date(timeIntervalSince1970: 1))
        XCTAssertEqual(reported(), 4)
        _ = try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Zwickel", brewery: NewBrewery(name: "Mahr")))
            try tx.upsert(beer: NewBeer(name: "Ungespundet", brewery: NewBrewery(name: "Mahr")))
        }
        XCTAssertEqual(reported(), 5, "one transaction, one report")

        XCTAssertThrowsError(try accounts.signIn(name: "alice", password: "wrong password"))
        try store.write { tx in try tx.setMeta("x", forKey: "probe") }
        XCTAssertThrowsError(try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Rolled Back", brewery: NewBrewery(name: "Nobody")))
            throw StoreError.invalidValue("abandon")
        })
        XCTAssertEqual(reported(), 5, "sign-in bookkeeping, meta and a rolled-back write are not changes to see")

        observation.cancel()
        try store.setFavourite(false, userID: user.id, beerID: beerID)
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
