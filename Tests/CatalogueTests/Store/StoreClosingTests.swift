import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// After `close()` the `.sqlite` file alone holds the catalogue, so copying it is a backup.
final class StoreClosingTests: XCTestCase {
    private var directory: URL!
    private var file: String!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
        file = directory.appendingPathComponent("taproom.sqlite").path
    }

    /// Copies the `.sqlite` file alone (no -wal, no -shm) and counts the beers in the copy.
    static func beersInPlainCopy(of file: String, in directory: URL) throws -> Int {
        let copy = directory.appendingPathComponent("copy-\(UUID().uuidString).sqlite").path
        try FileManager.default.copyItem(atPath: file, toPath: copy)
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: copy, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM beers") ?? 0 }
    }

    static func walSize(of file: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: file + "-wal")[.size] as? Int) ?? 0
    }

    func testClosingCheckpointsTheLogIntoTheFile() throws {
        let store = try CatalogueStore(path: file)
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        XCTAssertGreaterThan(Self.walSize(of: file), 0, "the writes are in the log before closing")
        try store.close()
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-wal"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-shm"), "another user could not read past it")
        XCTAssertEqual(try Self.beersInPlainCopy(of: file, in: directory), Fixtures.beers.count)
        try store.close()  // a second close does nothing
    }

    func testClosingWhileAnotherConnectionIsOpenStillEmptiesTheLog() throws {
        let other = try CatalogueStore(path: file)
        XCTAssertEqual(try other.stats().beers, 0)
        let store = try CatalogueStore(path: file)
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        try store.close()
        XCTAssertTrue(FileManager.default.fileExists(atPath: file + "-wal"), "the other connection keeps the log")
        XCTAssertEqual(Self.walSize(of: file), 0)
        XCTAssertEqual(try Self.beersInPlainCopy(of: file, in: directory), Fixtures.beers.count)
        XCTAssertEqual(try other.stats().beers, Fixtures.beers.count)
    }

    func testABackupIsACompleteCatalogueMadeWhileAnotherProgramWrites() throws {
        let store = try CatalogueStore(path: file)
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        let backup = directory.appendingPathComponent("backup.sqlite").path
        try DatabaseLockHolder.holding(on: file) { try store.backup(to: backup) }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try Self.beersInPlainCopy(of: backup, in: directory), Fixtures.beers.count)
        let reopened = try CatalogueStore(path: backup, access: .existing)
        XCTAssertEqual(try reopened.search(SearchRequest(query: QueryParser.parse("orval"))).beers.map(\.name), ["Orval"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".taproom") }, [])
    }

    func testABackupNeverReplacesAFileUnlessAskedTo() throws {
        let store = try CatalogueStore(path: file)
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        let backup = directory.appendingPathComponent("backup.sqlite").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: backup))
        XCTAssertThrowsError(try store.backup(to: backup)) { error in
            XCTAssertEqual(error as? StoreError, .alreadyExists(path: backup))
        }
        XCTAssertEqual(try String(contentsOfFile: backup, encoding: .utf8), "keep me")
        try store.backup(to: backup, replacing: true)
        XCTAssertEqual(try Self.beersInPlainCopy(of: backup, in: directory), Fixtures.beers.count)
        XCTAssertThrowsError(try store.backup(to: file, replacing: true), "never onto the catalogue itself") { error in
            XCTAssertEqual(error as? StoreError, .cannotWriteBackup(path: file, reason: "it is the catalogue itself"))
        }
        XCTAssertEqual(try store.stats().beers, Fixtures.beers.count)
    }

    func testABackupIntoAMissingFolderFailsClearly() throws {
        let store = try CatalogueStore(path: file)
        let backup = directory.appendingPathComponent("no/such/folder/backup.sqlite").path
        XCTAssertThrowsError(try store.backup(to: backup)) { error in
            guard case .cannotWriteBackup(let path, _)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, backup)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("no").path))
    }

    func testTheDataVersionMovesForOtherConnectionsCommitsOnly() throws {
        let app = try CatalogueStore(path: file)
        let other = try CatalogueStore(path: file)
        let start = try app.dataVersion()
        XCTAssertEqual(try app.dataVersion(), start, "nothing changed")
        try app.write { tx in _ = try tx.upsert(beer: Fixtures.beers[0]) }
        XCTAssertEqual(try app.dataVersion(), start, "its own write")
        try other.write { tx in _ = try tx.upsert(beer: Fixtures.beers[1]) }
        let moved = try app.dataVersion()
        XCTAssertNotEqual(moved, start, "another connection's commit")
        XCTAssertEqual(try app.dataVersion(), moved)
        XCTAssertEqual(try app.stats().beers, 2)
    }
}
