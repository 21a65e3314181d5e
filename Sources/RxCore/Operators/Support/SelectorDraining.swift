/// A work item of a selector-based multi-source sink: values for the selector, or a stop.
@usableFromInline
enum SelectorItem<Values> {
    case values(Values)
    case error(any Error)
    case completed
}

/// The delivery shared by combineLatest, zip and withLatestFrom: their drain items are
/// `SelectorItem`s, and delivering one runs the selector and forwards its result (outside the
/// lock, see `SerialDrain`). A throwing selector becomes an error event.
@usableFromInline
protocol SelectorDraining: SerialDraining where Item == SelectorItem<Values> {
    associatedtype Values
    associatedtype Output

    /// Applies the user's selector.
    func select(_ values: Values) throws -> Output
    /// Sends an event downstream (the sink's `forwardOn`).
    func forwardOn(_ event: Event<Output>)
}

extension SelectorDraining {
    @inlinable
    func deliver(_ item: SelectorItem<Values>) {
        switch item {
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
    }
}
