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
        return Observable<ResultType>.make(parameters: parameters) { parameters, downstream in
            let (first, second, selector) = parameters
            let sink = WithLatestFromSink(downstream: downstream, selector: selector)
            sink.run(first, second)
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
    @usableFromInline let lockedState = Locked(State())
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(downstream: AnyObserver<Result>, selector: @escaping (First, Second) throws -> Result) {
        self.selector = selector
        super.init(observer: downstream)
    }

    /// Subscribes to `second` first, so a replaying second source is ready for the first element.
    @inlinable
    func run(_ first: Observable<First>, _ second: Observable<Second>) {
        secondSubscription.setDisposable(second.subscribe(AnyObserver { [self] event in
            switch event {
            case .next(let value):
                lockedState.withLock { $0.latest = value }
            case .error(let error):
                drain(lockedState.withLock { $0.drain.enqueue(.error(error)) })
            case .completed:
                secondSubscription.dispose()
            }
        }))
        firstSubscription.setDisposable(first.subscribe(AnyObserver { [self] event in
            let item = lockedState.withLock { state -> Item? in
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
    func nextItem() -> Item? {
        lockedState.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        lockedState.withLock { $0.drain.close() }
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
