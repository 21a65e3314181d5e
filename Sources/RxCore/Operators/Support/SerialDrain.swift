/// RxCore's one way to deliver events outside a lock, in order, without re-entrancy.
///
/// Sources may fire on different threads, and downstream may re-enter a source while it is
/// being called, yet downstream must see one event at a time and no lock may be held while
/// calling it. So a sink keeps a `SerialDrain` inside the state its one lock guards. Under the
/// lock it hands its work item to `enqueue`; the caller that gets the item back becomes the
/// drainer: it delivers the item outside the lock, then takes the next one with `next()` (again
/// under the lock) until none is left. Items that arrive meanwhile, from another thread or
/// re-entrantly from the delivery itself, wait in `pending` and are delivered by the drainer,
/// in arrival order. The queue allocates only when two deliveries actually overlap.
///
/// `SerialDraining` is the loop around it: see `drain(_:)`.
@usableFromInline
struct SerialDrain<Item> {
    @usableFromInline var isDraining = false
    @usableFromInline var isClosed = false
    @usableFromInline var pending = FIFOQueue<Item>()

    @inlinable init() {}

    /// Returns the item when the caller must deliver it now, or nil when it was queued for the
    /// current drainer (or dropped because the drain is closed).
    @inlinable
    mutating func enqueue(_ item: Item) -> Item? {
        if isClosed { return nil }
        if isDraining {
            pending.append(item)
            return nil
        }
        isDraining = true
        return item
    }

    /// Enqueues two items in order and returns the one the caller must deliver now, if any
    /// (the second then follows through `next()`).
    @inlinable
    mutating func enqueue(_ first: Item, then second: Item) -> Item? {
        let now = enqueue(first)
        let later = enqueue(second)
        return now ?? later
    }

    /// The next item for the drainer, or nil (and the drainer steps down) when there is none.
    @inlinable
    mutating func next() -> Item? {
        if !isClosed, let item = pending.popFirst() { return item }
        isDraining = false
        return nil
    }

    /// Stops all further delivery (a terminal event was sent, or the sink was disposed); queued
    /// items are dropped.
    @inlinable
    mutating func close() {
        isClosed = true
        pending.removeAll()
    }
}

extension SerialDrain {
    /// Enqueues `.next(element)` if there is an element, then `.completed` if `completing`;
    /// returns what the caller must deliver now, if anything.
    @inlinable
    mutating func enqueue<Element>(next element: Element?, completing: Bool) -> Item? where Item == Event<Element> {
        switch (element, completing) {
        case (let element?, true): return enqueue(.next(element), then: .completed)
        case (let element?, false): return enqueue(.next(element))
        case (nil, true): return enqueue(.completed)
        case (nil, false): return nil
        }
    }
}

/// A sink that delivers through a `SerialDrain` kept in its locked state.
@usableFromInline
protocol SerialDraining: AnyObject {
    associatedtype Item

    /// Delivers one item downstream; called outside the lock, by the one drainer.
    func deliver(_ item: Item)
    /// Takes the next queued item under the lock: `state.withLock { $0.drain.next() }`.
    func nextDrainItem() -> Item?
}

extension SerialDraining {
    /// Delivers `first` (what `enqueue` returned; nil does nothing) and then every item queued
    /// meanwhile. Disposing the sink closes its drain, so the loop ends after a stop event.
    @inlinable
    func drain(_ first: Item?) {
        var item = first
        while let current = item {
            deliver(current)
            item = nextDrainItem()
        }
    }
}
