/// A FIFO (a zip source's unpaired elements, merge's waiting sources). It keeps its storage between uses, so the
/// steady state (one element waiting at a time) does not allocate.
@usableFromInline
struct FIFOQueue<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { head == storage.count }

    /// The oldest element, if any.
    @inlinable var first: Element? { isEmpty ? nil : storage[head] }

    @inlinable
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes the oldest element; call only when not empty.
    @inlinable
    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
