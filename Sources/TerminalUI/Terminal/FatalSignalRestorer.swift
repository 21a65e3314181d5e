#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back when the process dies from a fatal signal or a Swift runtime trap
/// (a trap is SIGILL or SIGTRAP), so a crash never leaves the user's shell in raw mode.
///
/// The handler is async-signal-safe: it only calls `tcsetattr`, `write`, `open`, `dup2`,
/// `sigaction` and `raise` on memory prepared beforehand. It then re-raises the signal under the
/// previous action (the default, or the Swift runtime's backtracer), so the process still dies
/// of the same signal. Standard input is /dev/null by then, so the backtracer never waits for a
/// key; with a `CrashLog` routed, standard output and error go to the log (see `CrashLog`).
///
/// The handlers are installed while a terminal is in full-screen mode (`install`/`uninstall`),
/// or for the whole life of the process (`installForGood`): then a crash before the terminal is
/// taken, or after it is given back, also ends the process once the backtracer is done (the
/// Swift runtime's own handler returns after a signal another process sent, and the program would
/// run on), with nothing to restore.
enum FatalSignalRestorer {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// Leaves mouse reporting, bracketed paste, keypad-transmit and the alternate screen;
    /// resets attributes and shows the cursor. These are the xterm sequences every modern
    /// terminal emulator understands; a terminal that does not simply ignores them.
    static let resetSequence = Array(
        "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1l\u{1B}>\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

    // Written by `install`/`uninstall` on the UI thread before handlers are (un)registered; the
    // handler only reads them. Raw allocations, so the handler never touches Swift refcounting.
    nonisolated(unsafe) private static var savedMode: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) private static var reset: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?
    /// A terminal is in full-screen mode: the handler restores it (between install and uninstall).
    nonisolated(unsafe) private static var isInstalled = false
    /// The signal handlers are registered.
    nonisolated(unsafe) private static var handlersRegistered = false
    /// `installForGood`: the handlers stay after `uninstall`.
    nonisolated(unsafe) private static var staysInstalled = false
    /// Set by the handler: the terminal is restored for good, nothing may take it back.
    nonisolated(unsafe) private(set) static var hasCrashed = false
    // Set once by `CrashLog.route` before the terminal starts; read by the handler.
    nonisolated(unsafe) private static var crashLogDescriptor: Int32 = -1
    nonisolated(unsafe) private static var crashNotice: UnsafeMutableBufferPointer<UInt8>?
    // The real standard error while it points at the crash log (between install and uninstall).
    nonisolated(unsafe) private static var terminalStandardError: Int32 = -1
    nonisolated(unsafe) private static var devNullPath: UnsafeMutableBufferPointer<CChar>?

    static func routeCrashReports(to descriptor: Int32, notice: String) {
        let bytes = Array(notice.utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
        crashNotice = storage
        crashLogDescriptor = descriptor
    }

    /// Saves `mode` (the terminal mode to restore) and installs the handlers.
    static func install(restoring mode: termios) {
        guard !isInstalled else { return }
        if savedMode == nil {
            savedMode = .allocate(capacity: 1)
            savedMode?.initialize(to: mode)
        } else {
            savedMode?.pointee = mode
        }
        if reset == nil {
            let resetStorage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: resetSequence.count)
            _ = resetStorage.initialize(from: resetSequence)
            reset = resetStorage
        }
        if crashLogDescriptor >= 0 {
            // Anything written to standard error would land on the full-screen display.
            terminalStandardError = dup(STDERR_FILENO)
            if terminalStandardError >= 0 { dup2(crashLogDescriptor, STDERR_FILENO) }
        }
        isInstalled = true
        registerHandlers()
    }

    /// Installs the handlers for the rest of the process, with no terminal to restore until
    /// `install` gives them one; `uninstall` leaves them in place.
    static func installForGood() {
        staysInstalled = true
        registerHandlers()
    }

    private static func registerHandlers() {
        guard !handlersRegistered else { return }
        if previousActions == nil {
            let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
            previous.initialize(repeating: sigaction(), count: Int(NSIG))
            previousActions = previous
        }
        if devNullPath == nil {
            let devNull = Array("/dev/null".utf8CString)
            let path = UnsafeMutableBufferPointer<CChar>.allocate(capacity: devNull.count)
            _ = path.initialize(from: devNull)
            devNullPath = path
        }
        guard let previous = previousActions else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, context in
            FatalSignalRestorer.handle(signal, info, context)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        for signal in signals { sigaction(signal, &action, previous + Int(signal)) }
        handlersRegistered = true
    }

    /// Forgets the terminal (after a normal teardown it needs no rescue) and, unless installed for
    /// good, puts the previous handlers back.
    static func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        if terminalStandardError >= 0 {
            dup2(terminalStandardError, STDERR_FILENO)
            close(terminalStandardError)
            terminalStandardError = -1
        }
        guard !staysInstalled, handlersRegistered, let previous = previousActions else { return }
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
        handlersRegistered = false
    }

    /// Restores the terminal: saved mode, then the reset sequence. Async-signal-safe.
    static func restoreTerminal() {
        if let savedMode { tcsetattr(STDIN_FILENO, TCSANOW, savedMode) }
        if let reset, let base = reset.baseAddress { _ = write(STDOUT_FILENO, base, reset.count) }
    }

    /// Leaves the backtracer no terminal to wait on; with a crash log, says where it is on the
    /// real standard error and points standard output and error at the log.
    private static func handOverToBacktracer() {
        if let path = devNullPath?.baseAddress {
            let null = open(path, O_RDONLY)
            if null >= 0 { dup2(null, STDIN_FILENO); close(null) }
        }
        guard crashLogDescriptor >= 0 else { return }
        let terminal = terminalStandardError >= 0 ? terminalStandardError : STDERR_FILENO
        if let notice = crashNotice, let base = notice.baseAddress { _ = write(terminal, base, notice.count) }
        dup2(crashLogDescriptor, STDOUT_FILENO)
        dup2(crashLogDescriptor, STDERR_FILENO)
    }

    /// Restores the terminal, runs the previous handler (the Swift runtime's backtracer, when it
    /// is on) to completion, then dies of the signal under its default action. The previous
    /// handler is called rather than re-raised into: after a signal sent by another process
    /// (kill, Ctrl-\) the backtracer's handler returns, and the program would run on.
    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        hasCrashed = true
        if isInstalled { restoreTerminal() }
        handOverToBacktracer()
        if let previous = previousActions?.advanced(by: Int(signal)).pointee {
            if previous.sa_flags & SA_SIGINFO != 0 {
                previous.__sigaction_handler.sa_sigaction?(signal, info, context)
            } else if let handler = previous.__sigaction_handler.sa_handler,
                      unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
                handler(signal)
            }
        }
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signal, &defaultAction, nil)
        // Blocked while this handler runs, so it is delivered on return and ends the process; a
        // fault (SIGSEGV, a trap's SIGILL) would also recur when its instruction runs again.
        raise(signal)
    }
}
