/// How much of a stack's main axis a child takes.
public enum Sizing: Hashable, Sendable {
    /// Exactly this many cells (less only when the stack itself is too small).
    case fixed(Int)
    /// At least `minimum` cells, then a share of the leftover space by `weight`.
    case minimum(Int, weight: Int = 1)
    /// A share of the leftover space by `weight`, possibly zero.
    case flexible(weight: Int = 1)

    public static let flexible = Sizing.flexible(weight: 1)

    var base: Int {
        switch self {
        case .fixed(let n), .minimum(let n, _): return max(0, n)
        case .flexible: return 0
        }
    }

    var weight: Int {
        switch self {
        case .fixed: return 0
        case .minimum(_, let weight), .flexible(let weight): return max(0, weight)
        }
    }
}
