import Locking

/// A sequence of the elements that share `key` (an element of `groupBy`).
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key

    @usableFromInline let source: Observable<Element>

    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Splits the elements into groups by key; each new key emits a new group.
    @inlinable public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>> {
        Observable.make(parameters: (asObservable(), keySelector)) { parameters, observer in
            let sink = GroupBySink(keySelector: parameters.1, observer: observer)
            sink.sourceSubscription.setDisposable(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            sink.setUpstream(sink.sourceReferences)
            return sink
        }
    }
}

@usableFromInline final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>> {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let groups = Locked([Key: PublishSubject<Element>]())
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    /// The source stays subscribed while the outer subscription or any group's subscription
    /// lives (RxSwift): disposing the outer one alone stops new groups, not the existing ones.
    @usableFromInline let sourceReferences: RefCountDisposable

    @inlinable init(keySelector: @escaping (Element) throws -> Key, observer: AnyObserver<GroupedObservable<Key, Element>>) {
        self.keySelector = keySelector
        self.sourceReferences = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer: observer)
    }

    /// A group's observable: each subscription to it keeps the source subscribed.
    @inlinable func groupSource(_ group: PublishSubject<Element>) -> Observable<Element> {
        Observable.create { [sourceReferences] observer in
            let reference = sourceReferences.retain()
            return Disposables.create(group.subscribe(observer), reference)
        }
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do { key = try keySelector(element) } catch {
                stopAll(.error(error))
                return
            }
            let (group, isNew) = groups.withLock { groups -> (PublishSubject<Element>, Bool) in
                if let group = groups[key] { return (group, false) }
                let group = PublishSubject<Element>()
                groups[key] = group
                return (group, true)
            }
            if isNew { forwardOn(.next(GroupedObservable(key: key, source: groupSource(group)))) }
            group.onNext(element)
        case .error(let error):
            stopAll(.error(error))
        case .completed:
            stopAll(.completed)
        }
    }

    @inlinable func stopAll(_ event: Event<Element>) {
        let all = groups.withLock { groups -> [PublishSubject<Element>] in
            defer { groups = [:] }
            return Array(groups.values)
        }
        for group in all { group.on(event) }
        switch event {
        case .error(let error): forwardOn(.error(error))
        default: forwardOn(.completed)
        }
    }
}
