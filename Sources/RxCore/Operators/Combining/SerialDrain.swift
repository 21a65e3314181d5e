/// The delivery half of a multi-source operator's single lock.
///
/// Sources may fire on different threads, and downstream may re-enter a source while it is being
/// called. Operators therefore never call downstream (or user selectors) while holding their lock:
/// under the lock they hand their work item to `enqueue`; whoever gets it back becomes the one
/// drainer, processes it outside the lock, then takes the next item with `next()` (again under the
/// lock) until the queue is empty. Items that arrive meanwhile wait in `pending`, so delivery stays
/// serial and in arrival order. The queue only allocates when two deliveries actually overlap.
@usableFromInline
struct SerialDrain<Item> {
    @usableFromInline var isDraining = false
    @usableFromInline var isClosed = false
    @usableFromInline var pending: [Item] = []
    @usableFromInline var head = 0

    @inlinable init() {}

    /// Returns the item when the caller must process it now, or nil when it was queued for the
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

    /// The next item for the drainer, or nil (and the drainer steps down) when there is none.
    @inlinable
    mutating func next() -> Item? {
        if !isClosed && head < pending.count {
            let item = pending[head]
            head += 1
            if head == pending.count {
                pending.removeAll(keepingCapacity: true)
                head = 0
            }
            return item
        }
        isDraining = false
        return nil
    }

    /// Stops all further delivery (terminal event sent, or disposed); queued items are dropped.
    @inlinable
    mutating func close() {
        isClosed = true
        pending.removeAll()
        head = 0
    }
}
