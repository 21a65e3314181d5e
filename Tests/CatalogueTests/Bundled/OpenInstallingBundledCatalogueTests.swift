@testable import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// `CatalogueStore.openInstallingBundledCatalogue(path:)`: the open every command and the app use.
final class OpenInstallingBundledCatalogueTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = try makeTemporaryDirectory().appendingPathComponent("data/taproom.sqlite").path
    }

    func testAFreshDatabaseGetsTheBundledBeers() throws {
        let bundled = try BundledCatalogue.load()
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        XCTAssertEqual(try store.stats().beers, bundled.batch.beers.count)
        XCTAssertEqual(try store.meta(forKey: MetaKey.bundledCatalogueVersion), String(bundled.version))
        XCTAssertEqual(try BundledCatalogue.shippedVersion(), bundled.version)
        let page = try store.search(SearchRequest(query: QueryParser.parse("orval")))
        XCTAssertEqual(page.beers.first?.name, "Orval")
    }

    func testAnInstallationWithoutTheBundledFileStillOpensAndTriesAgainLater() throws {
        let store = try CatalogueStore.opening(path: path, busyTimeout: 1) { _ in
            throw ImportError.unreadableFile(file: "catalogue.csv", reason: "missing from the Catalogue resources")
        }
        XCTAssertEqual(try store.stats().beers, 0)
        XCTAssertNil(try store.meta(forKey: MetaKey.bundledCatalogueVersion))
        let later = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        XCTAssertGreaterThan(try later.stats().beers, 0)
    }

    func testTheShippedFileIsFoundBesideTheExecutableOrInTheSourceTree() throws {
        let candidates = BundledCatalogueFile.candidates().map(\.path)
        XCTAssertTrue(candidates.contains { $0.hasSuffix("/Taproom_Catalogue.resources/catalogue.csv") })
        XCTAssertTrue(candidates.contains { $0.hasSuffix("/Sources/Catalogue/Resources/catalogue.csv") })
        XCTAssertNotNil(BundledCatalogueFile.url())
    }

    func testASecondOpenDoesNotRewriteTheBundledBeers() throws {
        let first = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        let orval = try XCTUnwrap(try first.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first)
        try first.write { tx in try tx.deleteBeer(id: orval.id) }
        let bundledCount = try first.stats().beers

        let second = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        XCTAssertEqual(try second.stats().beers, bundledCount, "the version stamp says it is installed")
        XCTAssertNil(try second.beer(id: orval.id))
    }

    func testANewerBundledVersionKeepsFavouritesAndImportedBeers() async throws {
        let first = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        let alice = try await SQLiteCatalogue.testing(first).account("alice")
        let orval = try XCTUnwrap(try first.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first)
        _ = try await SQLiteCatalogue.testing(first).setFavourite(true, beerID: orval.id, session: alice)
        _ = try await SQLiteCatalogue.testing(first).setRating(4, beerID: orval.id, session: alice)
        let mine = try first.write { tx in
            try tx.upsert(beer: NewBeer(name: "Garden Saison", brewery: NewBrewery(name: "Shed Brewing"), abv: 5))
        }
        // As if this database had last seen bundled version 0: the next open installs again.
        try first.write { tx in try tx.setMeta("0", forKey: MetaKey.bundledCatalogueVersion) }

        let second = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        XCTAssertEqual(try second.meta(forKey: MetaKey.bundledCatalogueVersion),
                       String(try BundledCatalogue.shippedVersion()))
        let data = try await SQLiteCatalogue.testing(second).personalData(beerID: orval.id, session: alice)
        XCTAssertTrue(data.isFavourite)
        XCTAssertEqual(data.rating, 4)
        XCTAssertEqual(try second.beer(id: orval.id)?.name, "Orval", "updated in place, same id")
        XCTAssertEqual(try second.beer(id: mine.id)?.origin, .imported)
        XCTAssertEqual(try second.beer(id: mine.id)?.abv, 5)
    }

    func testAnUpToDateDatabaseOpensWhileAnotherProcessIsWriting() throws {
        // As when the app has the database open and a `taproom import` is writing to it.
        let app = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        try DatabaseLockHolder.holding(on: path) {
            let store = try CatalogueStore.openInstallingBundledCatalogue(path: path, busyTimeout: 0.05)
            XCTAssertGreaterThan(try store.stats().beers, 0)
        }
        withExtendedLifetime(app) {}
    }

    func testADatabaseThatNeedsWritingWhileLockedIsReportedAsLocked() throws {
        _ = try CatalogueStore(path: path)  // migrated, bundled catalogue not yet installed
        try DatabaseLockHolder.holding(on: path) {
            XCTAssertThrowsError(try CatalogueStore.openInstallingBundledCatalogue(path: path, busyTimeout: 0.05)) { error in
                XCTAssertEqual(error as? StoreError, .locked(path: path))
                XCTAssertTrue("\(error)".contains("is locked by another program"), "\(error)")
            }
        }
    }

    func testALockedDatabaseInRollbackModeIsReportedAsLocked() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try DatabaseLockHolder.holding(.exclusive, on: path) {
            XCTAssertThrowsError(try CatalogueStore.openInstallingBundledCatalogue(path: path, busyTimeout: 0.05)) { error in
                XCTAssertEqual(error as? StoreError, .locked(path: path))
            }
        }
    }

    func testADatabaseFromANewerTaproomIsRefusedAndLeftUntouched() throws {
        _ = try CatalogueStore.openInstallingBundledCatalogue(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO grdb_migrations (identifier) VALUES ('v99-future');
                CREATE TABLE future_things (x);
                UPDATE meta SET value = '0' WHERE key = 'bundled_catalogue_version';
                """)
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        XCTAssertThrowsError(try CatalogueStore.openInstallingBundledCatalogue(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(path: path))
            XCTAssertTrue("\(error)".contains("made by a newer version of Taproom"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "not a byte changed")
    }

    func testRandomBytesAreReportedAsDamaged() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(seededRandomBytes(count: 16_384, seed: 42)).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try CatalogueStore.openInstallingBundledCatalogue(path: path)) { error in
            guard case .corrupt(path, _) = error as? StoreError else { return XCTFail("expected .corrupt, got \(error)") }
            XCTAssertTrue("\(error)".contains("is damaged or not a Taproom database"), "\(error)")
        }
    }

    func testASQLiteHeaderFollowedByRandomBytesIsReportedAsDamaged() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let bytes = Array("SQLite format 3\0".utf8) + seededRandomBytes(count: 16_368, seed: 7)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try CatalogueStore.openInstallingBundledCatalogue(path: path)) { error in
            guard case .corrupt(path, _) = error as? StoreError else { return XCTFail("expected .corrupt, got \(error)") }
        }
    }

    func testAPathUnderAFileCannotBeOpened() throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let inside = file.appendingPathComponent("taproom.sqlite").path
        XCTAssertThrowsError(try CatalogueStore.openInstallingBundledCatalogue(path: inside)) { error in
            guard case .cannotOpen(inside, _) = error as? StoreError else {
                return XCTFail("expected .cannotOpen, got \(error)")
            }
            XCTAssertTrue("\(error)".hasPrefix("cannot open the database at \(inside): "), "\(error)")
        }
    }

    /// Deterministic noise (a 64-bit LCG), so a failure reproduces.
    private func seededRandomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }
}
