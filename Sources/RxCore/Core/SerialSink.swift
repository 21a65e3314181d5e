/// A sink fed by several sources that may run on different threads: `forwardSerialized`
/// delivers one event at a time, in arrival order, without holding a lock downstream
/// (an event arriving during a delivery is queued and sent by the delivering thread).
@usableFromInline class SerialSink<Element>: Sink<Element> {
    @usableFromInline let serializer = Locked(EventSerializer<Element>())

    @inlinable final func forwardSerialized(_ event: Event<Element>) {
        var next = serializer.withLock { $0.enqueue(event) }
        while let current = next {
            forwardOn(current)
            next = serializer.withLock { $0.next() }
        }
    }
}
