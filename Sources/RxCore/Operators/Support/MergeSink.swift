import Locking

/// The one sink behind `flatMap`, `flatMapFirst`, `concatMap`, `merge()`,
/// `merge(maxConcurrent:)`, `concat()` and the static `merge`: it maps each outer element to an
/// inner observable and forwards the events of every inner subscription as they arrive.
///
/// At most `maxConcurrent` inners run at once. An element that finds them all busy is queued
/// until one completes (`concatMap`, `merge(maxConcurrent:)`), or dropped unmapped when
/// `dropsWhenBusy` (`flatMapFirst`). The result errors at the first error (outer, inner or
/// selector) and completes once the outer and every inner have completed. A finished outer or
/// inner subscription is released at once, not when the whole operator ends (RxSwift).
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element>, SerialDraining {
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline
    struct State {
        @usableFromInline var active = 0
        @usableFromInline var isOuterDone = false
        @usableFromInline var waiting = FIFOQueue<Inner>()
        @usableFromInline var inners: [Int: SingleAssignmentDisposable] = [:]
        @usableFromInline var lastInnerID = 0
        /// Closed when the sink is disposed: then nothing new is subscribed either.
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @inlinable init() {}

        @inlinable var isFinished: Bool { isOuterDone && active == 0 && waiting.isEmpty }
    }

    /// What an outer element gets: an inner subscription now, a place in the queue, or nothing.
    @usableFromInline
    enum Admission {
        case subscribe
        case wait
        case drop
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhenBusy: Bool
    @usableFromInline let state = Locked(State())
    /// Registered with `setUpstream`, and disposed early when the outer completes.
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

    @inlinable
    init(selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int, dropsWhenBusy: Bool,
         observer: AnyObserver<Element>) {
        self.selector = selector
        self.maxConcurrent = Swift.max(1, maxConcurrent)
        self.dropsWhenBusy = dropsWhenBusy
        super.init(observer: observer)
    }

    /// Subscribes the sink to its outer observable.
    @inlinable
    func subscribe(to outer: Observable<SourceElement>) {
        outerSubscription.setDisposable(outer.subscribe(AnyObserver(eventHandler: on)))
        setUpstream(outerSubscription)
    }

    /// The static `merge`: every inner at once, as if an outer had emitted them and completed.
    @inlinable
    func subscribe(toAll inners: [Inner]) {
        state.withLock {
            $0.active = inners.count
            $0.isOuterDone = true
        }
        if inners.isEmpty {
            drain(state.withLock { $0.drain.enqueue(.completed) })
            return
        }
        for inner in inners {
            if isDisposed { return }
            subscribeInner(inner)
        }
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let admission = state.withLock { state -> Admission in
                if state.drain.isClosed { return .drop }
                if state.active < maxConcurrent {
                    state.active += 1
                    return .subscribe
                }
                return dropsWhenBusy ? .drop : .wait
            }
            if admission == .drop { return }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                drain(state.withLock { state in
                    if admission == .subscribe { state.active -= 1 }
                    return state.drain.enqueue(.error(error))
                })
                return
            }
            if admission == .subscribe {
                subscribeInner(inner)
                return
            }
            // A slot may have freed while the selector ran.
            let startNow = state.withLock { state -> Inner? in
                if state.drain.isClosed { return nil }
                state.waiting.append(inner)
                guard state.active < maxConcurrent else { return nil }
                state.active += 1
                return state.waiting.popFirst()
            }
            if let startNow { subscribeInner(startNow) }
        case .error(let error):
            drain(state.withLock { $0.drain.enqueue(.error(error)) })
        case .completed:
            let item = state.withLock { state -> Event<Element>? in
                state.isOuterDone = true
                return state.isFinished ? state.drain.enqueue(.completed) : nil
            }
            outerSubscription.dispose()
            drain(item)
        }
    }

    @inlinable
    func subscribeInner(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        let id = state.withLock { state -> Int? in
            if state.drain.isClosed { return nil }
            state.lastInnerID += 1
            state.inners[state.lastInnerID] = subscription
            return state.lastInnerID
        }
        guard let id else { return }
        subscription.setDisposable(inner.asObservable().subscribe(AnyObserver { [self] in onInner($0, id: id) }))
    }

    @inlinable
    func onInner(_ event: Event<Element>, id: Int) {
        switch event {
        case .next, .error:
            drain(state.withLock { $0.drain.enqueue(event) })
        case .completed:
            var next: Inner?
            let (item, finished) = state.withLock { state -> (Event<Element>?, SingleAssignmentDisposable?) in
                let finished = state.inners.removeValue(forKey: id)
                if let waiting = state.waiting.popFirst() {
                    next = waiting
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
    func deliver(_ event: Event<Element>) {
        forwardOn(event)
    }

    @inlinable
    func nextDrainItem() -> Event<Element>? {
        state.withLock { $0.drain.next() }
    }

    @inlinable
    override func disposeResources() {
        let inners = state.withLock { state -> [SingleAssignmentDisposable] in
            state.drain.close()
            state.waiting.removeAll()
            defer { state.inners.removeAll() }
            return Array(state.inners.values)
        }
        outerSubscription.dispose()
        for subscription in inners { subscription.dispose() }
    }
}

extension ObservableType {
    /// The producer every merging operator shares (see `MergeSink`).
    @inlinable
    func merging<Inner: ObservableConvertibleType>(
        maxConcurrent: Int, dropsWhenBusy: Bool, _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable.make(parameters: (asObservable(), selector, maxConcurrent, dropsWhenBusy)) { parameters, observer in
            let sink = MergeSink(selector: parameters.1, maxConcurrent: parameters.2, dropsWhenBusy: parameters.3,
                                 observer: observer)
            sink.subscribe(to: parameters.0)
            return sink
        }
    }
}
