/// Children side by side, left to right.
@MainActor
public final class HStack: Stack {
    public init(spacing: Int = 0, _ children: [(View, Sizing)] = []) {
        super.init(axis: .horizontal, spacing: spacing, children)
    }
}
