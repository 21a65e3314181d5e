/// A work item of a selector-based multi-source sink: values for the selector, or a stop.
@usableFromInline
enum SelectorItem<Values> {
    case values(Values)
    case error(any Error)
    case completed
}

/// The delivery loop shared by combineLatest, zip and withLatestFrom: runs the selector and
/// forwards downstream OUTSIDE the lock, one item at a time, in drain order (see `SerialDrain`).
/// A throwing selector becomes an error event. A stop event disposes the sink, which closes the
/// drain, so `nextItem()` then returns nil.
@usableFromInline
protocol SelectorDraining: AnyObject {
    associatedtype Values
    associatedtype Output

    /// Applies the user's selector.
    func select(_ values: Values) throws -> Output
    /// Takes the next queued item under the lock (nil: the caller stops draining).
    func nextItem() -> SelectorItem<Values>?
    /// Sends an event downstream (the sink's `forwardOn`).
    func forwardOn(_ event: Event<Output>)
}

extension SelectorDraining {
    @inlinable
    func drain(_ first: SelectorItem<Values>?) {
        var item = first
        while let current = item {
            switch current {
            case .values(let values):
                do {
                    forwardOn(.next(try select(values)))
                } catch {
                    forwardOn(.error(error))
                }
            case .error(let error):
                forwardOn(.error(error))
            case .completed:
                forwardOn(.completed)
            }
            item = nextItem()
        }
    }
}
