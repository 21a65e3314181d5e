import RxCore

extension BlockingObservable {
    /// Every element, once the sequence completes; rethrows its error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(wait())
    }

    /// The first element (`nil` when the sequence completes empty); stops waiting after it.
    public func first() throws -> Element? {
        try elementsOrThrow(wait(max: 1)).first
    }

    /// The last element (`nil` when the sequence completes empty).
    public func last() throws -> Element? {
        try elementsOrThrow(wait()).last
    }

    /// The only element; throws `RxError.noElements` or `RxError.moreThanOneElement` otherwise.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element matching `predicate`; throws as `single()`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(wait(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Every element and how the sequence ended (a timeout ends it with `RxError.timeout`).
    public func materialize() -> MaterializedSequenceResult<Element> {
        wait()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Subscribes, and waits until the sequence ends, `max` matching elements arrived, or the
    /// timeout passed.
    private func wait(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true })
        -> MaterializedSequenceResult<Element> {
        let waiter = BlockingWaiter<Element>(timeout: timeout)
        let subscription = SingleAssignmentDisposable()
        waiter.subscribe {
            subscription.setDisposable(source.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) { waiter.append(element) }
                        if let max, waiter.count >= max { waiter.finish(error: nil) }
                    } catch {
                        waiter.finish(error: error)
                    }
                case .error(let error): waiter.finish(error: error)
                case .completed: waiter.finish(error: nil)
                }
            })
        }
        waiter.waitUntilFinished()
        subscription.dispose()
        return waiter.result
    }
}
