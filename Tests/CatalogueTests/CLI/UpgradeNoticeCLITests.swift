@testable import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// A catalogue made by an older Taproom is upgraded when a command first opens it for writing,
/// which takes seconds at a million beers: the command says so, once, on standard error.
final class UpgradeNoticeCLITests: XCTestCase {
    func testACommandSaysOnceThatItUpgradesAnOlderCatalogue() throws {
        let home = try makeTemporaryDirectory()
        let path = home.appendingPathComponent("old.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try CatalogueSchema.migrator.migrate(queue, upTo: "v6-server-tokens")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO breweries (id, name, name_key, sort_key) VALUES (1, 'Brasserie d''Orval', 'brasserie d''orval', 'brasserie d''orval');
                INSERT INTO beers (name, name_key, sort_key, brewery_id, brewery_sort)
                    VALUES ('Orval', 'orval', 'orval', 1, 'brasserie d''orval');
                """)
        }
        try queue.close()
        XCTAssertTrue(CatalogueStore.needsUpgrade(path: path))

        let first = try TaproomProcess.run(["search", "--database", path, "orval"], home: home)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("upgrading the catalogue at \(path)"), first.stderr)
        XCTAssertTrue(first.stdout.contains("Orval"), "the old beer is found through the rebuilt index: \(first.stdout)")
        XCTAssertFalse(CatalogueStore.needsUpgrade(path: path))

        let second = try TaproomProcess.run(["search", "--database", path, "orval"], home: home)
        XCTAssertFalse(second.stderr.contains("upgrading"), second.stderr)
        XCTAssertFalse(CatalogueStore.needsUpgrade(path: home.appendingPathComponent("missing.sqlite").path))
    }
}
