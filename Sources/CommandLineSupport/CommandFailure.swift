import ArgumentParser
import Catalogue
import Foundation

/// Exit statuses of the non-interactive commands: the one place they are defined and described.
package enum ExitStatus: Int32, CaseIterable {
    case success = 0
    /// `search` found nothing; other commands: the operation failed (bad input file, wrong
    /// password, no such user).
    case failure = 1
    /// `search`: the query could not be understood.
    case badQuery = 2
    /// The database could not be opened or written (missing, read-only, unreadable, locked,
    /// damaged, from a newer Taproom).
    case database = 3
    /// `--server`: the server could not be reached, did not answer in time, or failed.
    case server = 4

    /// The statuses as `--help` shows them.
    package static let help = """
        Exit status: 0 success; 1 failure (search: no match; import: bad input, naming the file \
        and line); 2 bad query; 3 the database could not be opened or written (missing, \
        read-only, unreadable, locked by another program, damaged, or made by a newer Taproom); \
        4 the server (--server) could not be reached, did not answer in time, or failed.
        """
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
