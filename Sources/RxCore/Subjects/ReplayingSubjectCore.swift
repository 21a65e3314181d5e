import Locking
import Synchronization

/// The machinery `BehaviorSubject` and `ReplaySubject` share; they differ only in their
/// `Memory`. Observers are called outside the lock, and one event is delivered at a time:
/// whoever moves `work` from 0 to 1 delivers, and an event arriving meanwhile (from another
/// thread, or re-entrantly from an observer) is queued in `pending` for that thread to deliver
/// next, in order. An uncontended event costs one lock acquisition and two atomic operations.
@usableFromInline struct ReplayingSubjectCore<Memory: SubjectMemory>: ~Copyable {
    @usableFromInline typealias Element = Memory.Element

    @usableFromInline struct State {
        @usableFromInline var memory: Memory
        @usableFromInline var observers = ObserverBag<Element>()
        @usableFromInline var pending: [Event<Element>] = []
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init(memory: Memory) { self.memory = memory }

        /// Records `event` and returns who must receive it (nil once stopped or disposed).
        @inlinable mutating func apply(_ event: Event<Element>) -> (ObserverBag<Element>, Event<Element>)? {
            if stopEvent != nil || isDisposed { return nil }
            switch event {
            case .next(let element):
                memory.record(element)
                return (observers, event)
            case .error, .completed:
                stopEvent = event
                return (observers.removeAll(), event)
            }
        }
    }

    /// 0 when idle; otherwise 1 for the delivering thread plus one per event queued meanwhile.
    @usableFromInline let work = Atomic<Int>(0)
    @usableFromInline let state: Locked<State>

    @inlinable init(memory: Memory) {
        state = Locked(State(memory: memory))
    }

    @inlinable func on(_ event: Event<Element>) {
        if work.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            if let (observers, event) = state.withLock({ $0.apply(event) }) { observers.on(event) }
            if work.compareExchange(expected: 1, desired: 0, ordering: .releasing).exchanged { return }
            drain()
        } else {
            state.withLock { $0.pending.append(event) }
            if work.add(1, ordering: .acquiringAndReleasing).oldValue == 0 { drain() }
        }
    }

    /// Called by the delivering thread: delivers queued events until no one queued more.
    @usableFromInline func drain() {
        var missed = 1
        while true {
            let events = state.withLock { state -> [Event<Element>] in
                defer { state.pending = [] }
                return state.pending
            }
            for event in events {
                if let (observers, event) = state.withLock({ $0.apply(event) }) { observers.on(event) }
            }
            missed = work.subtract(missed, ordering: .acquiringAndReleasing).newValue
            if missed == 0 { return }
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
            state.pending = []
            state.stopEvent = nil
            state.memory.release()
        }
    }
}
