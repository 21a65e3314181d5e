// `zip` of 2 to 8 sequences with one sharing strategy, on the Observable operators.

extension SharedSequence {
    /// `zip` of 2 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 2 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 3 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 3 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 4 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 4 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 5 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 5 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 6 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 6 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 7 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 7 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()))
    }
}

extension SharedSequence {
    /// `zip` of 8 sequences through `resultSelector`.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy, SharingStrategy == O8.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// `zip` of 8 sequences as tuples.
    @inlinable
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy, SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(Observable<Any>.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}
