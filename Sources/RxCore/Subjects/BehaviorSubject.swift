/// Holds a current value: each new subscriber first gets it, then later events.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    @unchecked Sendable {  // all mutable state is in `core`: locked or atomic
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline let core: ReplayingSubjectCore<CurrentValue<Element>>

    @inlinable public init(value: Element) {
        core = ReplayingSubjectCore(memory: CurrentValue(value))
        super.init(run: { observable, observer in
            unsafeDowncast(observable, to: BehaviorSubject<Element>.self).subscribeObserver(observer)
        })
    }

    /// The current value; throws the error the subject stopped with, or
    /// `RxError.disposed` once disposed.
    public func value() throws -> Element {
        let (value, error) = core.state.withLock { state -> (Element, Swift.Error?) in
            if state.isDisposed { return (state.memory.value, RxError.disposed(object: ObjectIdentifier(self))) }
            return (state.memory.value, state.stopEvent?.error)
        }
        if let error { throw error }
        return value
    }

    /// The current value, whatever the subject's state (for `BehaviorRelay`).
    @usableFromInline var currentValue: Element { core.state.withLock { $0.memory.value } }

    public var hasObservers: Bool { core.hasObservers }

    public var isDisposed: Bool { core.isDisposed }

    /// Updates the value and delivers `event`. Thread-safe; re-entrant calls are queued.
    @inlinable public func on(_ event: Event<Element>) {
        core.on(event)
    }

    @usableFromInline func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, subject: self) { [weak self] key in self?.core.removeObserver(key) }
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Releases the observers; later events are ignored and subscribers get an error.
    public func dispose() {
        core.dispose()
    }
}
