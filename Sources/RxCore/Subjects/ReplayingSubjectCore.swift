/// The machinery `BehaviorSubject` and `ReplaySubject` share; they differ only in their
/// `Memory`. Observers are called outside the lock, one event at a time, through the
/// `SerialDrain` in the locked state (the operators' one delivery scheme): whoever gets the
/// event back from the drain delivers it, then takes the next one; an event arriving meanwhile
/// (from another thread, or re-entrantly from an observer) waits in the drain and is delivered
/// after the current one, in order. An event is recorded in the memory when its turn comes, so
/// a subscriber never sees it both replayed and delivered.
@usableFromInline struct ReplayingSubjectCore<Memory: SubjectMemory>: ~Copyable {
    @usableFromInline typealias Element = Memory.Element
    @usableFromInline typealias Delivery = (observers: ObserverBag<Element>, event: Event<Element>)

    @usableFromInline struct State {
        @usableFromInline var memory: Memory
        @usableFromInline var observers = ObserverBag<Element>()
        @usableFromInline var drain = SerialDrain<Event<Element>>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init(memory: Memory) { self.memory = memory }

        /// Records `event` and returns who must receive it (nil once stopped or disposed).
        @inlinable mutating func apply(_ event: Event<Element>) -> Delivery? {
            if stopEvent != nil || isDisposed { return nil }
            switch event {
            case .next(let element):
                memory.record(element)
                return (observers, event)
            case .error, .completed:
                stopEvent = event
                drain.close()  // events sent after the stop event are dropped, not queued
                return (observers.removeAll(), event)
            }
        }

        /// Applies `event` (what the drain handed out, if anything), or the next queued one when
        /// it no longer applies; nil when there is nothing left to deliver.
        @inlinable mutating func delivery(startingWith event: Event<Element>?) -> Delivery? {
            var item = event
            while let current = item {
                if let delivery = apply(current) { return delivery }
                item = drain.next()
            }
            return nil
        }
    }

    @usableFromInline let state: Locked<State>

    @inlinable init(memory: Memory) {
        state = Locked(State(memory: memory))
    }

    @inlinable func on(_ event: Event<Element>) {
        var delivery = state.withLock { state in state.delivery(startingWith: state.drain.enqueue(event)) }
        while let (observers, event) = delivery {
            observers.on(event)
            delivery = state.withLock { state in state.delivery(startingWith: state.drain.next()) }
        }
    }

    /// Adds `observer` and sends it the memory's replay (and the stop event, if any).
    /// `unsubscribe` removes the observer by key when the subscription is disposed.
    @usableFromInline func subscribe(
        _ observer: AnyObserver<Element>, subject: AnyObject, unsubscribe: @escaping (Int) -> Void
    ) -> Disposable {
        let (outcome, replay) = state.withLock { state -> (SubscribeOutcome<Element>, Memory.Replay?) in
            if state.isDisposed { return (.disposed, nil) }
            if let stopEvent = state.stopEvent {
                return (.stopped(stopEvent), Memory.replaysAfterStop ? state.memory.replay : nil)
            }
            return (.subscribed(state.observers.insert(observer)), state.memory.replay)
        }
        if let replay {
            for element in replay { observer.on(.next(element)) }
        }
        switch outcome {
        case .subscribed(let key):
            return SubjectSubscription(key: key, unsubscribe: unsubscribe)
        case .stopped(let event):
            observer.on(event)
        case .disposed:
            observer.on(.error(RxError.disposed(object: ObjectIdentifier(subject))))
        }
        return Disposables.create()
    }

    @inlinable func removeObserver(_ key: Int) {
        _ = state.withLock { $0.observers.remove(key) }
    }

    @inlinable var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    @inlinable var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Releases the observers and the memory's droppable part; later events are ignored.
    @inlinable func dispose() {
        state.withLock { state in
            state.isDisposed = true
            _ = state.observers.removeAll()
            state.drain.close()
            state.stopEvent = nil
            state.memory.release()
        }
    }
}
