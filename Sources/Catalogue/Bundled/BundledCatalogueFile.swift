import Foundation

/// Finds the shipped `catalogue.csv` without SwiftPM's generated `Bundle.module`, which stops the
/// process with `fatalError` when the resource bundle is missing (for example a `taproom` binary
/// copied elsewhere without it). A missing file is an ordinary error here.
enum BundledCatalogueFile {
    static let bundleName = "Taproom_Catalogue.resources"

    /// The first place that holds the file, or nil.
    static func url(fileManager: FileManager = .default) -> URL? {
        candidates().first { fileManager.isReadableFile(atPath: $0.path) }
    }

    /// In order: the resource bundle beside the executable (where SwiftPM puts it, also for the
    /// test runner), an installed copy under `../share/taproom/`, and the package's own source tree
    /// (a binary built from a checkout that still exists).
    static func candidates() -> [URL] {
        var directories = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            directories.append(executable)
            directories.append(executable.appendingPathComponent("../share/taproom").standardized)
        }
        var urls = directories.map { $0.appendingPathComponent(bundleName).appendingPathComponent(BundledCatalogue.fileName) }
        let sourceResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources")
        urls.append(sourceResources.appendingPathComponent(BundledCatalogue.fileName))
        return urls
    }
}
