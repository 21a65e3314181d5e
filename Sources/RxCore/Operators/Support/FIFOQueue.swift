/// RxCore's one first-in first-out queue (an operator's waiting elements or sources, a
/// `SerialDrain`'s pending items): a circular buffer with O(1) `append` and `popFirst`. An
/// empty queue owns no storage, and the storage is reused as elements come and go, so a queue
/// that stays short stops allocating after its first growth, and one that never empties does
/// not grow without bound.
@usableFromInline
struct FIFOQueue<Element> {
    @usableFromInline var slots: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { count == 0 }

    /// The oldest element, if any.
    @inlinable var first: Element? { count == 0 ? nil : slots[head] }

    @inlinable
    mutating func append(_ element: consuming Element) {
        if count == slots.count { grow() }
        var tail = head + count
        if tail >= slots.count { tail -= slots.count }
        slots[tail] = element
        count += 1
    }

    /// Removes and returns the oldest element, or nil when the queue is empty.
    @inlinable
    mutating func popFirst() -> Element? {
        if count == 0 { return nil }
        let element = slots[head].take()  // moved out: no retain and release of the element
        head += 1
        if head == slots.count { head = 0 }
        count -= 1
        return element
    }

    /// Removes and returns the oldest element; the queue must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        guard let element = popFirst() else { preconditionFailure("removeFirst() on an empty FIFOQueue") }
        return element
    }

    /// Empties the queue and gives its storage back.
    @inlinable
    mutating func removeAll() {
        slots = []
        head = 0
        count = 0
    }

    /// Doubles the storage, moving the elements to its start in order.
    @inlinable
    mutating func grow() {
        let capacity = Swift.max(4, slots.count * 2)
        var grown = ContiguousArray<Element?>(repeating: nil, count: capacity)
        for offset in 0..<count {
            var index = head + offset
            if index >= slots.count { index -= slots.count }
            grown[offset] = slots[index].take()
        }
        slots = grown
        head = 0
    }
}

/// Iterates from the oldest element to the newest (a subject's replay is read this way).
extension FIFOQueue: Sequence {
    @usableFromInline
    struct Iterator: IteratorProtocol {
        @usableFromInline let queue: FIFOQueue<Element>
        @usableFromInline var offset = 0

        @inlinable init(queue: FIFOQueue<Element>) { self.queue = queue }

        @inlinable
        mutating func next() -> Element? {
            if offset == queue.count { return nil }
            var index = queue.head + offset
            if index >= queue.slots.count { index -= queue.slots.count }
            offset += 1
            return queue.slots[index]
        }
    }

    @inlinable func makeIterator() -> Iterator { Iterator(queue: self) }

    @inlinable var underestimatedCount: Int { count }
}
