import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// Runs the real `taproom` binary: exit codes, output formats and database selection.
final class CLITests: XCTestCase {
    private var home: URL!
    private var database: String!

    override func setUpWithError() throws {
        home = try makeTemporaryDirectory()
        database = home.appendingPathComponent("data/taproom.sqlite").path
        // The fixture beers alone: the bundled catalogue is marked as installed, so opening
        // through a subcommand does not merge it in.
        let store = try CatalogueStore(path: database)
        try store.write { tx in
            for beer in Fixtures.beers { try tx.upsert(beer: beer) }
            try tx.setMeta(String(try BundledCatalogue.shippedVersion()), forKey: MetaKey.bundledCatalogueVersion)
        }
    }

    private func taproom(_ arguments: String..., stdin: String = "",
                         environment: [String: String] = [:]) throws -> TaproomProcess.Result {
        try TaproomProcess.run(arguments, stdin: stdin, environment: environment, home: home)
    }

    func testSearchWithMatchesPrintsAnAlignedTableAndExitsZero() throws {
        let result = try taproom("search", "--database", database, "sierra")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[0].hasPrefix("Name"))
        XCTAssertTrue(lines[1].hasPrefix("Sierra Nevada Pale Ale  Sierra Nevada Brewing Co.  US"))
        XCTAssertEqual(lines[1].firstRange(of: "Sierra Nevada Brewing")?.lowerBound.utf16Offset(in: lines[1]),
                       lines[2].firstRange(of: "Sierra Nevada Brewing")?.lowerBound.utf16Offset(in: lines[2]))
        XCTAssertEqual(lines[3], "2 of 2 beers")
    }

    func testSearchWithNoMatchesExitsOne() throws {
        let result = try taproom("search", "--database", database, "zzzz")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
    }

    func testBadQueryExitsTwoNamingTheTerm() throws {
        let unknown = try taproom("search", "--database", database, "colour:amber")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("\"colour\""), unknown.stderr)
        let malformed = try taproom("search", "--database", database, "abv>x")
        XCTAssertEqual(malformed.status, 2)
        XCTAssertTrue(malformed.stderr.contains("abv>x"), malformed.stderr)
        let favWithoutUser = try taproom("search", "--database", database, "fav")
        XCTAssertEqual(favWithoutUser.status, 2)
    }

    func testSearchJSONSortAndLimit() throws {
        let result = try taproom("search", "--database", database, "--sort", "abv", "--desc", "--limit", "2",
                                 "--json", "abv>5")
        XCTAssertEqual(result.status, 0, result.stderr)
        let objects = try result.stdout.split(separator: "\n").map { line in
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        XCTAssertEqual(objects.map { $0["name"] as? String }, ["Westmalle Tripel", "Old Rasputin"])
        XCTAssertEqual(objects.first?["abv"] as? Double, 9.5)
        XCTAssertEqual(objects.first?["country"] as? String, "BE")
    }

    /// One line per beer: the API's beer object (`GET /v1/beers`), keys sorted, every key present.
    func testSearchJSONPrintsTheAPIsBeerObject() throws {
        let store = try CatalogueStore(path: database)
        try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "Half/Half", brewery: NewBrewery(name: "Split Brewing"))) }
        try store.close()
        let result = try taproom("search", "--database", database, "--json", "westmalle")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, #"""
            {"abv":9.5,"averageRating":null,"brewery":"Westmalle","checkInCount":0,"country":"BE","ibu":36,"id":3,\#
            "isFavourite":false,\#
            "name":"Westmalle Tripel","rating":null,"ratingCount":0,"style":"Tripel"}

            """#)
        let slashed = try taproom("search", "--database", database, "--json", "half")
        XCTAssertEqual(slashed.stdout, #"""
            {"abv":null,"averageRating":null,"brewery":"Split Brewing","checkInCount":0,"country":null,"ibu":null,"id":10,\#
            "isFavourite":false,"name":"Half\/Half","rating":null,"ratingCount":0,"style":null}

            """#)
    }

    func testQueryArgumentsAreJoined() throws {
        let result = try taproom("search", "--database", database, "--json", "country:us", "abv>8")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
    }

    func testStats() throws {
        let result = try taproom("stats", "--database", database, "--json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "{\"beers\":9,\"breweries\":8,\"styles\":8,\"users\":0}\n")
    }

    func testDatabaseComesFromEnvironmentThenXDG() throws {
        let fromEnvironment = try taproom("stats", "--json", environment: ["TAPROOM_DATABASE": database])
        XCTAssertTrue(fromEnvironment.stdout.contains("\"beers\":9"))
        let xdg = home.appendingPathComponent("xdg")
        let xdgDatabase = xdg.appendingPathComponent("taproom/taproom.sqlite").path
        let missing = try taproom("stats", "--json", environment: ["XDG_DATA_HOME": xdg.path])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.stderr.hasPrefix("taproom: no catalogue at \(xdgDatabase)"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: xdg.path), "reading creates nothing")
        XCTAssertEqual(try taproom("init", environment: ["XDG_DATA_HOME": xdg.path]).status, 0)
        let fresh = try taproom("stats", "--json", environment: ["XDG_DATA_HOME": xdg.path])
        let bundled = try BundledCatalogue.load().batch.beers.count
        XCTAssertTrue(fresh.stdout.contains("\"beers\":\(bundled),"), "a new database gets the bundled catalogue: "
                      + fresh.stdout + fresh.stderr)
        let homeDefault = try taproom("init")
        XCTAssertEqual(homeDefault.status, 0)
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: home.appendingPathComponent(".local/share/taproom/taproom.sqlite").path))
    }

    func testDamagedDatabaseGivesAClearMessageAndNonZeroExit() throws {
        let broken = home.appendingPathComponent("broken.sqlite").path
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: broken))
        for arguments in [["stats"], ["search", "ale"], ["export"], ["account", "list"], ["import", "x.csv"]] {
            let result = try TaproomProcess.run(arguments + ["--database", broken], home: home)
            XCTAssertEqual(result.status, 3, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("taproom: the database at \(broken) is damaged"), result.stderr)
        }
    }

    func testDatabaseFromANewerTaproomExitsThree() throws {
        let queue = try DatabaseQueue(path: database)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')") }
        try queue.close()
        let result = try taproom("stats", "--database", database)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stderr, "taproom: the database at \(database!) was made by a newer version of Taproom; "
                       + "upgrade Taproom to open it\n")
    }

    func testLockedDatabaseExitsThreeAfterTheBusyTimeout() throws {
        // As when the app has the database open and another process is importing into it.
        let app = try CatalogueStore(path: database)
        try DatabaseLockHolder.holding(on: database) { try checkLockedDatabase() }
        withExtendedLifetime(app) {}
    }

    private func checkLockedDatabase() throws {
        // Reading needs no lock in WAL mode; creating an account must write.
        let reading = try taproom("stats", "--database", database, environment: ["TAPROOM_BUSY_TIMEOUT": "0.05"])
        XCTAssertEqual(reading.status, 0, reading.stderr)
        let writing = try taproom("account", "create", "dave", "--password-stdin", "--database", database,
                                  stdin: "long enough\n", environment: ["TAPROOM_BUSY_TIMEOUT": "0.05"])
        XCTAssertEqual(writing.status, 3, writing.stderr)
        XCTAssertTrue(writing.stderr.contains("is locked by another program"), writing.stderr)
        let importing = try taproom("import", "--database", database, ImportFixtures.path("punkapi/beers"),
                                    environment: ["TAPROOM_BUSY_TIMEOUT": "0.05"])
        XCTAssertEqual(importing.status, 3, importing.stderr)
        XCTAssertTrue(importing.stderr.contains("is locked by another program"), importing.stderr)
    }

    func testAccountsCreateListDeleteWithPasswordFromStdin() throws {
        let created = try taproom("account", "create", "alice", "--password-stdin", "--database", database,
                                  stdin: "correct horse battery\n")
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertFalse(created.stdout.contains("correct horse"))
        let duplicate = try taproom("account", "create", "ALICE", "--password-stdin", "--database", database,
                                    stdin: "another password\n")
        XCTAssertEqual(duplicate.status, 1)
        XCTAssertTrue(duplicate.stderr.contains("taken"), duplicate.stderr)
        let short = try taproom("account", "create", "bob", "--password-stdin", "--database", database, stdin: "short\n")
        XCTAssertEqual(short.status, 1)
        XCTAssertTrue(short.stderr.contains("8 to 1024"), short.stderr)
        let listed = try taproom("account", "list", "--database", database)
        XCTAssertEqual(listed.stdout.split(separator: "\n").map { $0.split(separator: "\t").first }, ["alice"])
        XCTAssertEqual(try taproom("account", "delete", "alice", "--database", database).status, 0)
        XCTAssertEqual(try taproom("account", "delete", "alice", "--database", database).status, 1)
        XCTAssertEqual(try taproom("account", "list", "--database", database).stdout, "")
    }

    func testAccountCreateWithoutTerminalOrStdinFlagFails() throws {
        let result = try taproom("account", "create", "carol", "--database", database)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--password-stdin"), result.stderr)
    }

    func testExportCatalogueAsCSVAndJSON() throws {
        let csv = try taproom("export", "--database", database, "--csv")
        XCTAssertEqual(csv.status, 0, csv.stderr)
        let lines = csv.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "id,name,brewery,city,state,country,style,abv,ibu,srm,description,first_brewed")
        XCTAssertEqual(lines.count, 10)
        XCTAssertTrue(csv.stdout.contains(",Orval,Brasserie d'Orval,,,Belgium,Belgian Pale Ale,6.2,32,,,"))
        let json = try taproom("export", "--database", database, "--json")
        XCTAssertEqual(json.stdout.split(separator: "\n").count, 9)
    }

    func testExportUserFavouritesAndRatings() async throws {
        let store = try CatalogueStore(path: database)
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let orval = try XCTUnwrap(try store.search(SearchRequest(query: QueryParser.parse("orval"))).beers.first)
        _ = try await catalogue.setFavourite(true, beerID: orval.id, session: alice)
        _ = try await catalogue.setRating(5, beerID: orval.id, session: alice)
        _ = try await catalogue.setNote("Dry, \"bretty\"", beerID: orval.id, session: alice)
        let csv = try taproom("export", "--database", database, "--user", "alice")
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(csv.stdout.split(separator: "\n"), [
            "name,brewery,style,abv,favourite,rating,note,checkin_time,serving,place,comment,checkin_rating,external_id",
            #"Orval,Brasserie d'Orval,Belgian Pale Ale,6.2,yes,5,"Dry, ""bretty""",,,,,,"#,
        ])
        let fav = try taproom("search", "--database", database, "--user", "alice", "--json", "fav")
        XCTAssertEqual(fav.status, 0, fav.stderr)
        XCTAssertEqual(fav.stdout, #"""
            {"abv":6.2,"averageRating":5,"brewery":"Brasserie d'Orval","checkInCount":0,"country":"BE","ibu":32,"id":2,\#
            "isFavourite":true,\#
            "name":"Orval","rating":5,"ratingCount":1,"style":"Belgian Pale Ale"}

            """#)
        XCTAssertEqual(try taproom("export", "--database", database, "--user", "nobody").status, 1)
    }

    func testSubcommandsAreListedInHelp() throws {
        let result = try taproom("--help")
        XCTAssertEqual(result.status, 0, result.stderr)
        for command in ["search", "stats", "export", "account", "import", "init", "backup", "bundled"] {
            XCTAssertTrue(result.stdout.contains(command), command)
        }
    }
}
