#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a crash's report goes while the terminal is in full-screen mode.
///
/// Without it, a Swift runtime trap prints its message onto the full-screen display (gone when the
/// terminal is restored), and the runtime's backtracer, seeing a terminal on standard input, waits
/// for a key ("Press space to interact…") so the crashed process never exits. With a log routed:
/// while the terminal is in full-screen mode standard error goes to the log (so the trap's message
/// lands there too), and on a crash the terminal is restored, one line on the real standard error
/// says where the log is, the backtracer writes to the log with no terminal to wait on, and the
/// process dies of its signal (a shell sees 128 + the signal number).
public enum CrashLog {
    /// Sends crash reports to the file at `path` (created 0600 when missing, appended to).
    /// `program` names the process in the one line printed on a crash. Returns false, and routes
    /// nothing, when the file cannot be opened. Call before the terminal starts.
    @discardableResult
    public static func route(toFile path: String, program: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        FatalSignalRestorer.routeCrashReports(
            to: descriptor,
            notice: "\(program): crashed; the backtrace is in \(path)\n")
        return true
    }
}
