/// A size in cells. Negative dimensions are clamped to zero.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = max(0, width); self.height = max(0, height) }
    public static let zero = Size(width: 0, height: 0)
}
