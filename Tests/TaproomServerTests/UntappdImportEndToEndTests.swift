import Foundation
import PostgresTestSupport
import PTYTestSupport
import XCTest

/// `taproom import EXPORT --user NAME` with the real binary into every store: a SQLite file,
/// PostgreSQL (`--postgres`), and a `taproom serve` over either (`--server`, signed in as NAME).
/// Each prints the same report and gives back, through `export --user NAME --json`, exactly
/// what the same import into a file gives back.
final class UntappdImportEndToEndTests: XCTestCase {
    private var directory: URL!
    private var postgresURL = ""

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
        let postgres = try PostgresTestServer.running()
        let database = try postgres.makeDatabase()
        addTeardownBlock { try? postgres.dropDatabase(database) }
        postgresURL = "postgres://\(postgres.username)@localhost:\(postgres.port)/\(database)?host=\(postgres.socketDirectory)"
    }

    private static let password = "correct horse battery"

    /// A catalogue with the bundled beers and alice's account, in a new file or the test's database.
    private func makeCatalogue(_ store: [String]) throws {
        let made = try taproom(["init"] + store)
        XCTAssertEqual(made.status, 0, made.errors)
        let account = try taproom(["account", "create", "--password-stdin", "alice"] + store, input: Self.password + "\n")
        XCTAssertEqual(account.status, 0, account.errors)
    }

    private func file(_ name: String) -> [String] { ["--database", directory.appendingPathComponent(name).path] }
    private var postgres: [String] { ["--postgres", postgresURL] }

    /// An export with a byte-order mark, a comment over two lines, a beer matched in spite of case
    /// and accents, one the catalogue lacks (twice), an unlisted serving and a blank rating.
    private func export(_ rows: [String] = UntappdExportFile.rows) throws -> String {
        let url = directory.appendingPathComponent("untappd-\(UUID().uuidString).csv")
        try Data([0xEF, 0xBB, 0xBF] + Array(([UntappdExportFile.header] + rows).joined(separator: "\r\n").utf8)).write(to: url)
        return url.path
    }

    func testAnExportImportsIntoPostgreSQLAsIntoAFile() throws {
        let export = try export()
        try makeCatalogue(file("file.sqlite"))
        try makeCatalogue(postgres)
        for store in [file("file.sqlite"), postgres] {
            try assertImports(export, into: store)
        }
        XCTAssertEqual(try alicesExport(postgres), try alicesExport(file("file.sqlite")), "the same journal on both")

        let bad = try self.export([UntappdExportFile.rows[0].replacingOccurrences(of: "3.75", with: "3.7")])
        let refused = try taproom(["import", bad, "--user", "alice"] + postgres)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains(":2: column 13 (rating_score)"), refused.errors)
        let nobody = try taproom(["import", export, "--user", "nobody"] + postgres)
        XCTAssertEqual(nobody.status, 1)
        XCTAssertEqual(nobody.errors, "taproom: there is no user \"nobody\"\n")
    }

    func testAnExportImportsThroughAServerSignedInAsTheUser() throws {
        let export = try export()
        try makeCatalogue(file("local.sqlite"))
        try assertImports(export, into: file("local.sqlite"))
        let expected = try alicesExport(file("local.sqlite"))
        for served in [file("served.sqlite"), postgres] {
            try makeCatalogue(served)
            let server = try ServerProcess(arguments: served)
            defer { _ = server.stop() }
            let url = "http://127.0.0.1:\(server.port)"
            try assertImports(export, into: ["--server", url, "--password-stdin"], reading: served, input: Self.password + "\n")
            XCTAssertEqual(try alicesExport(served), expected, "\(served): what the server imported is what a file import gives back")

            let wrong = try taproom(["import", export, "--user", "alice", "--server", url, "--password-stdin"], input: "wrong\n")
            XCTAssertEqual(wrong.status, 1, wrong.errors)
            XCTAssertEqual(wrong.errors, "taproom: wrong username or password\n")
        }
        // A malformed file is refused before any server is asked (none listens here).
        let bad = try self.export([UntappdExportFile.rows[0].replacingOccurrences(of: "2019-05-04 19:45:12", with: "04/05/2019")])
        let refused = try taproom(["import", bad, "--user", "alice", "--server", "http://127.0.0.1:1", "--password-stdin"],
                                  input: Self.password + "\n")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains(":2: column 14 (created_at)"), refused.errors)
        let unreachable = try taproom(["import", export, "--user", "alice", "--server", "http://127.0.0.1:1", "--password-stdin"],
                                      input: Self.password + "\n")
        XCTAssertEqual(unreachable.status, 4, unreachable.errors)
        let beers = try taproom(["import", export, "--server", "http://127.0.0.1:1"])
        XCTAssertEqual(beers.status, 64)
        XCTAssertTrue(beers.errors.contains("--server imports an Untappd export into an account's journal (--user NAME)"),
                      beers.errors)
    }

    /// Without `--password-stdin` the password is asked on the terminal, with echo off.
    func testThePasswordIsAskedOnTheTerminalWithoutEcho() throws {
        let export = try export()
        try makeCatalogue(file("served.sqlite"))
        let server = try ServerProcess(arguments: file("served.sqlite"))
        defer { _ = server.stop() }
        let taproom = try BuiltProduct.path(named: "taproom")
        var session: TmuxSession? = try TmuxSession(width: 100, height: 12, shellCommand: """
            env LANG=C.UTF-8 TERM=xterm-256color '\(taproom)' import '\(export)' --user alice \
            --server http://127.0.0.1:\(server.port); echo "exit status $?"
            """)
        defer { session = nil }
        try session?.waitForText("Password for alice at http://127.0.0.1:\(server.port):")
        try session?.type(Self.password)
        try session?.press("Enter")
        let screen = try session?.waitForText("exit status 0", timeout: 60) ?? ""
        XCTAssertTrue(screen.contains(UntappdExportFile.report[0]), screen)
        XCTAssertFalse(screen.contains(Self.password), "the password reached the screen:\n\(screen)")
        XCTAssertTrue(try alicesExport(file("served.sqlite")).contains("untappd:1004"))
    }

    /// A dry run, the import, and the same again, by `arguments` (a store, or a server and how to
    /// sign in to it); `reading` is where the journal is read back (the store itself by default).
    private func assertImports(_ export: String, into arguments: [String], reading: [String]? = nil, input: String = "",
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let reading = reading ?? arguments
        let dry = try taproom(["import", export, "--user", "alice", "--dry-run"] + arguments, input: input)
        XCTAssertEqual(dry.status, 0, dry.errors, file: file, line: line)
        XCTAssertEqual(dry.output, UntappdExportFile.report.map { "would: \($0)\n" }.joined(), "\(arguments)", file: file, line: line)
        XCTAssertEqual(try alicesExport(reading), "", "\(arguments): a dry run writes nothing", file: file, line: line)

        let first = try taproom(["import", export, "--user", "alice"] + arguments, input: input)
        XCTAssertEqual(first.status, 0, first.errors, file: file, line: line)
        XCTAssertEqual(first.output, UntappdExportFile.report.map { "\($0)\n" }.joined(), "\(arguments)", file: file, line: line)
        let again = try taproom(["import", export, "--user", "alice"] + arguments, input: input)
        XCTAssertEqual(again.output, "0 check-ins added, 4 already imported, 0 beers added to the catalogue\n", "\(arguments)",
                       file: file, line: line)

        let journal = try alicesExport(reading)
        XCTAssertEqual(journal.split(separator: "\n").count, 3, "\(arguments): \(journal)", file: file, line: line)
        XCTAssertTrue(journal.contains(#""comment":"Crisp.\r\nSecond line, with \"quotes\".""#), journal, file: file, line: line)
        XCTAssertTrue(journal.contains(#""rating":3.75"#), journal, file: file, line: line)
        XCTAssertTrue(journal.contains(#""external_id":"untappd:1004""#), journal, file: file, line: line)
    }

    private func alicesExport(_ store: [String]) throws -> String {
        let export = try taproom(["export", "--user", "alice", "--json"] + store)
        XCTAssertEqual(export.status, 0, export.errors)
        return export.output
    }

    private func taproom(_ arguments: [String], input: String = "") throws -> ChildProcess.Result {
        try ChildProcess.run(try BuiltProduct.path(named: "taproom"), arguments, input: input)
    }
}

/// The Untappd export the tests write, and the report its import prints.
private enum UntappdExportFile {
    static let header = "beer_name,brewery_name,beer_type,beer_abv,beer_ibu,comment,venue_name,venue_city,venue_state,"
        + "venue_country,venue_lat,venue_lng,rating_score,created_at,checkin_url,beer_url,brewery_url,brewery_country,"
        + "brewery_city,brewery_state,flavor_profiles,purchase_venue,serving_type,checkin_id,bid,brewery_id,photo_url,"
        + "global_rating_score,global_weighted_rating_score,tagged_friends,total_toasts,total_comments"

    static let rows = [
        #"FRUH KOLSCH,COLNER HOFBRAU P. JOSEF FRUH,Kölsch,4.8,0,"Crisp."#
            + "\r\n" + #"Second line, with ""quotes"".",Früh am Dom,Köln,,Germany,50.9,6.9,3.75,2019-05-04 19:45:12,https://untappd.com/c/1001,,,Germany,Köln,,,,Draft,1001,1,2,,3.6,3.6,,0,0"#,
        #"Hazy Thing,New Brewery Ünïcode,IPA - New England,6.5,45,,,,,,,,,2020-01-31 23:59:59,,,,United States,Portland,Maine,,,Crowler,1002,3,4,,3.9,3.9,,2,0"#,
        #"hazy thing,NEW BREWERY UNICODE,IPA - New England,6.5,45,,,,,,,,4.5,2020-02-01 20:00:00,,,,United States,Portland,Maine,,,Can,1003,3,4,,3.9,3.9,,2,0"#,
        #"Orval,Brasserie d'Orval,Belgian Pale Ale,6.2,32,,Home,,,,,,4.25,2021-12-24 18:00:00,,,,Belgium,,,,,bottle,1004,5,6,,4,4,,1,1"#,
    ]

    static let report = [
        "4 check-ins added, 0 already imported, 1 beer added to the catalogue",
        #"1 check-in served as "Crowler" kept without a serving (Taproom lists draught, bottle, can, cask, taster)"#,
    ]
}
