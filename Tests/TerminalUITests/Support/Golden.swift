import Foundation
import PTYTestSupport
import TerminalUI

/// Compares a rendered buffer with `Golden/<name>.txt` (see `GoldenFile`); `RECORD_GOLDEN=1`
/// rewrites the file instead of comparing.
@MainActor
func assertGolden(_ buffer: CellBuffer, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    GoldenFile.assertMatches(buffer.annotatedText(), name: name, directory: goldenDirectory, file: file, line: line)
}

/// Tests/TerminalUITests/Golden, found from this source file's path.
private let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
