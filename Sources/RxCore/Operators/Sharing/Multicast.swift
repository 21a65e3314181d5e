import Locking

extension ObservableType {
    /// A connectable observable whose subscribers all share `subject`; once the subject has
    /// stopped it stays stopped.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element {
        MulticastConnection(source: asObservable(), makeSubject: { subject }).connectable()
    }

    /// A connectable observable that makes a fresh subject for every connection, so it can be
    /// connected again after the source stopped or the connection was disposed.
    @inlinable
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element {
        MulticastConnection(source: asObservable(), makeSubject: makeSubject).connectable()
    }

    /// For each subscriber: makes a subject, multicasts the source through it, subscribes the
    /// subscriber to `selector`'s observable built on it, then connects. Throwing selectors fail
    /// the subscriber.
    @inlinable
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Observable<Result>.make(parameters: (asObservable(), subjectSelector, selector)) { parameters, downstream in
            let (source, subjectSelector, selector) = parameters
            let sink = ForwardingSink(observer: downstream)
            do {
                let subject = try subjectSelector()
                let connectable = source.multicast(subject)
                let observable = try selector(connectable.asObservable())
                let subscription = observable.subscribe(AnyObserver(eventHandler: sink.on))
                sink.setUpstream(Disposables.create(subscription, connectable.connect()))
            } catch {
                sink.forwardOn(.error(error))
            }
            return sink
        }
    }
}

/// The shared state behind a multicast `ConnectableObservable`: the current subject and the
/// current connection (RxSwift's `ConnectableObservableAdapter`).
@usableFromInline
final class MulticastConnection<Subject: SubjectType> {
    @usableFromInline typealias SourceElement = Subject.Observer.Element
    @usableFromInline typealias Element = Subject.Element

    @usableFromInline
    struct State {
        @usableFromInline var subject: Subject?
        @usableFromInline var connection: Connection?
        @inlinable init() {}
    }

    /// One connection: forwards source events into the subject until disposed or stopped.
    @usableFromInline
    final class Connection: Cancelable {
        @usableFromInline weak var parent: MulticastConnection?
        @usableFromInline let subject: Subject.Observer
        @usableFromInline let subscription = SingleAssignmentDisposable()
        @usableFromInline let disposed = BooleanDisposable()

        @inlinable
        init(parent: MulticastConnection, subject: Subject.Observer) {
            self.parent = parent
            self.subject = subject
        }

        @inlinable public var isDisposed: Bool { disposed.isDisposed }

        @inlinable
        func on(_ event: Event<SourceElement>) {
            if isDisposed { return }
            if event.isStopEvent { dispose() }
            subject.on(event)
        }

        @inlinable
        public func dispose() {
            if disposed.isDisposed { return }
            disposed.dispose()
            parent?.connectionEnded(self)
            subscription.dispose()
        }
    }

    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let makeSubject: () -> Subject
    @usableFromInline let lockedState = Locked(State())

    @inlinable
    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    @inlinable
    func connectable() -> ConnectableObservable<Element> {
        ConnectableObservable(
            run: { [self] _, observer in currentSubject().subscribe(observer) },
            connect: { [self] in connect() }
        )
    }

    /// The subject of the current (or next) connection. `makeSubject` is called outside the lock.
    @inlinable
    func currentSubject() -> Subject {
        if let subject = lockedState.withLock({ $0.subject }) { return subject }
        let fresh = makeSubject()
        return lockedState.withLock { state -> Subject in
            if let subject = state.subject { return subject }
            state.subject = fresh
            return fresh
        }
    }

    @inlinable
    func connect() -> Disposable {
        if let existing = lockedState.withLock({ $0.connection }) { return existing }
        let subject = currentSubject()
        let fresh = Connection(parent: self, subject: subject.asObserver())
        let (connection, isNew) = lockedState.withLock { state -> (Connection, Bool) in
            if let existing = state.connection { return (existing, false) }
            state.connection = fresh
            return (fresh, true)
        }
        if isNew {
            connection.subscription.setDisposable(source.subscribe(AnyObserver { [connection] in connection.on($0) }))
        }
        return connection
    }

    @inlinable
    func connectionEnded(_ connection: Connection) {
        lockedState.withLock { state in
            guard state.connection === connection else { return }
            state.connection = nil
            state.subject = nil
        }
    }
}
