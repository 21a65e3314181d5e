import Foundation
import PostgresTestSupport
import PTYTestSupport
import XCTest

/// Every subcommand that takes `--database PATH` takes `--postgres URL` with the same meaning,
/// through the real `taproom` (which runs `taproom-server` for it) against the PostgreSQL the
/// tests start: the same answers as on a SQLite file, and a command that reads never makes a
/// catalogue.
final class PostgresCommandsEndToEndTests: XCTestCase {
    private var taproom = ""
    private var url = ""
    private var inDatabase: (String) throws -> Void = { _ in }

    override func setUpWithError() throws {
        taproom = try BuiltProduct.path(named: "taproom")
        let postgres = try PostgresTestServer.running()
        let database = try postgres.makeDatabase()
        addTeardownBlock { try? postgres.dropDatabase(database) }
        inDatabase = { try postgres.execute($0, in: database) }
        url = "postgres://\(postgres.username)@localhost:\(postgres.port)/\(database)?host=\(postgres.socketDirectory)"
    }

    private func run(_ arguments: [String], input: String = "") throws -> ChildProcess.Result {
        try ChildProcess.run(taproom, arguments, input: input)
    }

    private static let beers = """
        name,brewery,country,style,abv,ibu
        Zwanze Test,Cantillon,Belgium,Lambic,5.5,
        Hopfen Probe,Schneider Weisse,Germany,Weissbier,5.4,14
        Kellerbier Probe,Mahrs Bräu,Germany,Kellerbier,5.2,30

        """

