/// Lays children out in a row (`HStack`) or a column (`VStack`) by their `Sizing`.
///
/// Space goes first to fixed sizes and minimums, in order, until it runs out (later children then
/// get nothing, so a tiny stack still never overlaps children); what is left is shared among
/// flexible and minimum children by weight. Hidden children take no space.
@MainActor
open class Stack: View {
    public enum Axis: Sendable { case horizontal, vertical }

    public let axis: Axis
    /// Empty cells between adjacent visible children.
    public var spacing: Int { didSet { layoutSubviews() } }
    public private(set) var sizings: [Sizing] = []

    public init(axis: Axis, spacing: Int = 0, _ children: [(View, Sizing)] = []) {
        self.axis = axis
        self.spacing = max(0, spacing)
        super.init()
        for (view, sizing) in children { add(view, sizing) }
    }

    public func add(_ view: View, _ sizing: Sizing = .flexible) {
        addSubview(view)
        sizings.append(sizing)
        layoutSubviews()
    }

    public func setSizing(_ sizing: Sizing, for view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }), index < sizings.count else { return }
        sizings[index] = sizing
        layoutSubviews()
    }

    /// Main-axis lengths for `total` cells, one per sizing, for the visible children.
    static func distribute(_ total: Int, _ sizings: [Sizing], spacing: Int) -> [Int] {
        var remaining = max(0, total - spacing * max(0, sizings.count - 1))
        var lengths = sizings.map { sizing -> Int in
            let length = min(sizing.base, remaining)
            remaining -= length
            return length
        }
        let totalWeight = sizings.reduce(0) { $0 + $1.weight }
        guard remaining > 0, totalWeight > 0 else { return lengths }
        var handedOut = 0
        var lastWeighted = 0
        for (index, sizing) in sizings.enumerated() where sizing.weight > 0 {
            let share = remaining * sizing.weight / totalWeight
            lengths[index] += share
            handedOut += share
            lastWeighted = index
        }
        lengths[lastWeighted] += remaining - handedOut   // rounding leftovers go to the last one
        return lengths
    }

    open override func layoutSubviews() {
        let visible = subviews.indices.filter { !subviews[$0].isHidden && $0 < sizings.count }
        let total = axis == .horizontal ? frame.width : frame.height
        let lengths = Stack.distribute(total, visible.map { sizings[$0] }, spacing: spacing)
        var offset = 0
        for (position, index) in visible.enumerated() {
            let length = lengths[position]
            let start = min(offset, total)
            let clamped = max(0, min(length, total - start))
            subviews[index].frame = axis == .horizontal
                ? Rect(x: start, y: 0, width: clamped, height: frame.height)
                : Rect(x: 0, y: start, width: frame.width, height: clamped)
            offset += length + spacing
        }
        setNeedsDisplay()
    }
}
