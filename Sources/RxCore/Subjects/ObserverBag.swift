/// The observers of a subject. One observer is stored inline (no allocation); more live
/// in an array. Copying the bag to deliver outside the lock costs one retain.
@usableFromInline struct ObserverBag<Element> {
    @usableFromInline typealias Entry = (key: Int, observer: AnyObserver<Element>)

    @usableFromInline var first: Entry?
    @usableFromInline var rest: ContiguousArray<Entry>?
    @usableFromInline var nextKey = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { first == nil && rest == nil }

    @inlinable var count: Int { (first == nil ? 0 : 1) + (rest?.count ?? 0) }

    @inlinable mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        if first == nil && rest == nil {
            first = (key, observer)
        } else {
            rest = (rest ?? []) + [(key, observer)]
        }
        return key
    }

    /// Adds an observer under a key chosen by the caller (keys must be unique).
    @inlinable mutating func insert(_ observer: AnyObserver<Element>, key: Int) {
        if first == nil && rest == nil {
            first = (key, observer)
        } else {
            rest = (rest ?? []) + [(key, observer)]
        }
    }

    @inlinable mutating func remove(_ key: Int) -> Bool {
        if let entry = first, entry.key == key {
            first = nil
            return true
        }
        guard var entries = rest, let index = entries.firstIndex(where: { $0.key == key }) else { return false }
        entries.remove(at: index)
        rest = entries.isEmpty ? nil : entries
        return true
    }

    @inlinable mutating func removeAll() -> ObserverBag<Element> {
        let all = self
        first = nil
        rest = nil
        return all
    }

    /// Sends `event` to every observer, in subscription order.
    @inlinable func on(_ event: Event<Element>) {
        if let first { first.observer.on(event) }
        if let rest {
            for entry in rest { entry.observer.on(event) }
        }
    }
}
