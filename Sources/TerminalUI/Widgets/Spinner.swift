/// An activity indicator with an optional label. It has no timer: the owner calls `tick()`
/// (e.g. from an Rx interval on the main scheduler), which keeps it testable in virtual time.
@MainActor
public final class Spinner: View {
    public static let brailleFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static let asciiFrames = ["|", "/", "-", "\\"]

    public let frames: [String]
    public private(set) var frameIndex = 0
    public var label: String { didSet { setNeedsDisplay() } }
    /// A stopped spinner draws only its label.
    public var isSpinning = true { didSet { setNeedsDisplay() } }

    public init(label: String = "", frames: [String] = Spinner.brailleFrames) {
        self.label = label
        self.frames = frames.isEmpty ? Spinner.asciiFrames : frames
        super.init()
    }

    /// Advances to the next frame.
    public func tick() {
        guard isSpinning else { return }
        frameIndex = (frameIndex + 1) % frames.count
        setNeedsDisplay()
    }

    public override func render(_ painter: Painter) {
        var x = 0
        if isSpinning {
            x += painter.put(frames[frameIndex], at: .zero, style: painter.theme.accent)
            if !label.isEmpty { x += 1 }
        }
        painter.put(DisplayWidth.truncate(label, toWidth: max(0, painter.width - x)), at: Point(x: x, y: 0))
    }
}
