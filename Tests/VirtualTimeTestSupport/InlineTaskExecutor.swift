/// Runs each task job at once on the thread that enqueues it: a task started with it runs on the
/// test's thread until it waits, and resumes there when whatever it waits for is resumed, so
/// calls to a `RemoteCatalogue` test double happen in virtual time.
public final class InlineTaskExecutor: TaskExecutor {
    public init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}
