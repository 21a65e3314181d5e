import Catalogue
import Foundation
import Locking
import XCTest

/// `SQLiteCatalogue.revisions()`: the revision at once, then each move: this process's commit
/// at once (the store's observation), another connection's (another process) at the next look at
/// SQLite's data version, and nothing for a write rolled back or while nothing changes.
final class RevisionStreamTests: XCTestCase {
    func testOwnAndOtherCommitsMoveTheRevisionAndARolledBackWriteDoesNot() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-revisions-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("taproom.sqlite").path
        let store = try CatalogueStore(path: path)
        let otherProcess = try CatalogueStore(path: path)
        try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Orval", brewery: NewBrewery(name: "Orval"))) }
        let catalogue = SQLiteCatalogue(store: store, passwords: .testing, externalChangeInterval: .milliseconds(50))
        let heard = Locked<[Int]>([])
        let following = Task {
            for try await revision in catalogue.revisions() { heard.withLock { $0.append(revision) } }
        }
        defer { following.cancel() }
        let first = try await catalogue.revision()
        try await waitUntil("the current revision arrives") { heard.withLock { $0 } == [first] }

        try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Chimay", brewery: NewBrewery(name: "Chimay"))) }
        let own = try await catalogue.revision()
        XCTAssertGreaterThan(own, first)
        try await waitUntil("this process's commit is heard") { heard.withLock { $0.last } == own }

        struct Abandoned: Error {}
        XCTAssertThrowsError(try store.write { tx in
            _ = try tx.upsert(beer: NewBeer(name: "Rochefort 8", brewery: NewBrewery(name: "Rochefort")))
            throw Abandoned()
        })
        try otherProcess.write { tx in
            _ = try tx.upsert(beer: NewBeer(name: "Rochefort 10", brewery: NewBrewery(name: "Rochefort")))
        }
        let other = try await catalogue.revision()
        XCTAssertGreaterThan(other, own)
        try await waitUntil("the other connection's commit is heard") { heard.withLock { $0.last } == other }
        XCTAssertEqual(heard.withLock { $0 }, [first, own, other], "each move once; nothing for the rolled-back write")
    }
}
