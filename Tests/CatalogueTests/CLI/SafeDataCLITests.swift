import Catalogue
import Foundation
import GRDB
import PTYTestSupport
import XCTest

/// The real `taproom` with a person's data: complete files after every exit, backups, read-only
/// catalogues, commands that read never creating one, and output that cannot drive the terminal.
final class SafeDataCLITests: XCTestCase {
    private var home: URL!
    private var database: String!

    override func setUpWithError() throws {
        home = try makeTemporaryDirectory()
        database = home.appendingPathComponent("data/taproom.sqlite").path
    }

    private func taproom(_ arguments: String..., stdin: String = "") throws -> TaproomProcess.Result {
        try TaproomProcess.run(arguments, stdin: stdin, home: home)
    }

    /// The fixture beers, marked as having the bundled catalogue, with their writes still in the
    /// log: the store stays open, as the app would keep it while a command runs.
    private func openFixtureCatalogue() throws -> CatalogueStore {
        let store = try CatalogueStore(path: database)
        try store.write { tx in
            for beer in Fixtures.beers { try tx.upsert(beer: beer) }
            try tx.setMeta(String(try BundledCatalogue.shippedVersion()), forKey: MetaKey.bundledCatalogueVersion)
        }
        XCTAssertGreaterThan(StoreClosingTests.walSize(of: database), 0)
        return store
    }

    private func fixtureCatalogue() throws {
        try openFixtureCatalogue().close()
    }

    // MARK: The file is complete after every exit

    func testAfterAnyCommandTheFileAloneIsComplete() throws {
        let app = try openFixtureCatalogue()
        let stats = try taproom("stats", "--database", database)
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertEqual(StoreClosingTests.walSize(of: database), 0)
        XCTAssertEqual(try StoreClosingTests.beersInPlainCopy(of: database, in: home), Fixtures.beers.count)

        let created = try taproom("account", "create", "alice", "--password-stdin", "--database", database,
                                  stdin: "long enough\n")
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(StoreClosingTests.walSize(of: database), 0)
        withExtendedLifetime(app) {}
    }

    func testAfterTheAppQuitsTheFileAloneIsComplete() throws {
        let taproom = try BuiltProduct.path(named: "taproom")
        let data = home.appendingPathComponent("xdg")
        let session = try TmuxSession(width: 80, height: 24, shellCommand: """
            env LANG=C.UTF-8 TERM=xterm-256color HOME='\(home.path)' XDG_DATA_HOME='\(data.path)' \
            XDG_STATE_HOME='\(home.path)/state' '\(taproom)'; echo "EXIT=$?"; exec cat
            """)
        try session.waitForText("336 beers")
        try session.press("F10")
        try session.waitForText("EXIT=0")
        let file = data.appendingPathComponent("taproom/taproom.sqlite").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-wal"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file + "-shm"))
        XCTAssertEqual(try StoreClosingTests.beersInPlainCopy(of: file, in: home), 336)
    }

    // MARK: The app follows other programs' changes

    /// The app looks every half second; the wait allows for a busy machine.
    func testTheAppShowsAnImportFromAnotherProcess() throws {
        let taproom = try BuiltProduct.path(named: "taproom")
        let data = home.appendingPathComponent("xdg")
        let session = try TmuxSession(width: 80, height: 24, shellCommand: """
            env LANG=C.UTF-8 TERM=xterm-256color HOME='\(home.path)' XDG_DATA_HOME='\(data.path)' \
            XDG_STATE_HOME='\(home.path)/state' '\(taproom)'; echo "EXIT=$?"; exec cat
            """)
        try session.waitForText("Taproom — 336 beers", "336 beers · Sort")
        let file = data.appendingPathComponent("taproom/taproom.sqlite").path
        let imported = try TaproomProcess.run(["import", "--database", file, ImportFixtures.path("punkapi/beers")], home: home)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        try session.waitForText("Taproom — 339 beers", "339 beers · Sort", timeout: 3)
        try session.press("F10")
        try session.waitForText("EXIT=0")
    }

    // MARK: Backup

