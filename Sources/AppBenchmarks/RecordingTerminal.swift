import TerminalUI

/// A headless terminal that notes when each frame was drawn, and how many service deliveries
/// had reached the app by then (so a frame can be matched with the data it shows).
final class RecordingTerminal: Terminal {
    struct Draw {
        let time: ContinuousClock.Instant
        /// The deliveries counter at the time of the draw.
        let deliveries: Int
    }

    private let screen: HeadlessTerminal
    /// Reads the number of service results delivered so far.
    var deliveries: () -> Int = { 0 }
    /// Draws since `clearDraws()`, oldest first.
    private(set) var draws: [Draw] = []
    private(set) var lastDraw: Draw?
    /// Called after each draw with the frame (start-up uses it to spot the first rows).
    var onDraw: ((CellBuffer, ContinuousClock.Instant) -> Void)?

    init(width: Int, height: Int) {
        screen = HeadlessTerminal(width: width, height: height)
    }

    /// The last frame as text.
    func text() -> String { screen.text() }

    func clearDraws() { draws.removeAll(keepingCapacity: true) }

    /// The first draw since `clearDraws()` that followed more than `deliveries` deliveries.
    func firstDraw(afterDeliveries deliveries: Int) -> Draw? {
        draws.first { $0.deliveries > deliveries }
    }

    // MARK: Terminal

    var size: Size { screen.size }
    var colorSupport: ColorSupport { screen.colorSupport }
    var isMouseEnabled: Bool {
        get { screen.isMouseEnabled }
        set { screen.isMouseEnabled = newValue }
    }

    func draw(_ buffer: CellBuffer, cursor: Point?) {
        screen.draw(buffer, cursor: cursor)
        let time = ContinuousClock.now
        let draw = Draw(time: time, deliveries: deliveries())
        draws.append(draw)
        lastDraw = draw
        onDraw?(buffer, time)
    }

    func readKeys() -> [Key] { [] }
    func updateSize() -> Size { screen.size }
    func suspend() {}
    func resume() {}
    func teardown() {}
}
