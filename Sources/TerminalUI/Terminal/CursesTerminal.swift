import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncursesw.
///
/// Cells are written with `mvwadd_wch` only where they changed since the last frame, then
/// `wnoutrefresh` + `doupdate` let ncurses send the minimal update. The screen is never cleared
/// per frame. Signals are not handled here: the `Application` owns them and calls `suspend`,
/// `resume`, `updateSize` and `teardown`.
public final class CursesTerminal: Terminal {
    public struct Options: Sendable {
        /// Turn mouse reports on at start.
        public var mouse: Bool
        /// Ask the terminal to bracket pastes, so a paste arrives as one `.paste` key.
        public var bracketedPaste: Bool
        /// Raw mode (Ctrl-C, Ctrl-Z reach the program as keys) instead of cbreak (they raise signals).
        public var raw: Bool

        public init(mouse: Bool = true, bracketedPaste: Bool = true, raw: Bool = false) {
            self.mouse = mouse
            self.bracketedPaste = bracketedPaste
            self.raw = raw
        }
    }

    public private(set) var size: Size
    public let colorSupport: ColorSupport

    private let window: UnsafeMutablePointer<WINDOW>
    private let options: Options
    private var decoder = InputDecoder()
    private var lastFrame: CellBuffer?
    private var cursorVisible = false
    private var isActive = true
    private var mouseOn = false

