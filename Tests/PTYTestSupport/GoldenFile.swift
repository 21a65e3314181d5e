import Foundation
import XCTest

/// Golden-file comparison shared by the test targets: a rendered screen as annotated text
/// against `<directory>/<name>.txt`. Each row is closed by `|` so trailing spaces stay visible.
/// With `RECORD_GOLDEN=1` in the environment the file is (re)written instead of compared.
public enum GoldenFile {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// The golden form of `annotatedText` (rows joined by newlines): every row ends in `|`.
    public static func contents(of annotatedText: String) -> String {
        annotatedText.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 + "|" }.joined(separator: "\n") + "\n"
    }

    /// Compares `annotatedText` with `<directory>/<name>.txt`, or records it when recording.
    public static func assertMatches(_ annotatedText: String, name: String, directory: URL,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let actual = contents(of: annotatedText)
        let url = directory.appendingPathComponent(name + ".txt")
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
}
