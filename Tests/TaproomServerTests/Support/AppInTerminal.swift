import Foundation
import PTYTestSupport

/// The real app, `taproom --server URL`, in a tmux terminal with a home of its own (HOME and the
/// XDG folders in a new temporary folder, removed afterwards).
final class AppInTerminal {
    let terminal: TmuxSession
    private let home: URL

    init(server url: String, width: Int = 100, height: Int = 30) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let assignments = ["HOME=\(home.path)", "XDG_CONFIG_HOME=\(home.path)/config", "XDG_DATA_HOME=\(home.path)/data",
                           "XDG_STATE_HOME=\(home.path)/state", "LANG=C.UTF-8", "TERM=xterm-256color",
                           "SWIFT_BACKTRACE=enable=no", "TAPROOM_NO_STATE=1"]
        let command = ["/usr/bin/env", "-u", "TAPROOM_SERVER", "-u", "TAPROOM_POSTGRES_URL"] + assignments
            + [try BuiltProduct.path(named: "taproom"), "--server", url]
        terminal = try TmuxSession(width: width, height: height,
                                   shellCommand: command.map(Self.quoted).joined(separator: " ") + "; echo \"EXIT=$?\"; exec cat")
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
