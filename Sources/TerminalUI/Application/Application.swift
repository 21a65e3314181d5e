import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The run loop of a terminal program, on the Dispatch main queue drained by the main thread's
/// run loop (so RxCore's `MainScheduler` is the UI thread).
///
/// It reads keys when standard input is readable, hands them to the root (then to `keyHandler`),
/// and renders at most once per turn of the main queue after `requestRender()`. It handles the
/// signals a terminal program must: SIGWINCH redraws at the new size; SIGINT, SIGTERM and SIGHUP
/// restore the terminal and exit 130, 143 and 129; SIGTSTP suspends with the terminal restored
/// and SIGCONT redraws. Fatal signals and Swift traps restore the terminal via `CursesTerminal`.
/// When standard input ends without a SIGHUP (the terminal closed), it does what SIGHUP does:
/// restores the terminal and exits 129, rather than spinning on a read source that stays readable.
///
/// ```swift
/// let application = Application()        // prints why and exits 2 when not on a terminal
/// let screen = Screen(size: application.terminal.size)
/// screen.content = VStack([(Label("Hello"), .fixed(1)), (TextField(placeholder: "Name"), .fixed(1))])
/// application.keyHandler = { key in if key == .escape { application.quit(code: 0) } }
/// application.run(root: screen)          // never returns; keys, redraws and signals run on main
/// ```
@MainActor
public final class Application {
    public let terminal: Terminal
    /// Application-level keys: called with every key the root did not handle.
    public var keyHandler: ((Key) -> Void)?
    /// Called after the terminal changed size, before the redraw.
    public var resizeHandler: ((Size) -> Void)?

    private var root: ApplicationRoot?
    private let terminate: (Int32) -> Void
    private lazy var renderCoalescer = RenderCoalescer(
        schedule: { work in DispatchQueue.main.async { MainActor.assumeIsolated { work() } } },
        render: { [weak self] in self?.renderNow() })
    private let signalSources = SignalSources()
    private var inputSource: DispatchSourceRead?
    private(set) var isRunning = false

    /// An application on `terminal`. `terminate` ends the process (`exit` by default); tests
    /// pass a closure that records the code instead.
    public init(terminal: Terminal, terminate: @escaping (Int32) -> Void = { exit($0) }) {
        self.terminal = terminal
        self.terminate = terminate
    }

    /// An application on the real terminal. When standard input or output is not a terminal, or
    /// curses cannot start, prints why on standard error and exits with status 2.
    public convenience init(options: CursesTerminal.Options = .init()) {
        do {
            self.init(terminal: try CursesTerminal(options: options))
        } catch {
            let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "program"
            let message = "\(program): \(error)\n"
            _ = message.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
            exit(2)
        }
    }

    // MARK: Running

    /// Shows `root`, starts handling input and signals, and runs the main queue forever.
    /// The process ends through `quit(code:)` or a signal.
    public func run(root: ApplicationRoot) -> Never {
        start(root: root)
        // The main thread's run loop drains the main queue, not `dispatchMain()`: on Linux
        // `dispatchMain()` runs main-queue blocks on a worker thread, where `Thread.isMainThread`
        // is false, so `MainScheduler` would make every Driver hop asynchronous (view models
        // lagging their widgets) and `drive` would fail its main-thread check.
        while true { RunLoop.main.run() }
    }

    /// Everything `run` does except running the main loop: for tests and for programs that
    /// already run the main queue.
    public func start(root: ApplicationRoot) {
        signalSources.watch([SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]) { [weak self] signal in
            self?.handleSignal(signal)
        }
        if terminal is CursesTerminal {
            let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.processInput() } }
            source.resume()
            inputSource = source
        }
        show(root)
    }

    /// Makes `root` the screen and draws it, without touching signals or standard input.
    /// A `Screen` is also sized to the terminal, given the theme for its colour support, and its
    /// redraw requests are routed to `requestRender()`.
    func show(_ root: ApplicationRoot) {
        self.root = root
        isRunning = true
        if let screen = root as? Screen {
            screen.theme = Theme.forSupport(terminal.colorSupport)
            screen.onNeedsDisplay = { [weak self] in self?.requestRender() }
        }
        dispatch(.resize(terminal.size))
        renderNow()
    }

    /// Asks for a render; requests made during one turn of the main queue produce one render.
    public func requestRender() {
        renderCoalescer.request()
    }

    /// Restores the terminal and ends the process with `code`.
    public func quit(code: Int32 = 0) {
        stop()
        terminate(code)
    }

    // MARK: Events (internal so tests can drive them without a terminal or signals)

    /// Reads every available key and dispatches it; a render follows on the next turn. Input
    /// that ended (readable, yet nothing to read) ends the program as a hangup does.
    func processInput() {
        let keys = terminal.readKeys()
        guard !keys.isEmpty else {
            if terminal.isInputClosed { quit(code: Self.exitCode(for: SIGHUP)) }
            return
        }
        for key in keys { dispatch(key) }
        requestRender()
    }

    /// Delivers `key` as if it had been read from the terminal (programs that feed keys without a
    /// terminal, such as tests and embedders, call this). A key goes to the root first, then to
    /// `keyHandler` if the root did not use it. A resize goes to the root (so it re-lays out) and
    /// then to `resizeHandler`, never to `keyHandler`. It does not render: call `requestRender()`.
    public func dispatch(_ key: Key) {
        if case .resize(let size) = key {
            _ = root?.handle(key)
            resizeHandler?(size)
            return
        }
        if root?.handle(key) == true { return }
        keyHandler?(key)
    }

    func handleSignal(_ signal: Int32) {
        switch signal {
        case SIGWINCH:
            dispatch(.resize(terminal.updateSize()))
            renderNow()
        case SIGINT, SIGTERM, SIGHUP:
            quit(code: Self.exitCode(for: signal))
        case SIGTSTP:
            terminal.suspend()
            if terminal is CursesTerminal { ProcessSuspension.stopUntilContinued() }
            resumeAfterSuspend()
        case SIGCONT:
            resumeAfterSuspend()
        default:
            break
        }
    }

    /// The conventional status for dying from `signal`: 128 + its number (130, 143, 129).
    static func exitCode(for signal: Int32) -> Int32 { 128 + signal }

    // MARK: Private

    private func resumeAfterSuspend() {
        terminal.resume()
        dispatch(.resize(terminal.size))
        renderNow()
    }

    private func renderNow() {
        guard isRunning, let root else { return }
        var buffer = CellBuffer(size: terminal.size)
        let cursor = root.render(into: &buffer)
        terminal.draw(buffer, cursor: cursor)
    }

    private func stop() {
        guard isRunning else { return }
        isRunning = false
        inputSource?.cancel()
        inputSource = nil
        signalSources.cancelAll()
        terminal.teardown()
    }
}
