extension ObservableConvertibleType {
    /// The elements as an async sequence: the stream subscribes when created, finishes on
    /// completion, throws the observable's error, and disposes the subscription when the
    /// consuming task ends or is cancelled. Elements are buffered without limit.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // Each element goes to the stream's one consumer, as it would to an observer.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            let disposable = UncheckedSendableDisposable(subscription)
            continuation.onTermination = { _ in disposable.dispose() }
        }
    }
}

extension InfallibleType {
    /// The elements as a non-throwing async sequence; see `ObservableConvertibleType.values`.
    public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues
    }
}

extension SharedSequence {
    /// The elements as a non-throwing async sequence; see `ObservableConvertibleType.values`.
    public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues
    }
}

extension Observable {
    /// Values of an observable known not to fail (an error would just end the stream).
    var nonThrowingValues: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                onNext: { element in
                    // Each element goes to the stream's one consumer, as it would to an observer.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { _ in continuation.finish() },
                onCompleted: { continuation.finish() }
            )
            let disposable = UncheckedSendableDisposable(subscription)
            continuation.onTermination = { _ in disposable.dispose() }
        }
    }
}
