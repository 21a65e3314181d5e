import Locking

extension ObservableType {
    /// Mirrors whichever of this observable and `right` produces an event first, and
    /// unsubscribes from the other.
    @inlinable
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable<Element>.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever source of `sequence` produces an event first, and unsubscribes from the
    /// others. An empty sequence never emits.
    @inlinable
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
        where Sequence.Element == Observable<Element> {
        Observable<Element>.make(parameters: Array(sequence)) { sources, observer in
            let sink = AmbSink(count: sources.count, observer: observer)
            sink.subscribe(to: sources)
            return sink
        }
    }
}

@usableFromInline
final class AmbSink<Element>: Sink<Element> {
    /// Index of the source that produced the first event.
    @usableFromInline let winner = Locked<Int?>(nil)
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(count: Int, observer: AnyObserver<Element>) {
        self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(to sources: [Observable<Element>]) {
        for (index, source) in sources.enumerated() {
            if isDisposed || winner.withLock({ $0 != nil }) { return }
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { [self] in on($0, from: index) }))
        }
    }

    @inlinable
    func on(_ event: Event<Element>, from index: Int) {
        let (isWinner, justWon) = winner.withLock { winner -> (Bool, Bool) in
            if let winner { return (winner == index, false) }
            winner = index
            return (true, true)
        }
        guard isWinner else { return }
        if justWon {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        }
        forwardOn(event)
    }

    @inlinable
    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}