    /// The same commands on a file and on PostgreSQL print the same, made the same way.
    func testEachCommandAnswersOnPostgreSQLAsOnAFile() throws {
        let directory = try makeTemporaryDirectory()
        let csv = directory.appendingPathComponent("beers.csv")
        try Self.beers.write(to: csv, atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("catalogue.sqlite").path
        for (arguments, input) in [(["init"], ""), (["import", csv.path], ""),
                                   (["account", "create", "--password-stdin", "alice"], "correct horse battery\n")] {
            let onFile = try run(arguments + ["--database", file], input: input)
            let onPostgres = try run(arguments + ["--postgres", url], input: input)
            XCTAssertEqual(onFile.status, 0, onFile.errors)
            XCTAssertEqual(onPostgres.status, 0, "\(arguments): \(onPostgres.errors)")
            XCTAssertEqual(onPostgres.output.replacingOccurrences(of: url, with: file), onFile.output, "\(arguments)")
        }
        for arguments in [["stats"], ["stats", "--json"], ["search", "probe"], ["search", "--json", "--sort", "abv", "--desc", "abv>5"],
                          ["search", "country:be", "style:lambic"], ["export"], ["export", "--json"], ["account", "list"],
                          ["export", "--user", "alice"], ["search", "--user", "alice", "fav"]] {
            let onFile = try run(arguments + ["--database", file])
            let onPostgres = try run(arguments + ["--postgres", url])
            XCTAssertEqual(onPostgres.status, onFile.status, "\(arguments): \(onPostgres.errors)")
            XCTAssertEqual(onPostgres.output.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "time",
                                                                  options: .regularExpression),
                           onFile.output.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "time",
                                                              options: .regularExpression), "\(arguments)")
            if onFile.status == 0 { XCTAssertFalse(onPostgres.output.isEmpty, "\(arguments)") }
        }
    }

    func testACommandThatReadsNeverMakesACatalogue() throws {
        let redacted = url // without a password, the URL is its own redacted form
        for arguments in [["stats"], ["search", "ale"], ["export"], ["account", "list"], ["account", "delete", "alice"],
                          ["bundled", "add"], ["bundled", "remove"]] {
            let result = try run(arguments + ["--postgres", url])
            XCTAssertEqual(result.status, 3, "\(arguments): \(result.errors)")
            XCTAssertEqual(result.errors, "taproom: no catalogue at \(redacted) (`taproom init --postgres` makes one)\n", "\(arguments)")
        }
        // Nothing was made: `init` still finds the database without a catalogue.
        let made = try run(["init", "--empty", "--postgres", url])
        XCTAssertEqual(made.output, "created an empty catalogue at \(redacted)\n", made.errors)
        let again = try run(["init", "--postgres", url])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.errors, "taproom: there is already a catalogue at \(redacted); nothing was changed\n")
        XCTAssertTrue(try run(["stats", "--json", "--postgres", url]).output.contains(#""beers":0"#))
    }

    func testAnImportIsAllOrNothingAndADryRunWritesNothing() throws {
        let directory = try makeTemporaryDirectory()
        let good = directory.appendingPathComponent("good.csv"), bad = directory.appendingPathComponent("bad.csv")
        try Self.beers.write(to: good, atomically: true, encoding: .utf8)
        try "name,brewery,abv\nFine Ale,Somebody,5\nBroken Ale,Somebody,\"5\n".write(to: bad, atomically: true, encoding: .utf8)
        // `import` makes the catalogue when the database has none, as it makes a file.
        let first = try run(["import", good.path, "--postgres", url])
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertTrue(first.output.contains("beers added: 3"), first.output)
        let refused = try run(["import", good.path, bad.path, "--postgres", url])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains("bad.csv"), refused.errors)
        let dryRun = try run(["import", "--dry-run", directory.appendingPathComponent("good.csv").path, "--postgres", url])
        XCTAssertTrue(dryRun.output.contains("dry run: nothing was written"), dryRun.output)
        XCTAssertTrue(try run(["stats", "--json", "--postgres", url]).output.contains(#""beers":3"#))
    }

    /// What PostgreSQL says when it refuses a write reaches the person, not a generic PSQLError line.
    func testAFailureInPostgreSQLIsSaidInItsOwnWords() throws {
        XCTAssertEqual(try run(["init", "--empty", "--postgres", url]).status, 0)
        try inDatabase("""
            CREATE FUNCTION refuse_beers() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no beers today'; END $$;
            CREATE TRIGGER refuse_beers BEFORE INSERT ON beers FOR EACH ROW EXECUTE FUNCTION refuse_beers();
            """)
        let file = try makeTemporaryDirectory().appendingPathComponent("beers.csv")
        try Self.beers.write(to: file, atomically: true, encoding: .utf8)
        let refused = try run(["import", file.path, "--postgres", url])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.errors, "taproom: PostgreSQL: no beers today\n")
    }

    func testAccountsAndTheBundledBeers() throws {
        XCTAssertEqual(try run(["init", "--postgres", url]).status, 0)
        let created = try run(["account", "create", "--admin", "--password-stdin", "--postgres", url, "alice"],
                              input: "correct horse battery\n")
        XCTAssertEqual(created.output, "created admin account alice\n", created.errors)
        XCTAssertTrue(try run(["account", "list", "--postgres", url]).output.hasPrefix("alice\t"))
        XCTAssertEqual(try run(["account", "delete", "--postgres", url, "alice"]).output, "deleted account alice\n")
        XCTAssertEqual(try run(["account", "list", "--postgres", url]).output, "")
        XCTAssertEqual(try run(["account", "delete", "--postgres", url, "alice"]).status, 1)

        let removed = try run(["bundled", "remove", "--postgres", url])
        XCTAssertTrue(removed.output.hasSuffix("bundled beers; 0 beers remain\n"), removed.output + removed.errors)
        let added = try run(["bundled", "add", "--postgres", url])
        XCTAssertTrue(added.output.hasPrefix("the catalogue now has "), added.output + added.errors)
        XCTAssertFalse(added.output.hasPrefix("the catalogue now has 0 "), added.output)
    }

    func testThePostgresURLComesFromTheEnvironmentAndIsRefusedBesideAnotherCatalogue() throws {
        XCTAssertEqual(try run(["init", "--empty", "--postgres", url]).status, 0)
        let fromEnvironment = try ChildProcess.run("/usr/bin/env", ["TAPROOM_POSTGRES_URL=\(url)", taproom, "stats", "--json"])
        XCTAssertEqual(fromEnvironment.status, 0, fromEnvironment.errors)
        XCTAssertTrue(fromEnvironment.output.contains(#""beers":0"#), fromEnvironment.output)

        for (extra, reason) in [(["--database", "x.sqlite"], "--database and --read-only are for a SQLite file"),
                                (["--read-only"], "--database and --read-only are for a SQLite file"),
                                (["--server", "http://127.0.0.1:1"], "--server")] {
            let refused = try run(["stats", "--postgres", url] + extra)
            XCTAssertEqual(refused.status, 64, "\(extra)")
            XCTAssertTrue(refused.errors.contains(reason), refused.errors)
        }
        let malformed = try run(["stats", "--postgres", "mysql://x/y"])
        XCTAssertEqual(malformed.status, 64)
        XCTAssertTrue(malformed.errors.contains("--postgres: a PostgreSQL URL starts postgres://"), malformed.errors)
        let backup = try run(["backup", "--postgres", url, "copy.sqlite"])
        XCTAssertEqual(backup.status, 1)
        XCTAssertTrue(backup.errors.contains("pg_dump"), backup.errors)
    }
}
