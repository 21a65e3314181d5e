/// An observable that cannot fail, delivers on `SharingStrategy.scheduler` and shares its
/// subscription as the strategy says. `Driver` and `Signal` are its two flavours.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source` and applies the strategy's sharing.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as is: it must already follow the strategy.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    @inlinable
    public func asObservable() -> Observable<Element> { source }

    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// What makes a `SharedSequence` a `Driver` or a `Signal`: where it delivers and how it shares.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }

    /// Applies this strategy's sharing to `source`.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Anything that can present itself as a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequence {
    /// A sequence of one element, delivered on the strategy's scheduler.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable<Element>.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once, on the strategy's scheduler.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable<Element>.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable<Element>.never())
    }

    /// A sequence of the given elements, emitted on the strategy's scheduler.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A sequence of the elements of `array`, each emitted on the strategy's scheduler (as
    /// RxCocoa: one scheduled action per element, not one subscription on it).
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable<Element>.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `sequence`, each emitted on the strategy's scheduler.
    @inlinable
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
        where Sequence.Element == Element {
        SharedSequence(raw: Observable<Element>.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The optional's value (if any), then completion, on the strategy's scheduler.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable<Element>.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence made anew for each subscriber by `factory`.
    @inlinable
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.deferred { factory().asObservable() })
    }
}

extension SharedSequenceConvertibleType {
    /// One subscription per observer, disposed together.
    @inlinable
    func subscribeAll(_ observers: [AnyObserver<Element>]) -> Disposable {
        let source = asObservable()
        return Disposables.create(observers.map { observer in
            source.subscribe(AnyObserver { event in
                // A shared sequence cannot fail; anything else goes through.
                if case .error = event { return }
                observer.on(event)
            })
        })
    }
}
