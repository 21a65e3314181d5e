/// Amounts to shrink a rectangle by on each side.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int, left: Int, bottom: Int, right: Int
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all: Int) { self.init(top: all, left: all, bottom: all, right: all) }
}
