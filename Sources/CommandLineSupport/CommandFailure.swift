import ArgumentParser
import Catalogue
import Foundation

/// Exit statuses of the non-interactive commands: the one place they are defined and described.
package enum ExitStatus: Int32, CaseIterable {
    case success = 0
    /// `search` found nothing; other commands: the operation failed (bad input file, wrong
    /// password, no such user).
    case failure = 1
    /// `search`: the query could not be understood; `help`: there is no such command; the app:
    /// there is no terminal to draw on.
    case badQuery = 2
    /// The database could not be opened or written (missing, read-only, unreadable, locked,
    /// damaged, from a newer Taproom).
    case database = 3
    /// `--server`: the server could not be reached, did not answer in time, or failed.
    case server = 4
    /// The command line could not be parsed (an unknown option or command, a missing or malformed
    /// value): ArgumentParser's own status for a usage error (`EX_USAGE`).
    case usage = 64

    /// The app, when standard input or output is not a terminal or `TERM` cannot move the cursor.
    package static var unusableTerminal: ExitStatus { .badQuery }

    /// The statuses as `--help` shows them, a paragraph of its own (`discussion(_:)`).
    package static let help = """
        Exit status: 0 success; 1 failure (search: no match; import: bad input, naming the file \
        and line); 2 a query that could not be understood, help about a command that does not \
        exist, or no terminal to draw on; 3 the database could not be opened or written (missing, \
        read-only, unreadable, locked by another program, damaged, or made by a newer Taproom); \
        4 the server (--server) could not be reached, did not answer in time, or failed; 64 the \
        command line could not be parsed (an unknown option or command, a missing or bad value).
        """

    /// `help` as the last paragraph of a command's discussion: after `text` (if any) and a blank line.
    package static func discussion(_ text: String = "") -> String {
        text.isEmpty ? help : text + "\n\n" + help
    }
}

/// An error the user should read: printed as "taproom: message" on stderr, then exit with `status`.
package struct CommandFailure: Error {
    package let message: String
    package let status: ExitStatus

    package init(message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }
}

extension ParsableCommand {
    /// Runs `body`, turning `CommandFailure` into its message and exit status; a `StoreError`
    /// met after opening (locked, damaged) is a database failure too.
    package func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            try exit(with: failure)
        } catch let error as StoreError {
            try exit(with: CommandFailure(message: "\(error)", status: .database))
        }
    }

    private func exit(with failure: CommandFailure) throws -> Never {
        // Messages quote paths, names and values from files: never let them drive the terminal.
        FileHandle.standardError.write(Data("taproom: \(failure.message.terminalSafe)\n".utf8))
        throw ExitCode(failure.status.rawValue)
    }
}
