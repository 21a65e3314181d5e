/// A view's handle on the canvas: local coordinates (0,0 is the view's top-left cell), and every
/// write clipped to the view's visible area, so a view cannot draw outside its frame.
@MainActor
public struct Painter {
    public let canvas: Canvas
    /// The view's frame in canvas coordinates.
    public let frame: Rect
    /// The part of the canvas this painter may touch: the frame intersected with every ancestor's.
    public let clip: Rect

    public init(canvas: Canvas, frame: Rect, clip: Rect) {
        self.canvas = canvas
        self.frame = frame
        self.clip = clip.intersection(frame).intersection(canvas.buffer.bounds)
    }

    public var size: Size { frame.size }
    public var width: Int { frame.width }
    public var height: Int { frame.height }
    public var bounds: Rect { Rect(size: frame.size) }
    public var theme: Theme { canvas.theme }

    /// A painter for a child whose frame is given in this painter's local coordinates.
    public func child(_ localFrame: Rect) -> Painter {
        Painter(canvas: canvas, frame: toCanvas(localFrame), clip: clip)
    }

    /// Writes text at a local point; returns the columns advanced.
    @discardableResult
    public func put(_ string: String, at point: Point, style: Style? = nil) -> Int {
        canvas.buffer.put(string, at: Point(x: frame.x + point.x, y: frame.y + point.y),
                          style: style ?? theme.normal, clip: clip)
    }

    /// Writes text in a local rectangle's first row, never past its right edge.
    @discardableResult
    public func put(_ string: String, in rect: Rect, style: Style? = nil) -> Int {
        guard rect.height > 0 else { return 0 }
        return canvas.buffer.put(string, at: Point(x: frame.x + rect.x, y: frame.y + rect.y),
                                 style: style ?? theme.normal, clip: toCanvas(rect).intersection(clip))
    }

    public func fill(_ rect: Rect? = nil, with character: Character = " ", style: Style? = nil) {
        canvas.buffer.fill(toCanvas(rect ?? bounds).intersection(clip), with: character, style: style ?? theme.normal)
    }

    public func setStyle(_ style: Style, in rect: Rect? = nil) {
        canvas.buffer.setStyle(style, in: toCanvas(rect ?? bounds).intersection(clip))
    }

    private func toCanvas(_ rect: Rect) -> Rect {
        Rect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
    }
}
