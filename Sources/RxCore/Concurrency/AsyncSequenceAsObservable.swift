extension AsyncSequence {
    /// An observable that iterates this sequence in a new task (of `priority`) per subscriber;
    /// disposing cancels the task. A thrown error becomes an error event; cancellation ends silently.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable<Element>.create { observer in
            var iterator = makeAsyncIterator()
            let next = UncheckedTransfer<() async throws -> Element?> { try await iterator.next() }
            let task = Task(priority: priority) { [observer = UncheckedTransfer(observer)] in
                do {
                    while let element = try await next.value() {
                        if Task.isCancelled { return }
                        observer.value.onNext(element)
                    }
                    if !Task.isCancelled { observer.value.onCompleted() }
                } catch {
                    if !Task.isCancelled { observer.value.onError(error) }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Moves a value into a task that becomes its only user.
@usableFromInline
struct UncheckedTransfer<Value>: @unchecked Sendable { // the sender never touches `value` again after handing it over
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
