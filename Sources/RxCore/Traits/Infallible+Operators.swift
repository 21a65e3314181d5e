extension InfallibleType {
    /// Transforms each element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().map(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms each element, dropping nil results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().compactMap(transform))
    }

    /// Merges the infallibles `selector` returns for each element.
    @inlinable
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Forwards the elements of the infallible `selector` returned for the latest element only.
    @inlinable
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().flatMapLatest { selector($0).asObservable() })
    }
}
