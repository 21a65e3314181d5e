import Locking

extension ObservableType {
    /// `zip` over any number of sources of one element type; the selector receives the n-th
    /// element of every source, in collection order. An empty collection completes.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        zip(collection.map { $0.asObservable() }, completingWhenUnpairable: true, resultSelector: resultSelector)
    }

    /// The engine of the collection zip and of the 3-8 source overloads. RxSwift's two differ in
    /// one rule: the collection one also completes when an element arrives that can never be
    /// paired (every other source has completed); the fixed-arity ones wait for every source.
    @inlinable
    static func zip<Source>(
        _ sources: [Observable<Source>], completingWhenUnpairable: Bool,
        resultSelector: @escaping ([Source]) throws -> Element
    ) -> Observable<Element> {
        Observable<Element>.make(parameters: (sources, resultSelector, completingWhenUnpairable)) { parameters, observer in
            let (sources, selector, completingWhenUnpairable) = parameters
            let sink = ZipCollectionSink(selector: selector, count: sources.count,
                                         completingWhenUnpairable: completingWhenUnpairable, observer: observer)
            sink.subscribe(to: sources)
            return sink
        }
    }

    /// `zip` over a collection, emitting arrays of the n-th elements.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection, resultSelector: { $0 })
    }
}

@usableFromInline
final class ZipCollectionSink<Element, Result>: Sink<Result>, SelectorDraining {
    @usableFromInline typealias Item = SelectorItem<[Element]>

    @usableFromInline
    struct State {
        @usableFromInline var queues: [FIFOQueue<Element>]
        @usableFromInline var isDone: [Bool]
        @usableFromInline var drain = SerialDrain<Item>()

        @inlinable
        init(count: Int) {
            queues = Array(repeating: FIFOQueue(), count: count)
            isDone = Array(repeating: false, count: count)
        }

        @inlinable
        func allDone(except skipped: Int?) -> Bool {
            isDone.indices.allSatisfy { $0 == skipped || isDone[$0] }
        }
    }

    @usableFromInline let selector: ([Element]) throws -> Result
    @usableFromInline let completingWhenUnpairable: Bool
    @usableFromInline let state: Locked<State>
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(selector: @escaping ([Element]) throws -> Result, count: Int,
         completingWhenUnpairable: Bool, observer: AnyObserver<Result>) {
        self.completingWhenUnpairable = completingWhenUnpairable
        self.selector = selector
        self.state = Locked(State(count: count))
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(to sources: [Observable<Element>]) {
        if sources.isEmpty {
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
                state.queues[index].append(value)
                if state.queues.allSatisfy({ !$0.isEmpty }) {
                    var values: [Element] = []
                    values.reserveCapacity(state.queues.count)
                    for queueIndex in state.queues.indices {
                        values.append(state.queues[queueIndex].removeFirst())
                    }
                    return state.drain.enqueue(.values(values))
                }
                return completingWhenUnpairable && state.allDone(except: index) ? state.drain.enqueue(.completed) : nil
            case .error(let error):
                return state.drain.enqueue(.error(error))
            case .completed:
                state.isDone[index] = true
                return state.allDone(except: nil) ? state.drain.enqueue(.completed) : nil
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
