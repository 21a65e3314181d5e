import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// Runs the built `taproom import` binary and checks its exit codes and output streams.
final class ImportCommandTests: XCTestCase {
    private var directory: URL!
    private var database: String { directory.appendingPathComponent("db.sqlite").path }

    override func setUpWithError() throws { directory = try makeTemporaryDirectory() }

    private struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `taproom` executable next to the test bundle (SwiftPM builds it with the tests).
    private func taproom() throws -> URL {
        let url = Bundle.main.bundleURL.appendingPathComponent("taproom")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("taproom binary not built at \(url.path)")
        }
        return url
    }

    private func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = try taproom()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TAPROOM_DATABASE"] = database
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read stderr on another thread so neither pipe can fill up and block the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: outputData, as: UTF8.self),
                       stderr: String(decoding: errorData.waitForValue(), as: UTF8.self))
    }

    func testSuccessfulImportExitsZeroAndPrintsSummary() throws {
        let outcome = try run(["import", ImportFixtures.path("craft-cans/beers.csv"), ImportFixtures.path("craft-cans/breweries.csv")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("rows read: 14"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("beers added: 14"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("breweries added: 2"), outcome.stdout)
        XCTAssertEqual(outcome.stderr, "", "no progress bar when stderr is not a terminal")
    }

    func testDryRunWritesNothing() throws {
        let dry = try run(["import", "--dry-run", "--database", database, ImportFixtures.path("punkapi/beers")])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("beers added: 3"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("dry run: nothing was written"), dry.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [],
                       "a dry run into a new catalogue makes none")
        let real = try run(["import", "--database", database, ImportFixtures.path("punkapi/beers")])
        XCTAssertTrue(real.stdout.contains("beers added: 3"), "the dry run left nothing behind: \(real.stdout)")
    }

    func testWarningsGoToStandardError() throws {
        let outcome = try run(["import", ImportFixtures.path("hazards/absurd-values.csv")])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stderr.contains("warning: absurd-values.csv:2: ABV 99.99%"), outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("warnings: 2"), outcome.stdout)
    }

    func testBadInputExitsOneNamingFileAndLine() throws {
        let outcome = try run(["import", ImportFixtures.path("hazards/unterminated-quote.csv")])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.contains("unterminated-quote.csv:3: unterminated quoted field"), outcome.stderr)
        let missing = try run(["import", directory.appendingPathComponent("nope.csv").path])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope.csv"), missing.stderr)
        let utf8 = try run(["import", "--format", "csv", ImportFixtures.path("hazards/invalid-utf8.csv")])
        XCTAssertEqual(utf8.status, 1)
        XCTAssertTrue(utf8.stderr.contains("invalid-utf8.csv:3: column 1: invalid UTF-8"), utf8.stderr)
    }

    func testAFailedImportIntoANewCatalogueLeavesNoFile() throws {
        let outcome = try run(["import", "--database", database, ImportFixtures.path("hazards/unterminated-quote.csv")])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    /// Ctrl-C while a new catalogue is being made removes the half-made file. The import reads a
    /// FIFO that this test holds open and never writes to, so it is still waiting for its file's
    /// first line when the signal comes.
    func testInterruptingAnImportIntoANewCatalogueLeavesNoFile() throws {
        let fifo = directory.appendingPathComponent("beers.csv").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let process = Process()
        process.executableURL = try taproom()
        process.arguments = ["import", "--database", database, "--format", "csv", fifo]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = FIFOWriter(fifo)
        XCTAssertTrue(writer.waitUntilOpen(timeout: 30), "the import opened its file")
        let halfMade = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".taproom-new-") }
        XCTAssertEqual(halfMade.count, 1, "the catalogue is being made beside its path")
        process.interrupt()
        process.waitUntilExit()
        writer.close()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGINT)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["beers.csv"])
    }

    func testUnusableDatabaseExitsThreeLikeTheOtherCommands() throws {
        let outcome = try run(["import", "--database", directory.path, ImportFixtures.path("hazards/abv-percent.csv")])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stderr, "taproom: cannot open the database at \(directory.path): it is a directory\n")
        let damaged = directory.appendingPathComponent("damaged.sqlite")
        try Data(repeating: 0x42, count: 4096).write(to: damaged)
        let corrupt = try run(["import", "--database", damaged.path, ImportFixtures.path("hazards/abv-percent.csv")])
        XCTAssertEqual(corrupt.status, 3)
        XCTAssertTrue(corrupt.stderr.hasPrefix("taproom: the database at \(damaged.path) is damaged"), corrupt.stderr)
    }

    func testImportGoesIntoTheMergedCatalogue() throws {
        let outcome = try run(["import", "--database", database, ImportFixtures.path("punkapi/beers")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let stats = try run(["stats", "--json", "--database", database])
        let bundled = try BundledCatalogue.load().batch.beers.count
        XCTAssertTrue(stats.stdout.contains("\"beers\":\(bundled + 3)"), stats.stdout)
    }

    func testHelpDocumentsTheExitStatuses() throws {
        let help = try run(["import", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("3 the database could not be opened"), help.stdout)
    }

    func testUnknownFormatIsAUsageError() throws {
        let outcome = try run(["import", "--format", "xml", ImportFixtures.path("hazards/abv-percent.csv")])
        XCTAssertEqual(outcome.status, 64)
    }
}

/// The writing end of a FIFO, opened on another thread: a blocking open for writing returns
/// only once some process has opened the FIFO for reading.
private final class FIFOWriter: @unchecked Sendable {  // state guarded by `condition`
    private let path: String
    private let condition = NSCondition()
    private var descriptor: Int32?

    init(_ path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let opened = open(path, O_WRONLY)
            condition.lock()
            descriptor = opened
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Whether a reader opened the FIFO within `timeout` seconds.
    func waitUntilOpen(timeout: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while descriptor == nil, condition.wait(until: deadline) {}
        return (descriptor ?? -1) >= 0
    }

    /// Closes the writing end; if no reader ever came, opens one so that the waiting open returns.
    func close() {
        if !waitUntilOpen(timeout: 0) {
            let reader = open(path, O_RDONLY | O_NONBLOCK)
            _ = waitUntilOpen(timeout: 30)
            if reader >= 0 { Glibc.close(reader) }
        }
        condition.lock()
        if let descriptor, descriptor >= 0 { Glibc.close(descriptor) }
        condition.unlock()
    }
}

/// A value handed from the stderr reader thread to the test.
private final class LockedData: @unchecked Sendable {  // state guarded by `condition`
    private let condition = NSCondition()
    private var value: Data?

    func set(_ data: Data) {
        condition.lock()
        value = data
        condition.broadcast()
        condition.unlock()
    }

    func waitForValue() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value ?? Data()
    }
}
