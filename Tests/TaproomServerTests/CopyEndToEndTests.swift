import Catalogue
import Foundation
import GRDB
import Locking
import PostgresTestSupport
import PTYTestSupport
import XCTest

/// `taproom copy` through the real programs (`taproom` runs `taproom-server` for a PostgreSQL
/// side) against the PostgreSQL the tests start: a file carried to PostgreSQL and back gives every
/// person the same export; a catalogue is replaced only when told; a copy that fails midway leaves
/// the destination as it was.
final class CopyEndToEndTests: XCTestCase {
    private var taproom = ""
    private var postgres: PostgresTestServer!
    private var directory: URL!

    override func setUpWithError() throws {
        taproom = try BuiltProduct.path(named: "taproom")
        postgres = try PostgresTestServer.running()
        directory = try makeTemporaryDirectory()
    }

    /// A new database's URL (dropped when the test ends).
    private func newDatabase() throws -> (url: String, execute: (String) throws -> Void) {
        let postgres = postgres!
        let database = try postgres.makeDatabase()
        addTeardownBlock { try? postgres.dropDatabase(database) }
        return ("postgres://\(postgres.username)@localhost:\(postgres.port)/\(database)?host=\(postgres.socketDirectory)",
                { try postgres.execute($0, in: database) })
    }

    private func run(_ arguments: [String], input: String = "") throws -> ChildProcess.Result {
        try ChildProcess.run(taproom, arguments, input: input)
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @discardableResult
    private func succeeds(_ arguments: [String], input: String = "", file: StaticString = #filePath,
                          line: UInt = #line) throws -> ChildProcess.Result {
        let result = try run(arguments, input: input)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.errors)", file: file, line: line)
        return result
    }

    /// A file with the bundled beers and three of its own, an admin and another account, and
    /// check-ins with quarter ratings (an Untappd export), favourites, ratings and notes.
    private func filledFile(_ name: String, extraBeer: Bool = false) throws -> String {
        let file = path(name)
        let csv = path("\(name).csv")
        try """
            name,brewery,country,style,abv,ibu
            Zwanze Test,Cantillon,Belgium,Lambic,5.5,
            Hopfen Probe,Schneider Weisse,Germany,Weissbier,5.4,14
            \(extraBeer ? "Kellerbier Probe,Mahrs Bräu,Germany,Kellerbier,5.2,30" : "")

            """.write(toFile: csv, atomically: true, encoding: .utf8)
        let untappd = path("\(name)-untappd.json")
        try """
            [{"beer_name": "Zwanze Test", "brewery_name": "Cantillon", "created_at": "2024-03-01 18:00:00",
              "checkin_id": "501", "rating_score": "4.25", "serving_type": "Draft", "venue_name": "Moeder Lambic",
              "comment": "Tart, \\"lovely\\""},
             {"beer_name": "Hopfen Probe", "brewery_name": "Schneider Weisse", "created_at": "2024-03-02 19:30:00",
              "checkin_id": "502", "rating_score": "3.75"}]
            """.write(toFile: untappd, atomically: true, encoding: .utf8)
        try succeeds(["init", "--database", file])
        try succeeds(["import", csv, "--database", file])
        try succeeds(["account", "create", "--admin", "--password-stdin", "--database", file, "alice"], input: "correct horse a\n")
        try succeeds(["account", "create", "--password-stdin", "--database", file, "bob"], input: "correct horse b\n")
        try succeeds(["import", untappd, "--user", "alice", "--database", file])
        let catalogue = SQLiteCatalogue(store: try CatalogueStore(path: file, access: .existing), work: .callersThread)
        try waitFor {
            let bob = try await catalogue.acting(asUserNamed: "bob")
            _ = try await catalogue.setFavourite(true, beerID: 1, session: bob)
            _ = try await catalogue.setRating(2, beerID: 1, session: bob)
            _ = try await catalogue.setNote("Not for me", beerID: 2, session: bob)
            _ = try await catalogue.setFavourite(true, beerID: 3, session: try await catalogue.acting(asUserNamed: "alice"))
        }
        try catalogue.store.close()
        return file
    }

