import Catalogue
import Foundation
import XCTest

/// `taproom help …` as a person or a script reads it: a page for every command, an error for
/// a command that does not exist, the whole query language and every sort order for `search`,
/// and the exit statuses as a paragraph of their own.
final class HelpCLITests: XCTestCase {
    private var home: TaproomHome!

    override func setUpWithError() throws {
        home = try TaproomHome()
    }

    override func tearDown() {
        home = nil
    }

    func testHelpAboutACommandThatDoesNotExistFailsWithStatusTwoAndSaysSo() throws {
        let unknown = try home.run(["help", "frobnicate"])
        XCTAssertEqual(unknown.status, 2, unknown.output + unknown.errors)
        XCTAssertEqual(unknown.output, "", "no page is printed for a command that does not exist")
        XCTAssertTrue(unknown.errors.hasPrefix("taproom: no help for \"frobnicate\": there is no such command"), unknown.errors)
        XCTAssertTrue(unknown.errors.contains("search, stats, export, account, import"), unknown.errors)

        let nested = try home.run(["help", "account", "frobnicate"])
        XCTAssertEqual(nested.status, 2, nested.output + nested.errors)
        XCTAssertTrue(nested.errors.contains("no help for \"account frobnicate\""), nested.errors)
        XCTAssertTrue(nested.errors.contains("create, delete, list"), nested.errors)

        let leaf = try home.run(["help", "search", "frobnicate"])
        XCTAssertEqual(leaf.status, 2, leaf.output + leaf.errors)
        XCTAssertTrue(leaf.errors.contains("`taproom search` has no subcommands"), leaf.errors)
    }

    func testHelpAboutCommandsThatExistStillSucceeds() throws {
        for path in [[], ["search"], ["account"], ["account", "create"], ["bundled", "remove"]] {
            let page = try home.run(["help"] + path)
            XCTAssertEqual(page.status, 0, "help \(path): \(page.errors)")
            XCTAssertTrue(page.output.contains("USAGE: taproom"), "help \(path): \(page.output)")
        }
        XCTAssertEqual(try home.run(["help", "search", "--help"]).status, 0)
    }

    func testSearchHelpListsEverySortOrderAndEveryQueryTerm() throws {
        let page = try home.run(["help", "search"])
        XCTAssertEqual(page.status, 0, page.errors)
        let lines = page.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for field in SortField.allCases {
            XCTAssertTrue(lines.contains { $0.hasPrefix(field.rawValue + " ") && $0.contains(" - by ") },
                          "--sort \(field.rawValue) is described on a line of its own:\n\(page.output)")
        }
        for field in QueryParser.fieldNames {
            XCTAssertTrue([":", ">", "<", "="].contains { page.output.contains(field + $0) },
                          "the query term \(field) is described:\n\(page.output)")
        }
        for example in ["abv>7", "abv:5-7", "ibu>=60", "rating>4", "rating:3-4", "style:stout", "brewery:\"Sierra Nevada\"",
                        "country:be", "fav"] {
            XCTAssertTrue(page.output.contains(example), "\(example) is in:\n\(page.output)")
        }
    }

    func testAnEmptyNumericTermSaysWhatItExpects() throws {
        let expectations = ["abv>": "\"abv>\" needs a number (percent), like abv>5.5",
                            "ibu:": "\"ibu:\" needs a number, like ibu>=60",
                            "rating>=": "\"rating>=\" needs a number of stars, like rating>4",
                            "brewery:": "\"brewery:\" needs a value, like brewery:\"Sierra Nevada\""]
        for (query, message) in expectations {
            let result = try home.run(["search", "--database", "/nonexistent/never-opened.sqlite", query])
            XCTAssertEqual(result.status, 2, "\(query): \(result.errors)")
            XCTAssertTrue(result.errors.hasPrefix("taproom: bad query: \(message)"), "\(query): \(result.errors)")
        }
    }

    /// Every page ends with the exit statuses, after a blank line: a paragraph of its own.
    func testEveryCommandsHelpHasTheExitStatusesAsAParagraphOfTheirOwn() throws {
        let paths = [[], ["search"], ["stats"], ["export"], ["account", "create"], ["account", "delete"], ["account", "list"],
                     ["import"], ["init"], ["backup"], ["copy"], ["bundled", "remove"], ["bundled", "add"], ["config"]]
        for path in paths {
            let page = try home.run(["help"] + path)
            XCTAssertEqual(page.status, 0, "help \(path): \(page.errors)")
            XCTAssertTrue(page.output.contains("\n\nExit status: 0 success;"),
                          "help \(path) has the exit statuses after a blank line:\n\(page.output)")
            let text = page.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(text.contains("2 a query that could not be understood, help about a command that does not exist"),
                          "help \(path):\n\(page.output)")
            XCTAssertTrue(text.contains("64 the command line could not be parsed"), "help \(path):\n\(page.output)")
        }
    }
}
