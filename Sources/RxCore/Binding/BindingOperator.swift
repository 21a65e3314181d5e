precedencegroup BindingPrecedence {
    associativity: none
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Binds the sequence on the right to the observer, `Binder` or relay on the left and
/// returns the subscription: `bag.insert([label.rx.text <- viewModel.title])`.
infix operator <- : BindingPrecedence

public func <- <Observer: ObserverType, Source: ObservableConvertibleType>(observer: Observer, source: Source) -> Disposable
where Observer.Element == Source.Element {
    source.asObservable().bind(to: observer)
}

public func <- <Observer: ObserverType, Source: ObservableConvertibleType>(observer: Observer, source: Source) -> Disposable
where Observer.Element == Source.Element? {
    source.asObservable().bind(to: observer)
}

public func <- <Source: ObservableConvertibleType>(relay: PublishRelay<Source.Element>, source: Source) -> Disposable {
    source.asObservable().bind(to: relay)
}

public func <- <Source: ObservableConvertibleType>(relay: PublishRelay<Source.Element?>, source: Source) -> Disposable {
    source.asObservable().bind(to: relay)
}

public func <- <Source: ObservableConvertibleType>(relay: BehaviorRelay<Source.Element>, source: Source) -> Disposable {
    source.asObservable().bind(to: relay)
}

public func <- <Source: ObservableConvertibleType>(relay: BehaviorRelay<Source.Element?>, source: Source) -> Disposable {
    source.asObservable().bind(to: relay)
}

public func <- <Source: ObservableConvertibleType>(relay: ReplayRelay<Source.Element>, source: Source) -> Disposable {
    source.asObservable().bind(to: relay)
}

public func <- <Source: ObservableConvertibleType>(relay: ReplayRelay<Source.Element?>, source: Source) -> Disposable {
    source.asObservable().bind(to: relay)
}
