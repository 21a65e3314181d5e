/// An in-memory terminal for tests: it keeps the last drawn buffer, takes scripted input and
/// renders its screen as text.
public final class HeadlessTerminal: Terminal {
    public private(set) var size: Size
    /// The screen as last drawn (blank until the first draw; resized with the terminal).
    public private(set) var buffer: CellBuffer
    /// Where the cursor was placed by the last draw; nil when hidden.
    public private(set) var cursor: Point?
    public var isMouseEnabled = true
    public var colorSupport: ColorSupport = .twoFiftySix
    /// Number of `draw` calls so far.
    public private(set) var drawCount = 0
    /// Cells the last draw changed: what a real backend would have written.
    public private(set) var lastDrawChangeCount = 0
    public private(set) var isSuspended = false
    /// Set by `closeInput()`: the scripted terminal has gone away.
    public private(set) var isInputClosed = false
    public private(set) var isTornDown = false
    /// Every control sequence written (`writeControlSequence`), in order.
    public private(set) var controlSequences: [[UInt8]] = []
    public var receivesCopies = true

    private var decoder = InputDecoder()
    /// Pending reads: each is decoded with an end-of-input boundary after it.
    private var pendingReads: [[RawInput]] = []
    private var pendingKeys: [Key] = []

    public init(width: Int, height: Int) {
        size = Size(width: width, height: height)
        buffer = CellBuffer(size: size)
    }

    // MARK: Scripted input

    /// Queues keys exactly as given.
    public func enqueue(_ keys: [Key]) {
        flushReads()
        pendingKeys += keys
    }

    /// Queues one read of raw input, decoded as the curses backend decodes it.
    public func enqueue(raw inputs: [RawInput]) {
        pendingReads.append(inputs)
    }

    /// Queues one read of terminal bytes (UTF-8 text and escape sequences).
    public func enqueue(bytes: [UInt8]) {
        enqueue(raw: RawInput.scalars(of: String(decoding: bytes, as: UTF8.self)))
    }

    /// Queues one read of typed text (may include escape sequences such as `"\u{1B}[A"`).
    public func enqueue(text: String) {
        enqueue(raw: RawInput.scalars(of: text))
    }

    /// Ends the input, as a terminal that closes does: keys already queued are still read.
    public func closeInput() {
        isInputClosed = true
    }

    /// Changes the size, as a window resize would, and queues the `.resize` key.
    public func resize(width: Int, height: Int) {
        size = Size(width: width, height: height)
        buffer.resize(to: size)
        enqueue(raw: [.resize(size)])
    }

    // MARK: Screen contents

    /// The screen as plain text, one line per row, trailing spaces kept.
    public func text() -> String { buffer.text() }

    /// The screen with style annotations (see `CellBuffer.annotatedText()`).
    public func annotatedText() -> String { buffer.annotatedText() }

    // MARK: Terminal

    public func draw(_ buffer: CellBuffer, cursor: Point?) {
        lastDrawChangeCount = buffer.diff(against: self.buffer).count
        self.buffer = buffer
        self.cursor = cursor
        drawCount += 1
    }

    public func readKeys() -> [Key] {
        flushReads()
        defer { pendingKeys.removeAll() }
        return pendingKeys
    }

    public func updateSize() -> Size { size }

    public func suspend() { isSuspended = true }

    public func resume() { isSuspended = false }

    public func teardown() { isTornDown = true }

    public func writeControlSequence(_ bytes: [UInt8]) { controlSequences.append(bytes) }

    private func flushReads() {
        for read in pendingReads { pendingKeys += decoder.decode(read) }
        pendingReads.removeAll()
    }
}
