/// The observers of a subject. One observer is stored inline (no allocation); copying
/// the bag to deliver outside the lock only retains its array.
@usableFromInline struct ObserverBag<Element> {
    @usableFromInline typealias Entry = (key: Int, observer: AnyObserver<Element>)

    @usableFromInline var first: Entry?
    @usableFromInline var rest: ContiguousArray<Entry> = []
    @usableFromInline var nextKey = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { first == nil && rest.isEmpty }

    @inlinable var count: Int { (first == nil ? 0 : 1) + rest.count }

    @inlinable mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        if first == nil && rest.isEmpty {
            first = (key, observer)
        } else {
            rest.append((key, observer))
        }
        return key
    }

    @inlinable mutating func remove(_ key: Int) -> Bool {
        if let entry = first, entry.key == key {
            first = nil
            return true
        }
        if let index = rest.firstIndex(where: { $0.key == key }) {
            rest.remove(at: index)
            return true
        }
        return false
    }

    @inlinable mutating func removeAll() -> ObserverBag<Element> {
        let all = self
        first = nil
        rest = []
        return all
    }

    /// Sends `event` to every observer, in subscription order.
    @inlinable func on(_ event: Event<Element>) {
        if let first { first.observer.on(event) }
        for entry in rest { entry.observer.on(event) }
    }
}
