@testable import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// `CatalogueStore.makingNew`: a new catalogue is made in a private file beside its path and
/// appears there complete, in WAL mode, or not at all.
final class NewCatalogueFileTests: XCTestCase {
    private var folder: URL!
    private var path: String { folder.appendingPathComponent("taproom.sqlite").path }

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory().appendingPathComponent("made here")
    }

    private func filesInFolder() throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func batch(count: Int) throws -> ImportBatch {
        let rows = (0..<count).map { ["Aside Ale \($0)", "Aside Brewery \($0 % 11)", "Porter"] }
        let table = RecordTable(file: "aside.csv", header: ["name", "brewery", "style"], rows: rows,
                                lines: rows.indices.map { $0 + 2 })
        return try ImportNormaliser.normalise([table])
    }

    func testTheCatalogueAppearsCompleteInWALModeWithNothingElseBesideIt() throws {
        var temporary: String?
        let count = CatalogueImporter.deferredIndexThreshold + 20
        let summary = try CatalogueStore.makingNew(at: path, keep: true, madeTemporaryFile: { temporary = $0 }) { store in
            XCTAssertFalse(FileManager.default.fileExists(atPath: self.path), "nobody sees the catalogue being made")
            return try CatalogueImporter.write(try batch(count: count), into: store)
        }
        XCTAssertEqual(summary?.beersAdded, count)
        let made = try XCTUnwrap(temporary)
        XCTAssertEqual((made as NSString).deletingLastPathComponent, folder.path, "made in the same folder")
        XCTAssertTrue((made as NSString).lastPathComponent.hasPrefix(".taproom-new-"), made)
        XCTAssertEqual(try filesInFolder(), ["taproom.sqlite"], "no temporary file, journal or log is left")

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let queue = try DatabaseQueue(path: path)
        try queue.read { db in
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA journal_mode"), "wal")
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = 'beer_words_insert'"), 1)
        }
        try queue.close()
        let store = try CatalogueStore(path: path, access: .existing)
        defer { try? store.close() }
        let bundled = try BundledCatalogue.load().batch.beers.count
        XCTAssertEqual(try store.stats().beers, bundled + count, "the bundled beers and the import")
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("aside porter"))).total, count)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("\"Aside Brewery 10\""))).total,
                       (0..<count).filter { $0 % 11 == 10 }.count, "brewery names are in the full-text index")
        _ = try store.write { tx in try tx.upsert(beer: NewBeer(name: "Later Lager", brewery: NewBrewery(name: "Solo"))) }
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("later"))).total, 1)
    }

    func testNothingIsLeftWhenTheWorkFailsOrIsADryRun() throws {
        struct Refused: Error {}
        XCTAssertThrowsError(try CatalogueStore.makingNew(at: path, keep: true) { store -> Int in
            _ = try CatalogueImporter.write(try batch(count: 3), into: store)
            throw Refused()
        }) { error in XCTAssertTrue(error is Refused, "\(error)") }
        XCTAssertEqual(try filesInFolder(), [])

        let dryRun = try CatalogueStore.makingNew(at: path, keep: false) { store in
            try CatalogueImporter.write(try batch(count: 3), into: store, dryRun: true)
        }
        XCTAssertEqual(dryRun?.beersAdded, 3, "a dry run still reports what it would do")
        XCTAssertEqual(try filesInFolder(), [])
    }

    func testAnExistingCatalogueIsNotMadeAgain() throws {
        try CatalogueStore(path: path).close()
        var ran = false
        let result = try CatalogueStore.makingNew(at: path, keep: true) { _ -> Bool in
            ran = true
            return ran
        }
        XCTAssertNil(result)
        XCTAssertFalse(ran)
    }

    /// Another program made a catalogue at the path while this one was being made: theirs stays,
    /// and the caller is told to write into it.
    func testACatalogueThatAppearsMeanwhileIsKept() throws {
        let result = try CatalogueStore.makingNew(at: path, keep: true) { store in
            let ours = try CatalogueImporter.write(try batch(count: 3), into: store)
            let theirs = try CatalogueStore(path: path)
            _ = try theirs.write { tx in try tx.upsert(beer: NewBeer(name: "Their Stout", brewery: NewBrewery(name: "Them"))) }
            try theirs.close()
            return ours
        }
        XCTAssertNil(result)
        XCTAssertEqual(try filesInFolder(), ["taproom.sqlite"])
        let store = try CatalogueStore(path: path, access: .existing)
        defer { try? store.close() }
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("their"))).total, 1)
        XCTAssertEqual(try store.search(SearchRequest(query: QueryParser.parse("aside"))).total, 0)
    }
}
