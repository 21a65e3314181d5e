import Catalogue
import Foundation
import Logging

/// Where the app logs and at what level: `$XDG_STATE_HOME/taproom/taproom.log` (else
/// `~/.local/state/taproom/taproom.log`), level from `TAPROOM_LOG_LEVEL` (default `info`).
public enum AppLogging {
    public static func logFilePath(environment: [String: String]) -> String {
        BaseDirectory.state.folderOrUnderHomeDirectory(environment: environment) + "/taproom.log"
    }

    /// The level named by `TAPROOM_LOG_LEVEL` (`trace` … `critical`), else `info`.
    public static func level(environment: [String: String]) -> Logger.Level {
        environment["TAPROOM_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .info
    }

    /// Sends every logger of the process to the log file. When the file cannot be created the
    /// app still runs, without a log; the reason is returned so the caller can say it before
    /// the UI takes the screen.
    @discardableResult
    public static func bootstrap(environment: [String: String]) -> String? {
        let path = logFilePath(environment: environment)
        let level = level(environment: environment)
        do {
            let directory = (path as NSString).deletingLastPathComponent
            try Folders.make(directory)
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            let sink = FileLogHandler.Sink(handle: handle)
            LoggingSystem.bootstrap { label in FileLogHandler(label: label, level: level, sink: sink) }
            return nil
        } catch {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
            let reason = (error as? Folders.Failure)?.description ?? error.localizedDescription
            return "cannot write the log at \(path): \(reason)"
        }
    }
}
