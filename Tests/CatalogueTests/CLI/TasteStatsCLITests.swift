import Catalogue
import Foundation
import XCTest

/// `taproom stats --user NAME`: a person's journal in figures, as text and as JSON, after an
/// Untappd import (months in the machine's time zone, here UTC).
final class TasteStatsCLITests: XCTestCase {
    private var home: URL!
    private var database: String!

    override func setUpWithError() throws {
        home = try makeTemporaryDirectory()
        database = home.appendingPathComponent("data/taproom.sqlite").path
        let store = try CatalogueStore(path: database)
        try store.write { tx in
            for beer in Fixtures.beers { try tx.upsert(beer: beer) }
            try tx.setMeta(String(try BundledCatalogue.shippedVersion()), forKey: MetaKey.bundledCatalogueVersion)
        }
        let made = try taproom("account", "create", "alice", "--password-stdin", "--database", database, stdin: "correct horse battery\n")
        XCTAssertEqual(made.status, 0, made.stderr)
        let export = home.appendingPathComponent("untappd.csv")
        try Data(([UntappdImportCLITests.header] + UntappdImportCLITests.rows).joined(separator: "\n").utf8).write(to: export)
        let imported = try taproom("import", export.path, "--user", "alice", "--database", database)
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    private func taproom(_ arguments: String..., stdin: String = "") throws -> TaproomProcess.Result {
        try TaproomProcess.run(arguments, stdin: stdin, environment: ["TZ": "UTC"], home: home)
    }

    func testTheTextShowsEachFigure() throws {
        let result = try taproom("stats", "--user", "alice", "--database", database)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("alice: 3 check-ins; weeks in a row: 0 now, 1 at most"), result.stdout)
        XCTAssertTrue(result.stdout.contains("2019-05          1  ####"), result.stdout)
        XCTAssertTrue(result.stdout.contains("2019-06          0\n"), "empty months are kept: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Belgian Pale Ale"), result.stdout)
        XCTAssertTrue(result.stdout.contains("IPA - New England"), result.stdout)
        XCTAssertTrue(result.stdout.contains("DE"), result.stdout)
        XCTAssertTrue(result.stdout.contains("6%      67%"), "two of three check-ins are 6–7%: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("No beer you rated has anyone else's rating yet."), result.stdout)
    }

    func testTheJSONIsOneObjectOfEveryFigure() throws {
        let result = try taproom("stats", "--user", "alice", "--json", "--database", database)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["checkIns"] as? Int, 3)
        let months = try XCTUnwrap(object["months"] as? [[String: Any]])
        XCTAssertEqual(months.first?["month"] as? String, "2019-05")
        XCTAssertEqual(months.map { $0["checkIns"] as? Int ?? 0 }.reduce(0, +), 3)
        XCTAssertEqual((object["checkInAbv"] as? [Int])?[6], 2)
        XCTAssertEqual((object["styles"] as? [[String: Any]])?.count, 3)
    }

    func testAnUnknownUserOrAServerIsRefused() throws {
        let nobody = try taproom("stats", "--user", "nobody", "--database", database)
        XCTAssertNotEqual(nobody.status, 0)
        XCTAssertTrue(nobody.stderr.contains("there is no user \"nobody\""), nobody.stderr)
        let served = try taproom("stats", "--user", "alice", "--server", "http://127.0.0.1:9")
        XCTAssertEqual(served.status, 64, served.stderr)
        XCTAssertTrue(served.stderr.contains("--user names an account of a local catalogue"), served.stderr)
    }
}
