import Locking

extension ObservableType {
    /// `combineLatest` over any number of sources of one element type; the selector receives
    /// the latest element of every source, in collection order. Completes when every source has
    /// completed, or when one emits while all others have completed and one of them never
    /// emitted. An empty collection emits the selector's result for no values, then completes.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable<Element>.make(parameters: (sources, resultSelector)) { parameters, observer in
            let (sources, selector) = parameters
            let sink = CombineLatestCollectionSink(selector: selector, count: sources.count, observer: observer)
            sink.subscribe(to: sources)
            return sink
        }
    }

    /// `combineLatest` over a collection, emitting the array of latest elements.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection, resultSelector: { $0 })
    }
}

@usableFromInline
final class CombineLatestCollectionSink<Element, Result>: Sink<Result>, SelectorDraining {
    @usableFromInline typealias Item = SelectorItem<[Element]>

    @usableFromInline
    struct State {
        @usableFromInline var latest: [Element?]
        @usableFromInline var missingCount: Int
        @usableFromInline var isDone: [Bool]
        @usableFromInline var doneCount = 0
        @usableFromInline var drain = SerialDrain<Item>()

        @inlinable
        init(count: Int) {
            latest = Array(repeating: nil, count: count)
            missingCount = count
            isDone = Array(repeating: false, count: count)
        }
    }

    @usableFromInline let selector: ([Element]) throws -> Result
    @usableFromInline let state: Locked<State>
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(selector: @escaping ([Element]) throws -> Result, count: Int, observer: AnyObserver<Result>) {
        self.selector = selector
        self.state = Locked(State(count: count))
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(to sources: [Observable<Element>]) {
        if sources.isEmpty {
            // As RxSwift: the selector still runs once, on no values.
            drain(.values([]))
            forwardOn(.completed)
            return
        }
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { [self] in on($0, at: index) }))
        }
    }

    @inlinable
    func on(_ event: Event<Element>, at index: Int) {
        let item = state.withLock { state -> Item? in
            switch event {
            case .next(let value):
                if state.latest[index] == nil { state.missingCount -= 1 }
                state.latest[index] = value
                guard state.missingCount == 0 else {
                    // Every other source has finished, one without a value: nothing can combine.
                    let othersDone = state.doneCount - (state.isDone[index] ? 1 : 0)
                    return othersDone == state.isDone.count - 1 ? state.drain.enqueue(.completed) : nil
                }
                return state.drain.enqueue(.values(state.latest.compactMap { $0 }))
            case .error(let error):
                return state.drain.enqueue(.error(error))
            case .completed:
                if !state.isDone[index] {
                    state.isDone[index] = true
                    state.doneCount += 1
                }
                return state.doneCount == state.isDone.count ? state.drain.enqueue(.completed) : nil
            }
        }
        if case .completed = event { subscriptions[index].dispose() }
        drain(item)
    }

    @inlinable
    func select(_ values: [Element]) throws -> Result {
        try selector(values)
    }

    @inlinable
    func nextDrainItem() -> Item? {
        state.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        state.withLock { $0.drain.close() }
        for subscription in subscriptions { subscription.dispose() }
    }
}
