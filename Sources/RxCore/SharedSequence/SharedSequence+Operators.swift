extension SharedSequenceConvertibleType {
    /// Transforms each element.
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element, dropping nil results.
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Forwards the elements of the sequence `selector` returned for the latest element only.
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Ignores elements while the sequence `selector` returned for an earlier one is running.
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Merges the sequences `selector` returns for each element.
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Emits an element only after `dueTime` passed without another one.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`; with `latest`, the last one of the period follows.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element later by `dueTime`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits the running accumulation, starting from `seed`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits the running accumulation, mutating a copy of `seed` in place.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Skips the first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Emits `element` first.
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// On each element, emits `resultSelector` of it and the latest element of `second`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// On each element, emits the latest element of `second`.
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Runs side effects around the events, without changing them.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(
            onNext: onNext, afterNext: afterNext,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key equals the previous element's key.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the previous one.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }
}

extension SharedSequence {
    /// Forwards the elements of every source as they arrive.
    @inlinable
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Forwards the elements of every source as they arrive.
    @inlinable
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Forwards the elements of every source as they arrive.
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// `combineLatest` over a collection of sequences.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable<Element>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `combineLatest` over a collection of sequences, as arrays.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element: SharedSequenceConvertibleType, Collection.Element.Element == Element,
              Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, [Element]>(Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
    }

    /// `zip` over a collection of sequences.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable<Element>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `zip` over a collection of sequences, as arrays.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element: SharedSequenceConvertibleType, Collection.Element.Element == Element,
              Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, [Element]>(Observable<Element>.zip(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key `comparer` says equals the previous element's key.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Prints every event, subscription and disposal, prefixed with `identifier`
    /// (default: the call site).
    @inlinable
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
