import Locking

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
        Observable<Element>.concat(sources: ConcatSources(sequence: AnySequence(sequence), count: nil))
    }

    /// Concatenates a collection of sources; see `concat(_:)` over a sequence.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
        where Collection.Element == Observable<Element> {
        Observable<Element>.concat(sources: ConcatSources(sequence: AnySequence(collection), count: collection.count))
    }

    /// Concatenates the given sources; see `concat(_:)` over a sequence.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable<Element>.concat(sources: ConcatSources(sequence: AnySequence(sources), count: sources.count))
    }

    @inlinable
    static func concat(sources: ConcatSources<Element>) -> Observable<Element> {
        Observable<Element>.make(parameters: sources) { sources, observer in
            let sink = ConcatSink(sources: sources, observer: observer)
            sink.moveNext()
            return sink
        }
    }
}

/// What a `concat` observable runs. The sink recognises a `concat` among its sources by these
/// parameters and runs that one's sources itself instead of subscribing a nested sink (RxSwift
/// flattens the same way), so nested `concat`s run in constant stack however deep they go, and
/// those nested last in a collection in constant memory too.
@usableFromInline
struct ConcatSources<Element> {
    @usableFromInline let sequence: AnySequence<Observable<Element>>
    /// How many sources there are, if known (a collection). The sink drops an iterator as soon as
    /// it has taken the last source, so a concat nested last does not leave its parent's behind.
    @usableFromInline let count: Int?

    @inlinable init(sequence: AnySequence<Observable<Element>>, count: Int?) {
        self.sequence = sequence
        self.count = count
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

    /// An iterator over one concat's sources and how many of them are left (nil: not known).
    @usableFromInline
    struct PendingSources {
        @usableFromInline var iterator: AnyIterator<Observable<Element>>
        @usableFromInline var remaining: Int?

        @inlinable init(_ sources: ConcatSources<Element>) {
            iterator = AnyIterator(sources.sequence.makeIterator())
            remaining = sources.count
        }
    }

    // The innermost nested concat last. Only the one running `moveNext` loop (guarded by
    // `isAdvancing`) touches it.
    @usableFromInline var pending: [PendingSources]
    @usableFromInline let state = Locked(State())
    @usableFromInline let current = SerialDisposable()

    @inlinable
    init(sources: ConcatSources<Element>, observer: AnyObserver<Element>) {
        pending = [PendingSources(sources)]
        super.init(observer: observer)
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
            guard let source = nextSource() else {
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

    /// The next source to subscribe to, taking nested concats apart; nil when all have run.
    @inlinable
    func nextSource() -> Observable<Element>? {
        while var top = pending.popLast() {
            if isDisposed { return nil }
            guard let candidate = top.iterator.next() else { continue }
            if let remaining = top.remaining {
                if remaining > 1 {
                    top.remaining = remaining - 1
                    pending.append(top)
                }
            } else {
                pending.append(top)
            }
            guard let nested = candidate as? Producer<Element, ConcatSources<Element>> else { return candidate }
            pending.append(PendingSources(nested.parameters))
            #if DEBUG
            Resources.concatStackGrew(to: pending.count)
            #endif
        }
        return nil
    }

    @inlinable
    override func disposeResources() {
        current.dispose()
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to each inner observable only after the previous one completed.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merging(maxConcurrent: 1, dropsWhenBusy: false) { $0 }
    }
}
