import Dispatch

/// Runs tasks' jobs on one serial dispatch queue: the services' calls run off Swift's cooperative
/// threads, on a thread that may wait for the embedded store (its work runs right there, with no
/// further hop: `StoreWork.callersThread`), one call at a time, as the store's own queue would.
public final class QueueTaskExecutor: TaskExecutor, @unchecked Sendable {  // its one stored property is a DispatchQueue, which is thread-safe
    private let queue: DispatchQueue

    public init(label: String, qos: DispatchQoS = .userInitiated) {
        queue = DispatchQueue(label: label, qos: qos)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
