/// What a replaying subject remembers of the elements it delivered, and hands to each new
/// subscriber first. The one difference between `BehaviorSubject` and `ReplaySubject`.
@usableFromInline protocol SubjectMemory {
    associatedtype Element
    associatedtype Replay: Sequence where Replay.Element == Element

    /// Whether a subscriber arriving after the stop event still gets `replay` before it.
    static var replaysAfterStop: Bool { get }

    /// The elements a new subscriber receives before later events.
    var replay: Replay { get }

    /// Records an element as it is delivered.
    mutating func record(_ element: Element)

    /// Drops what can be dropped when the subject is disposed.
    mutating func release()
}

/// `BehaviorSubject`'s memory: the current value, which outlives disposal (`value()` reports it).
@usableFromInline struct CurrentValue<Element>: SubjectMemory {
    @usableFromInline var value: Element

    @inlinable init(_ value: Element) { self.value = value }

    @inlinable static var replaysAfterStop: Bool { false }
    @inlinable var replay: CollectionOfOne<Element> { CollectionOfOne(value) }
    @inlinable mutating func record(_ element: Element) { value = element }
    @inlinable mutating func release() {}
}

/// `ReplaySubject`'s memory: the last `bufferSize` elements, oldest first. A full buffer drops
/// its oldest element in O(1), and a replay is a copy-on-write copy of the queue.
@usableFromInline struct ReplayBuffer<Element>: SubjectMemory {
    @usableFromInline let bufferSize: Int
    @usableFromInline var elements = FIFOQueue<Element>()

    @inlinable init(bufferSize: Int) { self.bufferSize = bufferSize }

    @inlinable static var replaysAfterStop: Bool { true }
    @inlinable var replay: FIFOQueue<Element> { elements }

    @inlinable mutating func record(_ element: Element) {
        guard bufferSize > 0 else { return }
        if elements.count == bufferSize { _ = elements.popFirst() }
        elements.append(element)
    }

    @inlinable mutating func release() { elements.removeAll() }
}
