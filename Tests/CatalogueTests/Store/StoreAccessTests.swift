import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// What opening a catalogue may and may not do: reading never creates, a 0-byte file is not
/// made into a catalogue, a new one appears whole, and a read-only one can be read.
final class StoreAccessTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
    }

    private func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    func testOpeningAnExistingCatalogueCreatesNothingWhenThereIsNone() throws {
        let missing = path("missing/dir/x.sqlite")
        for access in [StoreAccess.existing, .readOnly] {
            XCTAssertThrowsError(try CatalogueStore(path: missing, access: access)) { error in
                XCTAssertEqual(error as? StoreError, .missing(path: missing))
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("missing")))
        XCTAssertEqual(StoreError.missing(path: missing).description, "no catalogue at \(missing)")
    }

    func testAnEmptyFileIsNotMadeIntoACatalogue() throws {
        let empty = path("empty.sqlite")
        XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
        for access in [StoreAccess.createIfMissing, .existing, .readOnly] {
            XCTAssertThrowsError(try CatalogueStore(path: empty, access: access)) { error in
                XCTAssertEqual(error as? StoreError, .emptyFile(path: empty))
            }
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int, 0)
        XCTAssertTrue(StoreError.emptyFile(path: empty).description.contains("\(empty) is empty (0 bytes)"))
    }

    func testANewCatalogueIsPrivateCompleteAndLeavesNoTemporaryFile() throws {
        let new = path("data/taproom.sqlite")
        let store = try CatalogueStore(path: new)
        XCTAssertFalse(store.isReadOnly)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: new)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path("data"))[.posixPermissions] as? Int, 0o700)
        let stats = try store.stats()
        XCTAssertEqual([stats.beers, stats.breweries, stats.styles, stats.users], [0, 0, 0, 0])
        let names = try FileManager.default.contentsOfDirectory(atPath: path("data"))
        XCTAssertFalse(names.contains { $0.hasPrefix(".taproom-new") }, "\(names)")
    }

    func testAnExplicitReadOnlyOpenReadsAndRefusesEveryWrite() throws {
        let file = path("taproom.sqlite")
        let writable = try CatalogueStore(path: file)
        try writable.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        let alice = try AccountService(store: writable, parameters: .testing).createUser(name: "alice", password: "long enough")
        try writable.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        let store = try CatalogueStore(path: file, access: .readOnly)
        try assertReadsButNeverWrites(store, userID: alice.id)
        try store.close()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before, "not a byte written")
    }

    /// As root, `chmod` does not stop writes, so the store opens for writing there; as anyone
    /// else it opens read-only. Either way reading works.
    func testAFileAndFolderWithoutWritePermissionOpenForReading() throws {
        let folder = path("locked")
        let file = folder + "/taproom.sqlite"
        let writable = try CatalogueStore(path: file)
        try writable.write { tx in
            for beer in Fixtures.beers { try tx.upsert(beer: beer) }
            try tx.setMeta(String(try BundledCatalogue.shippedVersion()), forKey: MetaKey.bundledCatalogueVersion)
        }
        let alice = try AccountService(store: writable, parameters: .testing).createUser(name: "alice", password: "long enough")
        try writable.close()
        XCTAssertEqual(chmod(file, 0o444), 0)
        XCTAssertEqual(chmod(folder, 0o555), 0)
        addTeardownBlock { chmod(folder, 0o755) }

        let store = try CatalogueStore.openInstallingBundledCatalogue(path: file, access: .existing)
        XCTAssertEqual(store.isReadOnly, geteuid() != 0)
        XCTAssertEqual(try store.stats().beers, Fixtures.beers.count)
        if store.isReadOnly { try assertReadsButNeverWrites(store, userID: alice.id) }
    }

    func testAReadOnlyCatalogueFromAnOlderTaproomSaysItNeedsAnUpgrade() throws {
        let file = path("old.sqlite")
        let queue = try DatabaseQueue(path: file)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1-catalogue');
                """)
        }
        try queue.close()
        XCTAssertThrowsError(try CatalogueStore(path: file, access: .readOnly)) { error in
            XCTAssertEqual(error as? StoreError, .readOnlyNeedsUpgrade(path: file))
        }
    }

    private func assertReadsButNeverWrites(_ store: CatalogueStore, userID: Int64,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let readOnly = StoreError.readOnly(path: store.path)
        XCTAssertTrue(store.isReadOnly, file: file, line: line)
        XCTAssertEqual(try store.stats().beers, Fixtures.beers.count, file: file, line: line)
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("orval")), strategy: .sql).beers.count, 1)
        XCTAssertEqual(try store.beer(id: orval.id)?.name, "Orval", file: file, line: line)
        XCTAssertEqual(try store.allBeers().count, Fixtures.beers.count, file: file, line: line)
        XCTAssertEqual(try store.personalData(userID: userID, beerID: orval.id).isFavourite, false, file: file, line: line)
        XCTAssertNoThrow(try store.dataVersion(), "the app can watch a read-only catalogue", file: file, line: line)

        func assertRefused(_ what: String, _ write: () throws -> Void) {
            XCTAssertThrowsError(try write(), what, file: file, line: line) { error in
                XCTAssertEqual(error as? StoreError, readOnly, "\(what): \(error)", file: file, line: line)
            }
        }
        let accounts = AccountService(store: store, parameters: .testing)
        assertRefused("favourite") { try store.setFavourite(true, userID: userID, beerID: orval.id) }
        assertRefused("rating") { try store.setRating(4, userID: userID, beerID: orval.id) }
        assertRefused("note") { try store.setNote("dry", userID: userID, beerID: orval.id) }
        assertRefused("account") { _ = try accounts.createUser(name: "bob", password: "long enough") }
        assertRefused("sign-in throttling") { _ = try accounts.signIn(name: "alice", password: "wrong password") }
        assertRefused("import") { try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "X", brewery: NewBrewery(name: "Y"))) } }
        assertRefused("dry run") { try store.dryRun { tx in _ = try tx.beerCount() } }
        XCTAssertEqual(try accounts.signIn(name: "alice", password: "long enough").name, "alice",
                       "the right password still signs in", file: file, line: line)
        XCTAssertEqual(readOnly.description, "the catalogue at \(store.path) is read-only", file: file, line: line)
    }
}
