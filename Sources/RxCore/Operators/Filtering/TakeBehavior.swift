/// Whether `take(while:)`/`take(until:)` also emit the element that ends them.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence.
    case inclusive
    /// Do not emit the element that ends the sequence.
    case exclusive
}
