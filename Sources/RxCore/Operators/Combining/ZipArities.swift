// zip of 3 to 8 sources. They run on the collection engine over boxed elements, so completion
// follows RxSwift's n-ary rule exactly (nesting two-source zips would complete earlier).

/// Unboxes a zipped element; the engine only ever hands back what the boxing `map` stored.
@inlinable
func zipUnbox<Value>(_ value: Any) throws -> Value {
    guard let unboxed = value as? Value else { throw RxError.unknown }
    return unboxed
}

extension ObservableType {
    /// `zip` of 3 sources through `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<Any>] = [
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
        ]
        return Observable<Element>.zip(sources) { values in
            try resultSelector(zipUnbox(values[0]), zipUnbox(values[1]), zipUnbox(values[2]))
        }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of 3 sources as tuples.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// `zip` of 4 sources through `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<Any>] = [
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
        ]
        return Observable<Element>.zip(sources) { values in
            try resultSelector(zipUnbox(values[0]), zipUnbox(values[1]), zipUnbox(values[2]), zipUnbox(values[3]))
        }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of 4 sources as tuples.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// `zip` of 5 sources through `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<Any>] = [
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
        ]
        return Observable<Element>.zip(sources) { values in
            try resultSelector(zipUnbox(values[0]), zipUnbox(values[1]), zipUnbox(values[2]), zipUnbox(values[3]), zipUnbox(values[4]))
        }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of 5 sources as tuples.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// `zip` of 6 sources through `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<Any>] = [
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
        ]
        return Observable<Element>.zip(sources) { values in
            try resultSelector(zipUnbox(values[0]), zipUnbox(values[1]), zipUnbox(values[2]), zipUnbox(values[3]), zipUnbox(values[4]), zipUnbox(values[5]))
        }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of 6 sources as tuples.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// `zip` of 7 sources through `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<Any>] = [
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any },
        ]
        return Observable<Element>.zip(sources) { values in
            try resultSelector(zipUnbox(values[0]), zipUnbox(values[1]), zipUnbox(values[2]), zipUnbox(values[3]), zipUnbox(values[4]), zipUnbox(values[5]), zipUnbox(values[6]))
        }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of 7 sources as tuples.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// `zip` of 8 sources through `resultSelector`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        let sources: [Observable<Any>] = [
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any },
            source8.asObservable().map { $0 as Any },
        ]
        return Observable<Element>.zip(sources) { values in
            try resultSelector(zipUnbox(values[0]), zipUnbox(values[1]), zipUnbox(values[2]), zipUnbox(values[3]), zipUnbox(values[4]), zipUnbox(values[5]), zipUnbox(values[6]), zipUnbox(values[7]))
        }
    }
}

extension ObservableType where Element == Any {
    /// `zip` of 8 sources as tuples.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
