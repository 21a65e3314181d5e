import Locking

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    /// After the source stops, the next subscriber connects again.
    @inlinable
    public func refCount() -> Observable<Element> {
        let counter = RefCounter(source: self)
        return Observable<Element>.make(parameters: counter) { counter, downstream in
            counter.subscribe(downstream)
        }
    }
}

/// The shared count and connection of one `refCount()` observable.
@usableFromInline
final class RefCounter<Source: ConnectableObservableType> {
    @usableFromInline
    struct State {
        @usableFromInline var count = 0
        @usableFromInline var connection: Disposable?
        /// Bumped on every new connection, so a subscriber of an old one cannot end a newer one.
        @usableFromInline var generation = 0
        @inlinable init() {}
    }

    @usableFromInline let source: Source
    @usableFromInline let lockedState = Locked(State())

    @inlinable
    init(source: Source) {
        self.source = source
    }

    @inlinable
    func subscribe(_ downstream: AnyObserver<Source.Element>) -> Disposable {
        let sink = RefCountSink<Source>(observer: downstream)
        let generation = lockedState.withLock { $0.generation }
        sink.counter = self
        sink.generation = generation
        let subscription = source.subscribe(AnyObserver { [sink] in sink.on($0) })
        if sink.isDisposed {
            // A stopped subject replayed its stop event: nothing to connect.
            subscription.dispose()
            return sink
        }
        let shouldConnect = lockedState.withLock { state -> Bool in
            state.count += 1
            return state.count == 1
        }
        if shouldConnect {
            let connection = source.connect()
            let stale = lockedState.withLock { state -> Disposable? in
                if state.count == 0 { return connection }
                state.connection = connection
                return nil
            }
            stale?.dispose()
        }
        sink.setUpstream(Disposables.create {
            subscription.dispose()
            self.release(generation: sink.generation)
        })
        return sink
    }

    /// A subscriber left: the last one disconnects (only if its connection is still current).
    @inlinable
    func release(generation: Int) {
        let connection = lockedState.withLock { state -> Disposable? in
            guard state.generation == generation, state.count > 0 else { return nil }
            state.count -= 1
            guard state.count == 0 else { return nil }
            state.generation &+= 1
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }

    /// The source stopped: drop the connection so the next subscriber reconnects.
    @inlinable
    func sourceStopped(generation: Int) {
        let connection = lockedState.withLock { state -> Disposable? in
            guard state.generation == generation else { return nil }
            state.count = 0
            state.generation &+= 1
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }
}

@usableFromInline
final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element> {
    // Set once in `RefCounter.subscribe` before the sink receives events.
    @usableFromInline var counter: RefCounter<Source>?
    @usableFromInline var generation = 0

    @inlinable
    func on(_ event: Event<Source.Element>) {
        if event.isStopEvent { counter?.sourceStopped(generation: generation) }
        forwardOn(event)
    }
}
