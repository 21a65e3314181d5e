import Foundation
import RxCore

extension MainScheduler {
    /// Runs the main run loop until no work scheduled on this scheduler is running or waiting:
    /// what a test asserts after an action that hands work to the main queue. Call it on the
    /// main thread, outside work running on this scheduler.
    public func drain() {
        precondition(Thread.isMainThread, "drain() runs the main run loop: call it on the main thread")
        while hasPendingWork {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
