import Foundation
import PTYTestSupport
import XCTest

/// The real `taproom` binary with a home of its own (HOME, XDG_DATA_HOME and XDG_STATE_HOME in
/// a fresh temporary folder) and nothing else of the caller's environment.
final class TaproomHome {
    let program: String
    let folder: URL
    var dataHome: URL { folder.appendingPathComponent("data") }
    var stateHome: URL { folder.appendingPathComponent("state") }
    /// The default catalogue, as the app and `taproom init` make it.
    var catalogue: URL { dataHome.appendingPathComponent("taproom/taproom.sqlite") }

    init() throws {
        program = try BuiltProduct.path(named: "taproom")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private var assignments: [String] {
        ["HOME=\(folder.path)", "XDG_DATA_HOME=\(dataHome.path)", "XDG_STATE_HOME=\(stateHome.path)",
         "LANG=C.UTF-8", "PATH=/usr/bin:/bin", "SWIFT_BACKTRACE=enable=no"]
    }

    /// Runs taproom with standard input, output and error on pipes (as a script runs it).
    func run(_ arguments: [String], environment: [String] = [], input: String = "") throws -> ChildProcess.Result {
        try ChildProcess.run("/usr/bin/env", ["-i"] + assignments + environment + [program] + arguments, input: input)
    }

    /// A shell command that runs taproom here in a terminal, then prints `EXIT=<status>` and
    /// keeps the pane open.
    func shellCommand(arguments: [String] = [], environment: [String] = ["TERM=xterm-256color"]) -> String {
        let words = (["env", "-i"] + assignments + environment + [program] + arguments).map(Self.quoted)
        return words.joined(separator: " ") + "; echo \"EXIT=$?\"; exec cat"
    }

    /// Every file and folder under the home, relative to it, sorted.
    func contents() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String { found.append(path) }
        return found.sorted()
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
