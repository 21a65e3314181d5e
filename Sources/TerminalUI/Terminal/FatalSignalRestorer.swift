#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back when the process dies from a fatal signal or a Swift runtime trap
/// (a trap is SIGILL or SIGTRAP), so a crash never leaves the user's shell in raw mode.
///
/// The handler is async-signal-safe: it only calls `tcsetattr`, `write`, `sigaction` and `raise`
/// on memory prepared by `install`. It then re-raises the signal under the previous action
/// (the default, or the Swift runtime's backtracer), so the process still dies the same way.
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
    nonisolated(unsafe) private static var isInstalled = false

    /// Saves `mode` (the terminal mode to restore) and installs the handlers.
    static func install(restoring mode: termios) {
        guard !isInstalled else { return }
        let modeStorage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        modeStorage.initialize(to: mode)
        savedMode = modeStorage
        let resetStorage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: resetSequence.count)
        _ = resetStorage.initialize(from: resetSequence)
        reset = resetStorage
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        previous.initialize(repeating: sigaction(), count: Int(NSIG))
        previousActions = previous
        isInstalled = true

        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in FatalSignalRestorer.handle(signal) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in signals { sigaction(signal, &action, previous + Int(signal)) }
    }

    /// Puts the previous handlers back (after a normal teardown the terminal needs no rescue).
    static func uninstall() {
        guard isInstalled, let previous = previousActions else { return }
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
        isInstalled = false
    }

    /// Restores the terminal: saved mode, then the reset sequence. Async-signal-safe.
    static func restoreTerminal() {
        if let savedMode { tcsetattr(STDIN_FILENO, TCSANOW, savedMode) }
        if let reset, let base = reset.baseAddress { _ = write(STDOUT_FILENO, base, reset.count) }
    }

    private static func handle(_ signal: Int32) {
        restoreTerminal()
        if let previous = previousActions {
            sigaction(signal, previous + Int(signal), nil)
        } else {
            var defaultAction = sigaction()
            defaultAction.__sigaction_handler.sa_handler = SIG_DFL
            sigaction(signal, &defaultAction, nil)
        }
        // Blocked while this handler runs, so it is delivered (under the previous action) on return;
        // a fault (SIGSEGV, a trap's SIGILL) would also recur when its instruction runs again.
        raise(signal)
    }
}
