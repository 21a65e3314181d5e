extension ObservableType {
    /// Forwards the elements of every source as they arrive; errors at the first error and
    /// completes when all sources have completed.
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> Observable<Element> where Collection.Element == Observable<Element> {
        Observable<Element>.make(parameters: Array(sources)) { sources, downstream in
            let sink = MergeSink<Observable<Element>>(downstream: downstream, maxConcurrent: Int.max)
            sink.run(sources)
            return sink
        }
    }

    /// Merges an array of sources; see `merge(_:)` over a collection.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Element>.merge(sources[...])
    }

    /// Merges the given sources; see `merge(_:)` over a collection.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Element>.merge(sources[...])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner observable as it arrives and forwards all their elements.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        merge(maxConcurrent: Int.max)
    }

    /// Like `merge()`, but with at most `maxConcurrent` inner subscriptions at once; later inner
    /// observables wait in arrival order.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        let parameters = (asObservable(), Swift.max(1, maxConcurrent))
        return Observable<Element.Element>.make(parameters: parameters) { parameters, downstream in
            let (outer, limit) = parameters
            let sink = MergeSink<Element>(downstream: downstream, maxConcurrent: limit)
            sink.run(outer)
            return sink
        }
    }

    /// Subscribes to each inner observable only after the previous one completed.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

@usableFromInline
final class MergeSink<Source: ObservableConvertibleType>: Sink<Source.Element> {
    @usableFromInline typealias Element = Source.Element

    @usableFromInline
    struct State {
        @usableFromInline var active = 0
        @usableFromInline var isOuterDone = false
        @usableFromInline var isDisposed = false
        @usableFromInline var waiting = FIFOQueue<Source>()
        @usableFromInline var inner: [Int: SingleAssignmentDisposable] = [:]
        @usableFromInline var nextID = 0
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}

        @inlinable var isFinished: Bool { isOuterDone && active == 0 && waiting.isEmpty }
    }

    @usableFromInline let maxConcurrent: Int
    @usableFromInline let lockedState = Locked(State())
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

    @inlinable
    init(downstream: AnyObserver<Element>, maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: downstream)
    }

    /// Static form: every source at once, as if an outer observable emitted them and completed.
    @inlinable
    func run(_ sources: [Source]) {
        lockedState.withLock {
            $0.active = sources.count
            $0.isOuterDone = true
        }
        if sources.isEmpty {
            drain(lockedState.withLock { $0.drain.enqueue(.completed) })
            return
        }
        for source in sources {
            if lockedState.withLock({ $0.isDisposed }) { return }
            subscribeInner(source)
        }
    }

    @inlinable
    func run(_ outer: Observable<Source>) {
        outerSubscription.setDisposable(outer.subscribe(AnyObserver { [self] in onOuter($0) }))
    }

    @inlinable
    func onOuter(_ event: Event<Source>) {
        switch event {
        case .next(let source):
            let startNow = lockedState.withLock { state -> Bool in
                if state.isDisposed { return false }
                if state.active < maxConcurrent {
                    state.active += 1
                    return true
                }
                state.waiting.append(source)
                return false
            }
            if startNow { subscribeInner(source) }
        case .error(let error):
            drain(lockedState.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            let item = lockedState.withLock { state -> Event<Element>? in
                state.isOuterDone = true
                return state.isFinished ? state.drain.enqueue(.completed) : nil
            }
            outerSubscription.dispose()
            drain(item)
        }
    }

    @inlinable
    func subscribeInner(_ source: Source) {
        let subscription = SingleAssignmentDisposable()
        let id = lockedState.withLock { state -> Int? in
            if state.isDisposed { return nil }
            state.nextID += 1
            state.inner[state.nextID] = subscription
            return state.nextID
        }
        guard let id else { return }
        subscription.setDisposable(source.asObservable().subscribe(AnyObserver { [self] in onInner($0, id: id) }))
    }

    @inlinable
    func onInner(_ event: Event<Element>, id: Int) {
        switch event {
        case .next, .error:
            drain(lockedState.withLock { $0.drain.enqueue(event) })
        case .completed:
            var next: Source?
            let (item, finished) = lockedState.withLock { state -> (Event<Element>?, SingleAssignmentDisposable?) in
                let finished = state.inner.removeValue(forKey: id)
                if !state.waiting.isEmpty {
                    next = state.waiting.removeFirst()
                    return (nil, finished)
                }
                state.active -= 1
                return (state.isFinished ? state.drain.enqueue(.completed) : nil, finished)
            }
            finished?.dispose()
            if let next { subscribeInner(next) }
            drain(item)
        }
    }

    @inlinable
    func drain(_ first: Event<Element>?) {
        var item = first
        while let event = item {
            if event.isStopEvent {
                lockedState.withLock { $0.drain.close() }
                forwardOn(event)
                return
            }
            forwardOn(event)
            item = lockedState.withLock { $0.drain.next() }
        }
    }

    @inlinable
    override func disposeResources() {
        let inner = lockedState.withLock { state -> [SingleAssignmentDisposable] in
            state.drain.close()
            state.isDisposed = true
            state.waiting = FIFOQueue()
            defer { state.inner.removeAll() }
            return Array(state.inner.values)
        }
        outerSubscription.dispose()
        for subscription in inner { subscription.dispose() }
    }
}
