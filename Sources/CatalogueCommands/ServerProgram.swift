import ArgumentParser
import CommandLineSupport
import Foundation

/// `taproom-server`, the program beside `taproom` that holds the shared catalogue's server and
/// PostgreSQL (built apart, so that building the app does not build the server stack). `taproom
/// serve …` and the commands given `--postgres` become it, with the same arguments.
package enum ServerProgram {
    package static let name = "taproom-server"

    /// Runs `taproom-server` in this process's place with this process's arguments; returns only
    /// by throwing, when it cannot be run.
    package static func replaceProcess() throws -> Never {
        let path = location()
        let arguments = [path] + CommandLine.arguments.dropFirst()
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("""
            taproom: cannot run \(path.terminalSafe) (\(reason)): the server is a program of its own; \
            `make server` builds it, `make install` installs it beside taproom

            """.utf8))
        throw ExitCode(ExitStatus.failure.rawValue)
    }

    /// `taproom-server` in the folder of the running `taproom` (the build folder, or where
    /// `make install` put both).
    package static func location() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
