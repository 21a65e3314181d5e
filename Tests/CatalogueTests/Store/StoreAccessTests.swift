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

    func testAnExplicitReadOnlyOpenReadsAndRefusesEveryWrite() async throws {
        let file = path("taproom.sqlite")
        let writable = try CatalogueStore(path: file)
        try writable.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        _ = try await SQLiteCatalogue.testing(writable).createAccount(name: "alice", password: "long enough")
        try writable.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        let store = try CatalogueStore(path: file, access: .readOnly)
        try await assertReadsButNeverWrites(store)
        try store.close()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before, "not a byte written")
    }

    /// As root, `chmod` does not stop writes, so the store opens for writing there; as anyone
    /// else it opens read-only. Either way reading works.
    func testAFileAndFolderWithoutWritePermissionOpenForReading() async throws {
        let folder = path("locked")
        let file = folder + "/taproom.sqlite"
        let writable = try CatalogueStore(path: file)
        try writable.write { tx in
            for beer in Fixtures.beers { try tx.upsert(beer: beer) }
            try tx.setMeta(String(try BundledCatalogue.shippedVersion()), forKey: MetaKey.bundledCatalogueVersion)
        }
        _ = try await SQLiteCatalogue.testing(writable).createAccount(name: "alice", password: "long enough")
        try writable.close()
        XCTAssertEqual(chmod(file, 0o444), 0)
        XCTAssertEqual(chmod(folder, 0o555), 0)
        addTeardownBlock { chmod(folder, 0o755) }

        let store = try CatalogueStore.openInstallingBundledCatalogue(path: file, access: .existing)
        XCTAssertEqual(store.isReadOnly, geteuid() != 0)
        XCTAssertEqual(try store.stats().beers, Fixtures.beers.count)
        if store.isReadOnly { try await assertReadsButNeverWrites(store) }
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

    /// Reads work, through the store and through the catalogue contract (alice's data too);
    /// every write is refused with `StoreError.readOnly`, and alice can still sign in.
    private func assertReadsButNeverWrites(_ store: CatalogueStore,
                                           file: StaticString = #filePath, line: UInt = #line) async throws {
        let readOnly = StoreError.readOnly(path: store.path)
        XCTAssertTrue(store.isReadOnly, file: file, line: line)
        XCTAssertEqual(try store.stats().beers, Fixtures.beers.count, file: file, line: line)
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("orval")), strategy: .sql).beers.count, 1)
        XCTAssertEqual(try store.beer(id: orval.id)?.name, "Orval", file: file, line: line)
        XCTAssertEqual(try store.allBeers().count, Fixtures.beers.count, file: file, line: line)
        // As the app opens it: a read-only file keeps its sign-ins in the process.
        let catalogue = SQLiteCatalogue.testing(store, sessionsWhenReadOnly: .inThisProcess)
        let alice = try await catalogue.acting(asUserNamed: "alice")
        let data = try await catalogue.personalData(beerID: orval.id, session: alice)
        XCTAssertEqual(data.isFavourite, false, file: file, line: line)
        XCTAssertNoThrow(try store.dataVersion(), "the app can watch a read-only catalogue", file: file, line: line)

        func assertRefused<T>(_ what: String, _ write: () async throws -> T) async {
            let error = await thrownError(write)
            XCTAssertEqual(error as? StoreError, readOnly, "\(what): \(String(describing: error))", file: file, line: line)
        }
        await assertRefused("favourite") { try await catalogue.setFavourite(true, beerID: orval.id, session: alice) }
        await assertRefused("rating") { try await catalogue.setRating(4, beerID: orval.id, session: alice) }
        await assertRefused("note") { try await catalogue.setNote("dry", beerID: orval.id, session: alice) }
        await assertRefused("check-in") { try await catalogue.checkIn(beerID: orval.id, session: alice) }
        await assertRefused("account") { try await catalogue.createAccount(name: "bob", password: "long enough") }
        await assertRefused("sign-in throttling") { try await catalogue.signIn(name: "alice", password: "wrong password") }
        await assertRefused("import") {
            try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "X", brewery: NewBrewery(name: "Y"))) }
        }
        await assertRefused("dry run") { try store.dryRun { tx in _ = try tx.beerCount() } }
        let session = try await catalogue.signIn(name: "alice", password: "long enough")
        XCTAssertEqual(session.user.name, "alice", "the right password still signs in", file: file, line: line)
        XCTAssertEqual(readOnly.description, "the catalogue at \(store.path) is read-only", file: file, line: line)
    }
}
