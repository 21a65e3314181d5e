import ArgumentParser
import Foundation

/// Exit statuses of the non-interactive commands.
enum ExitStatus: Int32 {
    case success = 0
    /// `search` found nothing; other commands: the operation failed (wrong input, no such user).
    case failure = 1
    /// `search`: the query could not be understood.
    case badQuery = 2
    /// The database could not be opened (unreadable, damaged, from a newer Taproom).
    case database = 3
}

/// An error the user should read: printed as "taproom: message" on stderr, then exit with `status`.
struct CommandFailure: Error {
    let message: String
    let status: ExitStatus
}

extension ParsableCommand {
    /// Runs `body`, turning `CommandFailure` into its message and exit status.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("taproom: \(failure.message)\n".utf8))
            throw ExitCode(failure.status.rawValue)
        }
    }
}
