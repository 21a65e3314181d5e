import Locking

extension ObservableType {
    /// Emits `resultSelector` of the latest elements of both sources whenever either emits, once
    /// each has emitted at least once. Completes when both complete, or (as RxSwift) when one
    /// emits while the other has completed without ever emitting.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let parameters = (source1.asObservable(), source2.asObservable(), resultSelector)
        return Observable<Element>.make(parameters: parameters) { parameters, observer in
            let (first, second, selector) = parameters
            let sink = CombineLatest2Sink(selector: selector, observer: observer)
            sink.subscribe(to: first, second)
            return sink
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs the latest elements of both sources; see `combineLatest(_:_:resultSelector:)`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }
}

@usableFromInline
final class CombineLatest2Sink<E1, E2, Result>: Sink<Result>, SelectorDraining {
    @usableFromInline typealias Item = SelectorItem<(E1, E2)>

    @usableFromInline
    struct State {
        @usableFromInline var latest1: E1?
        @usableFromInline var latest2: E2?
        @usableFromInline var isDone1 = false
        @usableFromInline var isDone2 = false
        @usableFromInline var drain = SerialDrain<Item>()
        @inlinable init() {}
    }

    @usableFromInline let selector: (E1, E2) throws -> Result
    @usableFromInline let state = Locked(State())
    @usableFromInline let subscription1 = SingleAssignmentDisposable()
    @usableFromInline let subscription2 = SingleAssignmentDisposable()

    @inlinable
    init(selector: @escaping (E1, E2) throws -> Result, observer: AnyObserver<Result>) {
        self.selector = selector
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(to first: Observable<E1>, _ second: Observable<E2>) {
        subscription1.setDisposable(first.subscribe(AnyObserver { [self] in on1($0) }))
        subscription2.setDisposable(second.subscribe(AnyObserver { [self] in on2($0) }))
    }

    @inlinable
    func on1(_ event: Event<E1>) {
        let item = state.withLock { state -> Item? in
            switch event {
            case .next(let value):
                state.latest1 = value
                guard let other = state.latest2 else {
                    // The other source finished without a value: nothing can ever combine.
                    return state.isDone2 ? state.drain.enqueue(.completed) : nil
                }
                return state.drain.enqueue(.values((value, other)))
            case .error(let error):
                return state.drain.enqueue(.error(error))
            case .completed:
                state.isDone1 = true
                return state.isDone2 ? state.drain.enqueue(.completed) : nil
            }
        }
        if case .completed = event { subscription1.dispose() }
        drain(item)
    }

    @inlinable
    func on2(_ event: Event<E2>) {
        let item = state.withLock { state -> Item? in
            switch event {
            case .next(let value):
                state.latest2 = value
                guard let other = state.latest1 else {
                    // The other source finished without a value: nothing can ever combine.
                    return state.isDone1 ? state.drain.enqueue(.completed) : nil
                }
                return state.drain.enqueue(.values((other, value)))
            case .error(let error):
                return state.drain.enqueue(.error(error))
            case .completed:
                state.isDone2 = true
                return state.isDone1 ? state.drain.enqueue(.completed) : nil
            }
        }
        if case .completed = event { subscription2.dispose() }
        drain(item)
    }

    @inlinable
    func select(_ values: (E1, E2)) throws -> Result {
        try selector(values.0, values.1)
    }

    @inlinable
    func nextDrainItem() -> Item? {
        state.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        state.withLock { $0.drain.close() }
        subscription1.dispose()
        subscription2.dispose()
    }
}
