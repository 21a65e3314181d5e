import Foundation
import RxCore

extension MainScheduler {
    /// Runs the main run loop until no work that any `MainScheduler` queued is waiting on the main
    /// queue: what a test does before asserting after an action that hands work to the main queue.
    /// Call it on the main thread, outside work running on a `MainScheduler`.
    public static func drain() {
        precondition(Thread.isMainThread, "drain() runs the main run loop: call it on the main thread")
        while hasQueuedWork {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