    /// What each person and anyone sees of a catalogue, through the commands.
    private func views(_ location: [String]) throws -> [String] {
        try [["export", "--user", "alice", "--json"], ["export", "--user", "bob", "--json"], ["export", "--json"],
             ["search", "--json", "--user", "alice", "had"], ["search", "--json", "probe"], ["account", "list"]].map {
            try succeeds($0 + location).output
        }
    }

    func testAFileCarriedToPostgreSQLAndBackGivesEveryPersonTheSameExport() throws {
        let original = try filledFile("original.sqlite")
        let (url, _) = try newDatabase()
        let there = try succeeds(["copy", original, url])
        XCTAssertEqual(there.output, """
                        source  destination
            beers          338          338
            breweries      233          233
            styles          89           89
            accounts         2            2
            favourites       2            2
            ratings          3            3
            notes            1            1
            check-ins        2            2
            copied \(original) to \(url)

            """, there.errors)
        let back = path("back.sqlite")
        try succeeds(["copy", url, back])
        let originalViews = try views(["--database", original])
        XCTAssertTrue(originalViews[0].contains("4.25"), originalViews[0])
        XCTAssertEqual(try views(["--database", back]), originalViews)
        XCTAssertEqual(try views(["--postgres", url]), originalViews)
        // PostgreSQL to PostgreSQL too.
        let (other, _) = try newDatabase()
        try succeeds(["copy", url, other])
        XCTAssertEqual(try views(["--postgres", other]), originalViews)
        // New rows take ids past the copied ones (each sequence was moved on).
        try succeeds(["account", "create", "--password-stdin", "--postgres", other, "carol"], input: "correct horse c\n")
        let csv = path("new.csv")
        try "name,brewery,country,style\nBrand New,Newcomers,Norway,Newstyle\n".write(toFile: csv, atomically: true, encoding: .utf8)
        XCTAssertTrue(try succeeds(["import", csv, "--postgres", other]).output.contains("beers added: 1"))
        XCTAssertTrue(try succeeds(["search", "--json", "--postgres", other, "brand new"]).output.contains(#""id":339"#))
    }

    func testACatalogueIsReplacedOnlyWhenTold() throws {
        let first = try filledFile("first.sqlite")
        let second = try filledFile("second.sqlite", extraBeer: true)
        let (url, _) = try newDatabase()
        try succeeds(["copy", first, url])
        let refused = try run(["copy", second, url])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errors, "taproom: \(url) already holds a catalogue (338 beers, 2 accounts); give --replace to replace it\n")
        XCTAssertEqual(try views(["--postgres", url]), try views(["--database", first]))
        let replaced = try succeeds(["copy", "--replace", second, url])
        XCTAssertTrue(replaced.output.contains("beers          339          339"), replaced.output)
        XCTAssertEqual(try views(["--postgres", url]), try views(["--database", second]))
        // And back onto a file that holds a catalogue.
        XCTAssertEqual(try run(["copy", url, first]).status, 1)
        try succeeds(["copy", url, first, "--replace"])
        XCTAssertEqual(try views(["--database", first]), try views(["--database", second]))
    }

    /// PostgreSQL refusing a row midway (a trigger on check-ins) leaves the catalogue it had; a
    /// damaged source (a favourite of a beer it lacks) leaves a new database without beers and
    /// makes no file.
    func testACopyThatFailsMidwayLeavesTheDestinationAsItWas() throws {
        let first = try filledFile("first.sqlite")
        let second = try filledFile("second.sqlite", extraBeer: true)
        let (url, execute) = try newDatabase()
        try succeeds(["copy", first, url])
        let before = try views(["--postgres", url])
        try execute("""
            CREATE FUNCTION refuse_checkins() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no check-ins today'; END $$;
            CREATE TRIGGER refuse_checkins BEFORE INSERT ON checkins FOR EACH ROW EXECUTE FUNCTION refuse_checkins();
            """)
        let failed = try run(["copy", "--replace", second, url])
        XCTAssertEqual(failed.status, 3)
        XCTAssertEqual(failed.errors, "taproom: PostgreSQL: no check-ins today\n")
        XCTAssertEqual(try views(["--postgres", url]), before)

        let damaged = try filledFile("damaged.sqlite")
        let queue = try DatabaseQueue(path: damaged)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA foreign_keys = OFF;
                INSERT INTO favourites (user_id, beer_id, created_at) VALUES (1, 99999, 0);
                """)
        }
        try queue.close()
        let (fresh, _) = try newDatabase()
        let refused = try run(["copy", damaged, fresh])
        XCTAssertEqual(refused.status, 3, refused.errors)
        XCTAssertTrue(refused.errors.hasPrefix("taproom: PostgreSQL: "), refused.errors)
        XCTAssertTrue(try succeeds(["stats", "--json", "--postgres", fresh]).output.contains(#""beers":0"#))
        let (source, _) = try newDatabase()
        try succeeds(["copy", first, source])
        try execute("DROP TRIGGER refuse_checkins ON checkins")
        let noFile = try run(["copy", damaged, path("never.sqlite")])
        XCTAssertEqual(noFile.status, 3, noFile.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("never.sqlite")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("never") }, [])
    }

    /// A destination that drops a row without an error (a trigger that skips notes) is caught by
    /// the counts, before anything commits.
    func testCountsThatDisagreeKeepNothing() throws {
        let file = try filledFile("file.sqlite")
        let (url, execute) = try newDatabase()
        try succeeds(["init", "--empty", "--postgres", url])
        try execute("""
            CREATE FUNCTION skip_notes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
            CREATE TRIGGER skip_notes BEFORE INSERT ON notes FOR EACH ROW EXECUTE FUNCTION skip_notes();
            """)
        let refused = try run(["copy", file, url])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errors, "taproom: the copy's counts differ from the source's; nothing was written\n")
        XCTAssertTrue(refused.output.contains("notes            1            0\n"), refused.output)
        XCTAssertTrue(try succeeds(["stats", "--json", "--postgres", url]).output.contains(#""beers":0"#))
    }

    func testBadArgumentsAreRefusedWithAReason() throws {
        let file = try filledFile("file.sqlite")
        let (url, _) = try newDatabase()
        for (arguments, status, message) in [
            (["copy", file, directory.path + "/./file.sqlite"], Int32(64), "SOURCE and DEST are the same catalogue"),
            (["copy", url, url], 64, "SOURCE and DEST are the same catalogue"),
            (["copy", path("file.sqlite.csv"), path("out.sqlite")], 3, "file.sqlite.csv is damaged or not a Taproom database"),
            (["copy", path("missing.sqlite"), path("out.sqlite")], 3, "no catalogue at \(path("missing.sqlite"))"),
            (["copy", file, "postgresql://nobody@127.0.0.1:1/none"], 3, "postgresql://nobody@127.0.0.1:1/none"),
            (["copy", url, path("out.sqlite")], 3, "no catalogue at \(url)"),
            (["copy", file], 64, "Missing expected argument"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains(message), "\(arguments): \(result.errors)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.sqlite")))
        }
    }
}

/// Runs async work from a synchronous test.
private func waitFor(_ body: @escaping @Sendable () async throws -> Void) throws {
    let outcome = Locked<Result<Void, any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task {
        do { try await body(); outcome.withLock { $0 = .success(()) } } catch { outcome.withLock { $0 = .failure(error) } }
        finished.signal()
    }
    finished.wait()
    try outcome.withLock { $0 }?.get()
}
