/// Replays up to `bufferSize` past elements (all of them when unbounded) to each new
/// subscriber, then delivers later events.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    @unchecked Sendable {  // all mutable state is in `core`: locked or atomic
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline let core: ReplayingSubjectCore<ReplayBuffer<Element>>

    @inlinable init(bufferSize: Int) {
        core = ReplayingSubjectCore(memory: ReplayBuffer(bufferSize: bufferSize))
        super.init(run: { observable, observer in
            unsafeDowncast(observable, to: ReplaySubject<Element>.self).subscribeObserver(observer)
        })
    }

    /// A subject replaying the last `bufferSize` elements.
    @inlinable public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(bufferSize, 0))
    }

    /// A subject replaying every element.
    @inlinable public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    public var hasObservers: Bool { core.hasObservers }

    public var isDisposed: Bool { core.isDisposed }

    /// Records and delivers `event`. Thread-safe; re-entrant calls are queued.
    @inlinable public func on(_ event: Event<Element>) {
        core.on(event)
    }

    @usableFromInline func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, subject: self) { [weak self] key in self?.core.removeObserver(key) }
    }

    public func asObserver() -> ReplaySubject<Element> { self }

    /// Releases the observers and the buffer; later events are ignored and subscribers get an error.
    public func dispose() {
        core.dispose()
    }
}
