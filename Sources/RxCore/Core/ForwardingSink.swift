/// A sink that passes events through unchanged (used by creation operators).
@usableFromInline final class ForwardingSink<Element>: Sink<Element> {
    @inlinable func on(_ event: Event<Element>) {
        forwardOn(event)
    }
}
