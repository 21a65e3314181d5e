extension BehaviorRelay {
    /// The relay as an `Infallible`: the current value, then every accepted one.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// The relay as an `Infallible` of the values accepted from now on.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the replayed values, then every accepted one.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
