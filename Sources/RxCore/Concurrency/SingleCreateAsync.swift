extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` of what `work` returns (or throws), run in a new task per subscriber (detached
    /// if asked); disposing cancels the task.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        Single<Element>.create { single in
            let observer = UncheckedTransfer(single)
            let operation: @Sendable () async -> Void = {
                let result: SingleEvent<Element>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                observer.value(result)
            }
            let task = detached ? Task.detached(priority: priority, operation: operation)
                                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}
