import Foundation
import PTYTestSupport
import XCTest

/// `taproom search|stats|export --server URL` with the real binary against a real `taproom serve`:
/// the same output as the same command on the served file, and one line and a non-zero exit
/// when the server cannot be used.
final class ServerOptionEndToEndTests: XCTestCase {
    private var directory: URL!
    private var database: String { directory.appendingPathComponent("taproom.sqlite").path }

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
        // A new catalogue holds the bundled beers.
        let created = try taproom(["account", "create", "--password-stdin", "--database", database, "alice"],
                                  input: "correct horse battery\n")
        XCTAssertEqual(created.status, 0, created.errors)
    }

    func testSearchAndStatsPrintWhatTheServedFilePrints() throws {
        let server = try ServerProcess(arguments: ["--database", database])
        defer { _ = server.stop() }
        let url = "http://127.0.0.1:\(server.port)"
        // 250 beers take two of the server's pages.
        for arguments in [["stout"], ["--sort", "abv", "--desc", "--json", "--limit", "250"], ["pale", "ale", "--limit", "3"],
                          ["zzzz"], ["--sort", "brewery", "country:us", "--json"]] {
            let local = try taproom(["search", "--database", database] + arguments)
            let served = try taproom(["search", "--server", url] + arguments)
            XCTAssertEqual(served.status, local.status, "\(arguments): \(served.errors)")
            XCTAssertEqual(served.output, local.output, "\(arguments)")
        }
        for arguments in [[], ["--json"]] {
            let local = try taproom(["stats", "--database", database] + arguments)
            let served = try taproom(["stats", "--server", url] + arguments)
            XCTAssertEqual(served.status, 0, served.errors)
            XCTAssertEqual(served.output, local.output)
        }
        let fromEnvironment = try taproom(["stats", "--json"], environment: ["TAPROOM_SERVER": url])
        XCTAssertEqual(fromEnvironment.output, try taproom(["stats", "--json", "--database", database]).output)
        // An explicit file wins over the environment's server.
        let explicitFile = try taproom(["stats", "--json", "--database", database], environment: ["TAPROOM_SERVER": "http://127.0.0.1:1"])
        XCTAssertEqual(explicitFile.status, 0, explicitFile.errors)

        let badQuery = try taproom(["search", "--server", url, "colour:amber"])
        XCTAssertEqual(badQuery.status, 2)
        XCTAssertTrue(badQuery.errors.contains("bad query"), badQuery.errors)
    }

    func testExportPagesThroughTheServedCatalogue() throws {
        let server = try ServerProcess(arguments: ["--database", database])
        defer { _ = server.stop() }
        let url = "http://127.0.0.1:\(server.port)"

        let localCSV = try taproom(["export", "--database", database])
        let servedCSV = try taproom(["export", "--server", url])
        XCTAssertEqual(servedCSV.status, 0, servedCSV.errors)
        let (localLines, servedLines) = (localCSV.output.split(separator: "\n"), servedCSV.output.split(separator: "\n"))
        XCTAssertEqual(servedLines.first, localLines.first, "the same columns")
        XCTAssertEqual(servedCSV.output, localCSV.output, "the same file")
        XCTAssertEqual(servedLines.count, localLines.count)
        XCTAssertGreaterThan(servedLines.count, 300, "more beers than one page of the server's")

        // Beer for beer in the same order, every field.
        let local = try Self.objects(try taproom(["export", "--json", "--database", database]).output)
        let served = try Self.objects(try taproom(["export", "--json", "--server", url]).output)
        XCTAssertEqual(served.count, local.count)
        for (servedBeer, localBeer) in zip(served, local) {
            for key in ["id", "name", "brewery", "city", "state", "country", "style", "abv", "ibu", "srm", "description",
                        "first_brewed"] {
                XCTAssertEqual(servedBeer[key].map { "\($0)" }, localBeer[key].map { "\($0)" }, "\(key) of \(localBeer["name"] ?? "")")
            }
        }

        let personal = try taproom(["export", "--server", url, "--user", "alice"])
        XCTAssertEqual(personal.status, 64)
        XCTAssertTrue(personal.errors.contains("--user names an account of a local catalogue"), personal.errors)
    }

    /// `account create --server` makes the account on the served catalogue, as the app's form
    /// does, and nothing on this machine; what only the catalogue's own machine may do is refused.
    func testAccountCreateWithServerMakesTheAccountOnTheServer() throws {
        let server = try ServerProcess(arguments: ["--database", database])
        defer { _ = server.stop() }
        let url = "http://127.0.0.1:\(server.port)"
        let home = directory.appendingPathComponent("home").path
        let environment = ["HOME": home, "XDG_DATA_HOME": home + "/data"]

        let created = try taproom(["account", "create", "--server", url, "--password-stdin", "bob"],
                                  input: "another horse battery\n", environment: environment)
        XCTAssertEqual(created.status, 0, created.errors)
        XCTAssertEqual(created.output, "created account bob\n")
        let listed = try taproom(["account", "list", "--database", database])
        XCTAssertTrue(listed.output.contains("bob\t"), listed.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/data/taproom/taproom.sqlite"), "no local catalogue made")

        for arguments in [["account", "create", "--server", url, "--admin", "--password-stdin", "carol"],
                          ["account", "list", "--server", url], ["account", "delete", "--server", url, "bob"]] {
            let refused = try taproom(arguments, input: "another horse battery\n", environment: environment)
            XCTAssertEqual(refused.status, 64, "\(arguments): \(refused.errors)")
            XCTAssertTrue(refused.errors.contains("--"), refused.errors)
        }
        XCTAssertTrue(try taproom(["account", "list", "--database", database]).output.contains("bob\t"), "still there")
        XCTAssertFalse(try taproom(["account", "list", "--database", database]).output.contains("carol"))
    }

    func testAServerThatCannotBeUsedIsOneLineAndANonZeroExit() throws {
        for command in [["search", "stout"], ["stats"], ["export"]] {
            let refused = try taproom(command + ["--server", "http://127.0.0.1:1"])
            XCTAssertEqual(refused.status, 4, "\(command)")
            XCTAssertEqual(refused.errors, "taproom: Cannot reach the server at http://127.0.0.1:1: connection refused\n")
            XCTAssertEqual(refused.output, "")
        }
        let both = try taproom(["stats", "--server", "http://127.0.0.1:1", "--database", database])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.errors.contains("--server reads a served catalogue: --database and --read-only are for a local file"),
                      both.errors)
        let notAURL = try taproom(["search", "--server", "beer.example:8080", "stout"])
        XCTAssertEqual(notAURL.status, 64)
        XCTAssertTrue(notAURL.errors.contains("\"beer.example:8080\" is not a server address"), notAURL.errors)
    }

    private func taproom(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
        -> ChildProcess.Result {
        let binary = try BuiltProduct.path(named: "taproom")
        guard !environment.isEmpty else { return try ChildProcess.run(binary, arguments, input: input) }
        return try ChildProcess.run("/usr/bin/env", environment.map { "\($0.key)=\($0.value)" } + [binary] + arguments,
                                    input: input)
    }

    /// One JSON object a line.
    private static func objects(_ lines: String) throws -> [[String: Any]] {
        try lines.split(separator: "\n").map {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
