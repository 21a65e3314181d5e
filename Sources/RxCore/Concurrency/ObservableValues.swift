extension ObservableConvertibleType {
    /// The elements as an async sequence: the stream subscribes when created, finishes on
    /// completion, throws the observable's error, and disposes the subscription when the
    /// consuming task ends or is cancelled. A subscription disposed before the observable
    /// stopped (the task was cancelled) throws `CancellationError`, as RxSwift's does.
    /// Elements are buffered without limit.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // Each element goes to the stream's one consumer, as it would to an observer.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                // After a stop event the stream has finished already, and this changes nothing.
                onDisposed: { continuation.finish(throwing: CancellationError()) }
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
