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
/// process dies of its signal (a shell sees 128 + the signal number). With `endProcessOnCrash`,
/// a crash before or after full-screen mode goes to the log the same way.
public enum CrashLog {
    /// How the Swift runtime's backtracer should report a crash of a full-screen program: no
    /// prompt (it would wait up to 30 s for a key, on a terminal the program has taken), no
    /// colour codes in the log, no wait, symbol names without the slow inline-frame and
    /// source-line lookup, written to standard error (which `route` points at the log).
    public static let backtracerSettings = "interactive=no,color=no,timeout=0s,symbolicate=fast,output-to=stderr"

    /// Makes the Swift runtime's backtracer report crashes as `backtracerSettings` says. The
    /// runtime reads `SWIFT_BACKTRACE` once, before `main`, and decides then whether to wait for
    /// a key (when standard input and output are a terminal) and to colour its output (when its
    /// output is a terminal), so a process cannot change that for itself: when the settings are
    /// not in effect and any of the three standard streams is a terminal, this sets
    /// `SWIFT_BACKTRACE` (the caller's own settings after ours, so they still win) and runs the
    /// same program again in this process's place (`execv` of the file `/proc/self/exe` names,
    /// with the same arguments), once. Returns when nothing needs doing or the program cannot be run again.
    /// Call it first thing in `main`, before any thread or file is started.
    public static func applyBacktracerSettings(arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
        let current = getenv("SWIFT_BACKTRACE").map { String(cString: $0) } ?? ""
        guard !current.hasPrefix(backtracerSettings),
              isatty(STDIN_FILENO) == 1 || isatty(STDOUT_FILENO) == 1 || isatty(STDERR_FILENO) == 1
        else { return }
        // The program's own path, not /proc/self/exe itself: the process is named after the file
        // it runs (`ps`, `pkill taproom`).
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return }
        setenv("SWIFT_BACKTRACE", current.isEmpty ? backtracerSettings : backtracerSettings + "," + current, 1)
        execv(path, arguments)
        // Not run again: this process goes on with the runtime's own settings.
    }

    /// From now on, for the rest of the process, a fatal signal or a Swift trap ends the process
    /// once the runtime's backtracer has written its report, at any moment: before the program
    /// takes the terminal, while it has it (restored first, as always), and after. (Without this,
    /// a signal another process sends, such as Ctrl-\'s SIGQUIT, while the program starts up is
    /// reported and then the program runs on.) Call it early in `main`, after
    /// `applyBacktracerSettings`.
    public static func endProcessOnCrash() {
        FatalSignalRestorer.installForGood()
    }

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
