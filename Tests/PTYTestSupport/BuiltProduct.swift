import Foundation
import XCTest

/// Finds an executable product built next to the test bundle (`.build/<triple>/debug/`).
public enum BuiltProduct {
    public static func path(named name: String) throws -> String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent(name).path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw MissingTestTool("\(name) is not built (looked in \(candidates)); run `swift build --build-tests` first")
        }
        return found
    }
}
