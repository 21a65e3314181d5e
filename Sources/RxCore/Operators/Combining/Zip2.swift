import Locking

extension ObservableType {
    /// Pairs the n-th elements of both sources through `resultSelector`. Completes when both
    /// complete, or when an element arrives that can never be paired (the other source is done).
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let parameters = (source1.asObservable(), source2.asObservable(), resultSelector)
        return Observable<Element>.make(parameters: parameters) { parameters, observer in
            let (first, second, selector) = parameters
            let sink = Zip2Sink(selector: selector, observer: observer)
            sink.subscribe(to: first, second)
            return sink
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs the n-th elements of both sources; see `zip(_:_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

@usableFromInline
final class Zip2Sink<E1, E2, Result>: Sink<Result>, SelectorDraining {
    @usableFromInline typealias Item = SelectorItem<(E1, E2)>

    @usableFromInline
    struct State {
        @usableFromInline var queue1 = FIFOQueue<E1>()
        @usableFromInline var queue2 = FIFOQueue<E2>()
        @usableFromInline var isDone1 = false
        @usableFromInline var isDone2 = false
        @usableFromInline var drain = SerialDrain<Item>()
        @inlinable init() {}

        /// The work after an element arrived: a pair, or nothing yet. As RxSwift's fixed-arity
        /// zip, it completes only once both sources have completed, even if nothing can pair.
        @inlinable
        mutating func afterElement() -> Item? {
            if !queue1.isEmpty && !queue2.isEmpty {
                return drain.enqueue(.values((queue1.removeFirst(), queue2.removeFirst())))
            }
            return nil
        }
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
                state.queue1.append(value)
                return state.afterElement()
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
                state.queue2.append(value)
                return state.afterElement()
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