    func testBackupCopiesTheCatalogueAndNeverReplacesAFileUnlessForced() throws {
        let app = try openFixtureCatalogue()
        let backup = home.appendingPathComponent("backup.sqlite").path
        try DatabaseLockHolder.holding(on: database) {
            let made = try taproom("backup", "--database", database, backup)
            XCTAssertEqual(made.status, 0, made.stderr)
            XCTAssertEqual(made.stdout, "backed up \(database!) to \(backup)\n")
        }
        XCTAssertEqual(try StoreClosingTests.beersInPlainCopy(of: backup, in: home), Fixtures.beers.count)
        let stats = try taproom("stats", "--json", "--database", backup)
        XCTAssertTrue(stats.stdout.contains("\"beers\":9"), stats.stdout + stats.stderr)

        let again = try taproom("backup", "--database", database, backup)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "taproom: \(backup) already exists; give --force to replace it\n")
        XCTAssertEqual(try taproom("backup", "--database", database, backup, "--force").status, 0)

        let nowhere = home.appendingPathComponent("no/folder/backup.sqlite").path
        let failed = try taproom("backup", "--database", database, nowhere)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.hasPrefix("taproom: cannot write the backup to \(nowhere): "), failed.stderr)
        withExtendedLifetime(app) {}
    }

    // MARK: Read-only catalogues

    /// With `chmod` (which root ignores, so root also says `--read-only`): reading commands work;
    /// every command that would write says the catalogue is read-only and exits 3.
    func testAReadOnlyCatalogueCanBeReadButNotWritten() throws {
        try fixtureCatalogue()
        let folder = home.appendingPathComponent("data").path
        XCTAssertEqual(chmod(database, 0o444), 0)
        XCTAssertEqual(chmod(folder, 0o555), 0)
        addTeardownBlock { chmod(folder, 0o755) }
        let asRoot = geteuid() == 0 ? ["--read-only"] : []
        func run(_ arguments: [String], stdin: String = "") throws -> TaproomProcess.Result {
            try TaproomProcess.run(arguments + ["--database", database] + asRoot, stdin: stdin, home: home)
        }

        let stats = try run(["stats", "--json"])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.contains("\"beers\":9"), stats.stdout)
        XCTAssertEqual(try run(["search", "orval"]).status, 0)
        XCTAssertEqual(try run(["export"]).stdout.split(separator: "\n").count, 10)
        XCTAssertEqual(try run(["account", "list"]).status, 0)
        XCTAssertEqual(try run(["backup", home.appendingPathComponent("b.sqlite").path]).status, 0)

        let message = "taproom: the catalogue at \(database!) is read-only\n"
        for (arguments, stdin) in [(["account", "create", "bob", "--password-stdin"], "long enough\n"),
                                   (["import", ImportFixtures.path("punkapi/beers")], ""),
                                   (["bundled", "remove"], "")] {
            let result = try run(arguments, stdin: stdin)
            XCTAssertEqual(result.status, 3, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
    }

    /// The built taproom and its resources copied under the test's home (0755), so `nobody` can
    /// run it whatever the permissions of the folder the project was built in.
    private func readableCopyOfTaproom() throws -> URL {
        let built = try TaproomProcess.executable()
        let folder = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("taproom")
        try FileManager.default.copyItem(at: built, to: copy)
        let resources = built.deletingLastPathComponent().appendingPathComponent("Taproom_Catalogue.resources")
        if FileManager.default.fileExists(atPath: resources.path) {
            try FileManager.default.copyItem(at: resources, to: folder.appendingPathComponent(resources.lastPathComponent))
        }
        for path in [folder.path, copy.path] { XCTAssertEqual(chmod(path, 0o755), 0) }
        return copy
    }

    /// Another user's catalogue, closed cleanly (no -wal or -shm) in a folder the reader cannot
    /// write: SQLite cannot make the index it reads a WAL database with, so it is read as
    /// immutable. Run as `nobody` when the tests run as root, so the permissions really apply.
    func testAnotherUsersCatalogueInAFolderTheyCannotWriteCanBeRead() throws {
        try fixtureCatalogue()
        let folder = home.appendingPathComponent("data").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-shm"))
        XCTAssertEqual(chmod(database, 0o444), 0)
        XCTAssertEqual(chmod(folder, 0o555), 0)
        XCTAssertEqual(chmod(home.path, 0o755), 0)
        addTeardownBlock { chmod(folder, 0o755) }
        var prefix: [String] = []
        if geteuid() == 0 {
            guard let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first(where: FileManager.default.isExecutableFile),
                  getpwnam("nobody") != nil else { throw XCTSkip("no runuser or no user nobody to read as") }
            prefix = [runuser, "-u", "nobody", "--"]
        }
        let command = prefix + [try readableCopyOfTaproom().path, "stats", "--json", "--database", database!]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("\"beers\":9"), text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-shm"))
    }

    /// The app on a read-only catalogue: browsing and signing in work; a favourite says why it
    /// cannot be kept, on the status line, and the app goes on.
    /// A read-only catalogue is browsed; nobody signs in there (nothing personal could be kept),
    /// so F2 and the personal keys are not offered.
    func testTheAppBrowsesAReadOnlyCatalogueAndOffersNoSignIn() async throws {
        let store = try openFixtureCatalogue()
        _ = try await SQLiteCatalogue.testing(store).createAccount(name: "alice", password: "long enough")
        try store.close()
        let taproom = try BuiltProduct.path(named: "taproom")
        let session = try TmuxSession(width: 220, height: 24, shellCommand: """
            env LANG=C.UTF-8 TERM=xterm-256color HOME='\(home.path)' XDG_STATE_HOME='\(home.path)/state' \
            '\(taproom)' --read-only --database '\(database!)'; echo "EXIT=$?"; exec cat
            """)
        let list = try session.waitForText("Taproom — 9 beers", "9 beers · Sort", "read-only")
        XCTAssertFalse(list.contains("F2"), list)
        try session.press("F2")
        try session.press("Enter")
        let detail = try session.waitForText("1 of 9", "read-only: favourites, ratings and notes are not kept")
        XCTAssertFalse(detail.contains("Username"), "no sign-in form: \(detail)")
        try session.press("F10")
        try session.waitForText("EXIT=0")
    }

    // MARK: Reading never creates

    func testReadingCommandsNeverCreateACatalogue() throws {
        let missing = home.appendingPathComponent("missing/dir/x.sqlite").path
        for arguments in [["search", "ale"], ["stats"], ["export"], ["account", "list"], ["account", "delete", "bob"],
                          ["backup", home.appendingPathComponent("b.sqlite").path], ["bundled", "remove"]] {
            let result = try TaproomProcess.run(arguments + ["--database", missing], home: home)
            XCTAssertEqual(result.status, 3, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("taproom: no catalogue at \(missing)"), "\(arguments): \(result.stderr)")
        }
        // The app, without a terminal, refuses before it opens anything (a chosen path must hold a
        // catalogue in any case: only its default one is made; the end-to-end tests show that).
        let app = try TaproomProcess.run(["--database", missing], home: home)
        XCTAssertEqual(app.status, 2, app.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent("missing").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent("b.sqlite").path))
    }

    func testImportAndAccountCreateMakeACatalogue() throws {
        let imported = try taproom("import", "--database", database, ImportFixtures.path("punkapi/beers"))
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let other = home.appendingPathComponent("accounts/taproom.sqlite").path
        let created = try taproom("account", "create", "alice", "--password-stdin", "--database", other, stdin: "long enough\n")
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: other))
    }

    func testAnEmptyFileIsNotTurnedIntoACatalogue() throws {
        let empty = home.appendingPathComponent("empty.sqlite").path
        XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
        for arguments in [["stats"], ["import", ImportFixtures.path("punkapi/beers")]] {
            let result = try TaproomProcess.run(arguments + ["--database", empty], home: home)
            XCTAssertEqual(result.status, 3, "\(arguments)")
            XCTAssertTrue(result.stderr.contains("\(empty) is empty (0 bytes)"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int, 0)
    }

    // MARK: Output

    func testControlCharactersInDataNeverReachTheTerminal() throws {
        let csv = home.appendingPathComponent("hostile.csv")
        let hostile = "Evil \u{1B}]0;pwned\u{07} Ale"
        try Data("name,brewery,abv\n\"\(hostile)\",Bad \u{202E}Brewing\u{7F}\u{9B},5\n\"Strong \u{1B}[2J\",Bad Brewing,95\n".utf8).write(to: csv)
        let imported = try taproom("import", "--database", database, csv.path)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stderr.contains(#"for 'Strong \u{1B}[2J' looks implausible"#), imported.stderr)
        XCTAssertFalse(imported.stderr.unicodeScalars.contains { $0.value == 0x1B }, "import warnings are escaped")

        let table = try taproom("search", "--database", database, "evil")
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains(#"Evil \u{1B}]0;pwned\u{7} Ale  Bad \u{202E}Brewing\u{7F}\u{9B}"#), table.stdout)
        XCTAssertFalse(table.stdout.unicodeScalars.contains { [0x1B, 0x07, 0x7F, 0x9B, 0x202E].contains($0.value) })

        let json = try taproom("search", "--database", database, "--json", "evil")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, hostile, "JSON keeps the data exact")
        let export = try taproom("export", "--database", database, "--csv")
        XCTAssertTrue(export.stdout.contains(hostile), "CSV keeps the data exact")

        let noUser = try taproom("search", "--database", database, "--user", "\u{1B}[2J", "evil")
        XCTAssertEqual(noUser.stderr, "taproom: there is no user \"\\u{1B}[2J\"\n")
    }

    func testSearchShowsABVAsTheAppDoes() throws {
        try fixtureCatalogue()
        let result = try taproom("search", "--database", database, "orval")
        let row = try XCTUnwrap(result.stdout.split(separator: "\n").dropFirst().first)
        XCTAssertTrue(row.hasSuffix("  6.2%   32"), String(row))
        let guinness = try taproom("search", "--database", database, "guinness")
        XCTAssertTrue(guinness.stdout.contains(" 4.2% "), guinness.stdout)
    }

    // MARK: A person's own catalogue

    func testInitEmptyThenImportMakesAnOwnCatalogue() throws {
        let made = try taproom("init", "--empty", "--database", database)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(made.stdout, "created an empty catalogue at \(database!)\n")
        XCTAssertEqual(try taproom("import", "--database", database, ImportFixtures.path("punkapi/beers")).status, 0)
        let stats = try taproom("stats", "--json", "--database", database)
        XCTAssertTrue(stats.stdout.contains("\"beers\":3,"), stats.stdout)
        let again = try taproom("init", "--database", database)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "taproom: there is already a file at \(database!); nothing was changed\n")

        let bundled = home.appendingPathComponent("bundled.sqlite").path
        let full = try taproom("init", "--database", bundled)
        XCTAssertEqual(full.stdout, "created a catalogue at \(bundled) with 336 bundled beers\n")
    }

    func testBundledRemoveKeepsOwnBeersAndAddBringsThemBack() async throws {
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: database)
        try store.write { tx in _ = try tx.upsert(beer: NewBeer(name: "House Pale", brewery: NewBrewery(name: "The Local Tap"))) }
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let orval = try XCTUnwrap(try store.allBeers().first { $0.name == "Orval" })
        _ = try await catalogue.setFavourite(true, beerID: orval.id, session: alice)
        try store.close()

        let refused = try taproom("bundled", "remove", "--database", database)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("1 favourites, ratings, notes or check-ins are on bundled beers"), refused.stderr)
        let removed = try taproom("bundled", "remove", "--force", "--database", database)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.stdout, "removed 336 bundled beers; 1 beers remain\n")
        let search = try taproom("search", "--database", database, "--json", "house")
        XCTAssertTrue(search.stdout.contains("House Pale"), search.stdout)
        let added = try taproom("bundled", "add", "--database", database)
        XCTAssertEqual(added.stdout, "the catalogue now has 337 beers\n", added.stderr)
    }
}
