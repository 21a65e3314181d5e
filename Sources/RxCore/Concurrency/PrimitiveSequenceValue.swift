import Locking

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Awaits the element; throws the `Single`'s error. Cancelling the task disposes the
    /// subscription and throws `CancellationError`.
    public var value: Element {
        get async throws {
            try await awaitFirst(primitiveSequence.asObservable()) { result in
                switch result {
                case .element(let element): return element
                case .empty: throw RxError.noElements
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the element, or nil when the `Maybe` completes empty; throws its error.
    public var value: Element? {
        get async throws {
            try await awaitFirst(primitiveSequence.asObservable()) { result in
                switch result {
                case .element(let element): return element
                case .empty: return nil
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits completion; throws the `Completable`'s error.
    public var value: Void {
        get async throws {
            try await awaitFirst(primitiveSequence.asObservable()) { _ in () }
        }
    }
}

/// What the first event of a trait carried.
enum FirstEventResult<Element> {
    case element(Element)
    case empty
}

/// Subscribes, resumes with the first element (or completion, or error) and disposes.
func awaitFirst<Element, Output>(
    _ source: Observable<Element>,
    _ transform: (FirstEventResult<Element>) throws -> Output
) async throws -> Output {
    let awaiter = FirstEventAwaiter<Element>()
    let result = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            awaiter.start(source, continuation: continuation)
        }
    } onCancel: {
        awaiter.cancel()
    }
    return try transform(result.value)
}

/// Bridges one subscription to one continuation, resumed exactly once: by the first event or
/// by cancellation, whichever comes first.
final class FirstEventAwaiter<Element>: @unchecked Sendable { // `lockedState` guards the continuation; disposables are thread-safe
    typealias Continuation = CheckedContinuation<UncheckedTransfer<FirstEventResult<Element>>, Swift.Error>

    struct State {
        var continuation: Continuation?
        var isCancelled = false
    }

    let lockedState = Locked(State())
    let subscription = SingleAssignmentDisposable()

    /// Subscribes even when the task was cancelled already (RxSwift's order): a source that
    /// answers during `subscribe` still delivers its result; otherwise the subscription is
    /// disposed and the task gets `CancellationError`.
    func start(_ source: Observable<Element>, continuation: Continuation) {
        lockedState.withLock { $0.continuation = continuation }
        subscription.setDisposable(source.subscribe(
            onNext: { [self] in resume(.success(.element($0))) },
            onError: { [self] in resume(.failure($0)) },
            onCompleted: { [self] in resume(.success(.empty)) }
        ))
        if lockedState.withLock({ $0.isCancelled }) { cancel() }
    }

    func resume(_ outcome: Result<FirstEventResult<Element>, Swift.Error>) {
        let continuation = takeContinuation()
        subscription.dispose()
        continuation?.resume(with: outcome.map { UncheckedTransfer($0) })
    }

    func cancel() {
        lockedState.withLock { $0.isCancelled = true }
        let continuation = takeContinuation()
        subscription.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    private func takeContinuation() -> Continuation? {
        lockedState.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
    }
}
