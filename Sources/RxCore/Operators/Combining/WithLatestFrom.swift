import Locking

extension ObservableType {
    /// On each element of this observable, emits `resultSelector` of it and the latest element of
    /// `second`; elements that arrive before `second` has emitted are dropped. Completes with this
    /// observable; `second` completing changes nothing, `second` failing fails the result.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let parameters = (asObservable(), second.asObservable(), resultSelector)
        return Observable<ResultType>.make(parameters: parameters) { parameters, observer in
            let (first, second, selector) = parameters
            let sink = WithLatestFromSink(selector: selector, observer: observer)
            sink.subscribe(to: first, second)
            return sink
        }
    }

    /// On each element of this observable, emits the latest element of `second`.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

@usableFromInline
final class WithLatestFromSink<First, Second, Result>: Sink<Result>, SelectorDraining {
    @usableFromInline typealias Item = SelectorItem<(First, Second)>

    @usableFromInline
    struct State {
        @usableFromInline var latest: Second?
        @usableFromInline var drain = SerialDrain<Item>()
        @inlinable init() {}
    }

    @usableFromInline let selector: (First, Second) throws -> Result
    @usableFromInline let state = Locked(State())
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(selector: @escaping (First, Second) throws -> Result, observer: AnyObserver<Result>) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Subscribes to `second` first, so a replaying second source is ready for the first element.
    @inlinable
    func subscribe(to first: Observable<First>, _ second: Observable<Second>) {
        secondSubscription.setDisposable(second.subscribe(AnyObserver { [self] event in
            switch event {
            case .next(let value):
                state.withLock { $0.latest = value }
            case .error(let error):
                drain(state.withLock { $0.drain.enqueue(.error(error)) })
            case .completed:
                secondSubscription.dispose()
            }
        }))
        firstSubscription.setDisposable(first.subscribe(AnyObserver { [self] event in
            let item = state.withLock { state -> Item? in
                switch event {
                case .next(let value):
                    guard let latest = state.latest else { return nil }
                    return state.drain.enqueue(.values((value, latest)))
                case .error(let error):
                    return state.drain.enqueue(.error(error))
                case .completed:
                    return state.drain.enqueue(.completed)
                }
            }
            drain(item)
        }))
    }

    @inlinable
    func select(_ values: (First, Second)) throws -> Result {
        try selector(values.0, values.1)
    }

    @inlinable
    func nextDrainItem() -> Item? {
        state.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        state.withLock { $0.drain.close() }
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
