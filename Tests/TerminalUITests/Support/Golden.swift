import Foundation
import XCTest
import TerminalUI

/// Compares a rendered buffer with `Golden/<name>.txt` (annotated text, each row closed by `|` so
/// trailing spaces stay visible). `RECORD_GOLDEN=1` rewrites the file instead of comparing.
@MainActor
func assertGolden(_ buffer: CellBuffer, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let actual = buffer.annotatedText().split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0 + "|" }.joined(separator: "\n") + "\n"
    let url = goldenDirectory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            XCTFail("could not record \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("missing golden file \(name).txt (run with RECORD_GOLDEN=1); actual:\n\(actual)", file: file, line: line)
        return
    }
    XCTAssertEqual(actual, expected, "golden \(name).txt differs", file: file, line: line)
}

/// Tests/TerminalUITests/Golden, found from this source file's path.
private let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
