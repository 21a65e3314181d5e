import Foundation
import PTYTestSupport
import XCTest

/// `make install`'s copying step (`install-built`) on the programs this build made: the two
/// programs, the bundled catalogue, the manual page made from the command definitions, and the
/// bash, zsh and fish completions, all under DESTDIR and PREFIX. (The first run builds
/// swift-argument-parser's manual generator from its checkout, offline: about a minute.)
final class InstallCLITests: XCTestCase {
    private var destination: URL!

    override func setUpWithError() throws {
        destination = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-install-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: destination)
    }

    func testInstallPutsTheManualPageAndTheCompletionsUnderDestdirAndPrefix() throws {
        let program = try BuiltProduct.path(named: "taproom")
        let bin = URL(fileURLWithPath: program).deletingLastPathComponent().path
        // Tests/CatalogueTests/CLI/ is three folders below the repository.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let make = try ChildProcess.run("/usr/bin/env", [
            "make", "--no-print-directory", "-C", repository, "install-built",
            "BIN=\(bin)", "DESTDIR=\(destination.path)", "PREFIX=/opt/taproom",
        ])
        XCTAssertEqual(make.status, 0, make.output + make.errors)

        let prefix = destination.appendingPathComponent("opt/taproom")
        func installed(_ path: String) throws -> String {
            try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/taproom").path))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/taproom-server").path))
        XCTAssertTrue(try installed("share/taproom/Taproom_Catalogue.resources/catalogue.csv").contains("Mikkeller"))

        let manual = try installed("share/man/man1/taproom.1")
        XCTAssertTrue(manual.contains(".Dt TAPROOM 1"), manual)
        for text in ["Print the beers matching a query", "rating>4", "Exit status: 0 success", "Fl -read-only",
                     "Import beers from CSV or JSON files"] {
            XCTAssertTrue(manual.contains(text), "the manual page has \(text)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/opt/taproom"), "nothing outside DESTDIR")

        let bash = try installed("share/bash-completion/completions/taproom")
        let zsh = try installed("share/zsh/site-functions/_taproom")
        let fish = try installed("share/fish/vendor_completions.d/taproom.fish")
        XCTAssertTrue(zsh.hasPrefix("#compdef taproom"), zsh)
        XCTAssertTrue(fish.contains("complete -c 'taproom'"), fish)
        for script in [bash, zsh, fish] {
            for word in ["search", "import", "bundled", "read-only"] {
                XCTAssertTrue(script.contains(word), "\(word) completes:\n\(script.prefix(400))")
            }
        }
    }
}
