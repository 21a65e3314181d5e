/// The buffer a view tree renders into during one frame, plus the theme every view draws with.
@MainActor
public final class Canvas {
    public var buffer: CellBuffer
    public let theme: Theme

    public init(buffer: CellBuffer, theme: Theme) {
        self.buffer = buffer
        self.theme = theme
    }
}
