/// Children stacked top to bottom.
@MainActor
public final class VStack: Stack {
    public init(spacing: Int = 0, _ children: [(View, Sizing)] = []) {
        super.init(axis: .vertical, spacing: spacing, children)
    }
}