    private static let maximumInputsPerRead = 65_536
    private static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8)
    private static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)

    /// Starts curses on standard input/output. Throws when they are not a terminal or `TERM`
    /// is unknown or cannot address the cursor (instead of letting `initscr` print and exit, or
    /// drawing a blank screen).
    public init(options: Options = Options()) throws {
        try Self.checkUsable()
        TerminalLocale.configure()

        var shellMode = termios()
        tcgetattr(STDIN_FILENO, &shellMode)
        Self.keepCursesAwayFromSuspendSignal()
        guard let window = initscr() else { throw TerminalError.cursesFailed }
        FatalSignalRestorer.install(restoring: shellMode)
        self.window = window
        self.options = options

        if options.raw { raw() } else { cbreak() }
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        intrflush(window, false)
        set_escdelay(25)
        curs_set(0)
        Self.registerRawArrowSequences()
        Self.disableFlowControl()

        var support = ColorSupport.none
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        // ncurses ignores NO_COLOR, so colours are not even started when it is set.
        if has_colors(), noColor?.isEmpty ?? true {
            start_color()
            use_default_colors()
            support = ColorSupport.detect(colorCount: Int(taproom_colors()), environment: noColor.map { ["NO_COLOR": $0] } ?? [:])
        }
        colorSupport = support
        size = Size(width: Int(taproom_getmaxx(window)), height: Int(taproom_getmaxy(window)))
        isMouseEnabled = options.mouse
        applyMouse()
        if options.bracketedPaste { Self.send(Self.bracketedPasteOn) }
    }

    deinit { teardown() }

    /// Throws what `init` would throw for standard input and output and `TERM` (not a terminal,
    /// an unknown terminal type, one that cannot address the cursor), touching nothing: a program
    /// checks before it makes any file, so that refusing to start leaves nothing behind.
    public static func checkUsable() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        let terminalType = getenv("TERM").map { String(cString: $0) } ?? ""
        switch taproom_terminal_type_status(STDOUT_FILENO) {
        case 1: break
        case 0: throw TerminalError.unknownTerminalType(terminalType)
        default: throw TerminalError.terminalTooLimited(terminalType)
        }
    }

    public var isMouseEnabled: Bool {
        didSet { applyMouse() }
    }

    /// Turns off XON/XOFF so Ctrl-S and Ctrl-Q reach the program as keys (cbreak leaves the tty
    /// driver swallowing them). Done after every other mode call, because curses rewrites the
    /// tty from its cached copy; `def_prog_mode` updates that copy so a resume keeps it.
    /// `endwin` restores the shell's mode, flow control included.
    private static func disableFlowControl() {
        var mode = termios()
        guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return }
        mode.c_iflag &= ~tcflag_t(IXON)
        tcsetattr(STDIN_FILENO, TCSANOW, &mode)
        def_prog_mode()
    }

    // MARK: Drawing

    public func draw(_ buffer: CellBuffer, cursor: Point?) {
        guard isActive else { return }
        if buffer.size != size { lastFrame = nil }
        for change in buffer.diff(against: lastFrame) where !change.cell.isContinuation {
            put(change.cell, x: change.point.x, y: change.point.y)
        }
        lastFrame = buffer
        place(cursor: cursor)
        wnoutrefresh(window)
        doupdate()
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        guard y < size.height, x < size.width else { return }
        var attributes = Self.cursesAttributes(cell.style.attributes)
        var pair: Int32 = 0
        if colorSupport != .none {
            let foreground = colorSupport.cursesColor(for: cell.style.foreground)
            let background = colorSupport.cursesColor(for: cell.style.background)
            if foreground != -1 || background != -1 { pair = max(0, alloc_pair(foreground, background)) }
        } else if cell.style.foreground != .default || cell.style.background != .default,
                  cell.style.attributes.isEmpty {
            // Without colour a coloured cell would look plain; reverse keeps it distinguishable.
            attributes |= taproom_a_reverse()
        }
        var character = cchar_t()
        var scalars = cell.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        if scalars.isEmpty { scalars = [wchar_t(0x20)] }
        scalars.append(0)
        // A grapheme curses cannot hold in one cchar_t (e.g. a long ZWJ sequence) is drawn as its
        // first scalar, which has the same width.
        if scalars.count > 6 || setcchar(&character, scalars, attributes, Int16(clamping: pair), &pair) != OK {
            let first = [scalars[0], 0]
            guard setcchar(&character, first, attributes, Int16(clamping: pair), &pair) == OK else { return }
        }
        mvwadd_wch(window, Int32(y), Int32(x), &character)
    }

    private func place(cursor: Point?) {
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible { curs_set(1); cursorVisible = true }
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
    }

    private static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result = taproom_a_normal()
        if attributes.contains(.bold) { result |= taproom_a_bold() }
        if attributes.contains(.dim) { result |= taproom_a_dim() }
        if attributes.contains(.reverse) { result |= taproom_a_reverse() }
        if attributes.contains(.underline) { result |= taproom_a_underline() }
        if attributes.contains(.italic) { result |= taproom_a_italic() }
        return result
    }

    // MARK: Input

    public func readKeys() -> [Key] {
        guard isActive else { return [] }
        var inputs: [RawInput] = []
        var character: wint_t = 0
        var sawResize = false
        // Bounded so one call cannot starve rendering; what is left is read on the next call.
        for _ in 0..<Self.maximumInputsPerRead {
            let status = wget_wch(window, &character)
            if status == OK {
                if let scalar = Unicode.Scalar(UInt32(character)) { inputs.append(.scalar(scalar)) }
            } else if status == KEY_CODE_YES {
                let code = Int32(bitPattern: character)
                if code == KEY_RESIZE {
                    // ncurses has already resized; several reports in one read are one resize.
                    if !sawResize {
                        repaintWholeScreenNextFrame()
                        inputs.append(.resize(currentSize()))
                    }
                    sawResize = true
                } else {
                    inputs += rawInput(forKeyCode: code)
                }
            } else {
                break
            }
        }
        return decoder.decode(inputs)
    }

    /// Standard input has ended when it reports a hang-up or an error, or when it polls readable
    /// with nothing to read (end of file). A live terminal with no pending input polls not readable.
    public var isInputClosed: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var available: Int32 = 0
        return descriptor.revents & Int16(POLLIN) != 0 && ioctl(STDIN_FILENO, UInt(FIONREAD), &available) == 0 && available == 0
    }

    private func rawInput(forKeyCode code: Int32) -> [RawInput] {
        switch code {
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK, let kind = MouseEvent.Kind(cursesButtonState: event.bstate) else { return [] }
            return [.mouse(MouseEvent(kind, at: Point(x: Int(event.x), y: Int(event.y))))]
        default:
            return SpecialKey(cursesKeyCode: code).map { [.special($0)] } ?? []
        }
    }

    // MARK: Size, suspend, teardown

    public func updateSize() -> Size {
        var windowSize = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &windowSize) == 0, windowSize.ws_row > 0, windowSize.ws_col > 0 {
            resizeterm(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
        }
        repaintWholeScreenNextFrame()
        return currentSize()
    }

    /// A frame drawn at the old size just before the terminal changed size may have wrapped or
    /// scrolled the terminal's screen, which curses cannot know: the next frame clears the
    /// screen and draws every cell.
    private func repaintWholeScreenNextFrame() {
        lastFrame = nil
        clearok(window, true)
    }

    /// The size curses currently has for the screen.
    private func currentSize() -> Size {
        size = Size(width: Int(taproom_getmaxx(window)), height: Int(taproom_getmaxy(window)))
        return size
    }

    public func suspend() {
        guard isActive else { return }
        if options.bracketedPaste { Self.send(Self.bracketedPasteOff) }
        if mouseOn { mousemask(0, nil) }
        endwin()
    }

    public func resume() {
        // A crash handler may stop and continue the process (SIGCONT) while it writes a backtrace.
        guard isActive, !FatalSignalRestorer.hasCrashed else { return }
        // The first refresh after endwin restores program mode and repaints the whole screen.
        wrefresh(window)
        applyMouse(force: true)
        if options.bracketedPaste { Self.send(Self.bracketedPasteOn) }
        _ = updateSize()
    }

    public func teardown() {
        guard isActive else { return }
        isActive = false
        if options.bracketedPaste { Self.send(Self.bracketedPasteOff) }
        mousemask(0, nil)
        curs_set(1)
        endwin()
        FatalSignalRestorer.uninstall()
    }

    // MARK: Helpers

    private func applyMouse(force: Bool = false) {
        guard isActive, force || mouseOn != isMouseEnabled else { return }
        mouseOn = isMouseEnabled
        mousemask(isMouseEnabled ? MouseEvent.Kind.cursesMask : 0, nil)
    }

    /// The `Application` handles Ctrl-Z (SIGTSTP) with a Dispatch signal source. If `initscr`
    /// finds SIGTSTP at its default action, ncurses installs its own handler and from then on
    /// every `doupdate` swaps SIGTSTP to SIG_IGN and back to what it saved, which can undo the
    /// handler Dispatch installs meanwhile: Ctrl-Z is then ignored for good. When SIGTSTP is
    /// already ignored, ncurses leaves it alone. (Without an `Application`, Ctrl-Z is ignored.)
    private static func keepCursesAwayFromSuspendSignal() {
        var current = sigaction()
        guard sigaction(SIGTSTP, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { return }
        signal(SIGTSTP, SIG_IGN)
    }

    /// After Ctrl-Z and `fg` the terminal may send arrows in normal cursor mode (`ESC [ A`) while
    /// terminfo describes application mode (`ESC O A`); registering both makes them keys at once.
    private static func registerRawArrowSequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
            ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
            ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
            ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        ]
        for (sequence, code) in sequences { define_key(sequence, code) }
    }

    /// Written between frames (curses has flushed each frame whole), so it never splits one.
    public func writeControlSequence(_ bytes: [UInt8]) {
        Self.send(bytes)
    }

    public let receivesCopies = Clipboard.isSupported(environment: Clipboard.environment())

    private static func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            _ = write(STDOUT_FILENO, base, buffer.count)
        }
    }
}
