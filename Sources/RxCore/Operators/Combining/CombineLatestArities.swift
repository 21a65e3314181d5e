// combineLatest of 3 to 8 sources, built by nesting the two-source operator: the nesting keeps
// RxSwift's semantics exactly (emission and completion times) and the two-source fast path.

extension ObservableType {
    /// `combineLatest` of 3 sources through `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let rest = Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
        return Observable<Element>.combineLatest(rest, source3) { rest, last in
            try resultSelector(rest.0, rest.1, last)
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of 3 sources as tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// `combineLatest` of 4 sources through `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let rest = Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
        return Observable<Element>.combineLatest(rest, source4) { rest, last in
            try resultSelector(rest.0, rest.1, rest.2, last)
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of 4 sources as tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// `combineLatest` of 5 sources through `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let rest = Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
        return Observable<Element>.combineLatest(rest, source5) { rest, last in
            try resultSelector(rest.0, rest.1, rest.2, rest.3, last)
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of 5 sources as tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// `combineLatest` of 6 sources through `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let rest = Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
        return Observable<Element>.combineLatest(rest, source6) { rest, last in
            try resultSelector(rest.0, rest.1, rest.2, rest.3, rest.4, last)
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of 6 sources as tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// `combineLatest` of 7 sources through `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        let rest = Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
        return Observable<Element>.combineLatest(rest, source7) { rest, last in
            try resultSelector(rest.0, rest.1, rest.2, rest.3, rest.4, rest.5, last)
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of 7 sources as tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// `combineLatest` of 8 sources through `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        let rest = Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
        return Observable<Element>.combineLatest(rest, source8) { rest, last in
            try resultSelector(rest.0, rest.1, rest.2, rest.3, rest.4, rest.5, rest.6, last)
        }
    }
}

extension ObservableType where Element == Any {
    /// `combineLatest` of 8 sources as tuples.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
