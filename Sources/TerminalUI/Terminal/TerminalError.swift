/// Why a terminal could not be set up.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped or redirected).
    case notATerminal
    /// The terminal type in `TERM` is unknown to terminfo.
    case unknownTerminalType(String)
    /// The terminal type is known but cannot address the cursor (`TERM=dumb`).
    case terminalTooLimited(String)
    /// Curses failed to start.
    case cursesFailed

    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input and output must be a terminal (not a pipe or a file)"
        case .unknownTerminalType(let name):
            return "unknown terminal type \"\(name)\"; set TERM to a type this system knows, e.g. xterm-256color"
        case .terminalTooLimited(let name):
            return "the terminal type \"\(name)\" cannot move the cursor, so a full-screen program cannot draw on it; "
                + "run it in a terminal such as xterm-256color"
        case .cursesFailed:
            return "could not start the terminal screen (curses)"
        }
    }
}
