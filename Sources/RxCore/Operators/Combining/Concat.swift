extension ObservableType {
    /// Emits this observable's elements, then, after it completes, those of `second`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
        where Source.Element == Element {
        Observable<Element>.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each source of `sequence` in turn, after the previous one completed.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
        where Sequence.Element == Observable<Element> {
        Observable<Element>.make(parameters: sequence) { sequence, observer in
            let sink = ConcatSink(sources: AnyIterator(sequence.makeIterator()), observer: observer)
            sink.moveNext()
            return sink
        }
    }

    /// Concatenates a collection of sources; see `concat(_:)` over a sequence.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
        where Collection.Element == Observable<Element> {
        Observable<Element>.concat(AnySequence(collection))
    }

    /// Concatenates the given sources; see `concat(_:)` over a sequence.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Element>.concat(AnySequence(sources))
    }
}

/// Runs sources one after the other. A source that completes synchronously does not recurse
/// into the next subscription: the running `moveNext` loop picks it up (a local trampoline).
@usableFromInline
final class ConcatSink<Element>: Sink<Element> {
    @usableFromInline
    struct State {
        @usableFromInline var isAdvancing = false
        @usableFromInline var isAdvanceRequested = false
        @inlinable init() {}
    }

    // Only the one running `moveNext` loop (guarded by `isAdvancing`) touches the iterator.
    @usableFromInline var sources: AnyIterator<Observable<Element>>
    @usableFromInline let state = Locked(State())
    @usableFromInline let current = SerialDisposable()

    @inlinable
    init(sources: AnyIterator<Observable<Element>>, observer: AnyObserver<Element>) {
        self.sources = sources
        super.init(observer: observer)
        #if DEBUG
        Resources.concatSinkStarted()
        #endif
    }

    @inlinable
    func moveNext() {
        if isDisposed { return }
        let shouldRun = state.withLock { state -> Bool in
            if state.isAdvancing {
                state.isAdvanceRequested = true
                return false
            }
            state.isAdvancing = true
            return true
        }
        guard shouldRun else { return }
        repeat {
            state.withLock { $0.isAdvanceRequested = false }
            guard let source = sources.next() else {
                forwardOn(.completed)
                return
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { [self] event in
                if case .completed = event {
                    moveNext()
                } else {
                    forwardOn(event)
                }
            }))
        } while state.withLock({ state -> Bool in
            if state.isAdvanceRequested { return true }
            state.isAdvancing = false
            return false
        }) && !isDisposed
    }

    @inlinable
    override func disposeResources() {
        current.dispose()
        #if DEBUG
        Resources.concatSinkEnded()
        #endif
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to each inner observable only after the previous one completed.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merging(maxConcurrent: 1, dropsWhenBusy: false) { $0 }
    }
}
