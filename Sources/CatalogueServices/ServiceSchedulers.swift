import Foundation
import Locking
import RxCore

/// Where services start their calls to the catalogue and where they deliver the answers. The app
/// uses a background queue and the main scheduler; tests pass one `TestScheduler` for both, and
/// an executor that runs the calls' tasks at once, so answers arrive in virtual time.
public struct ServiceSchedulers {
    public let background: SchedulerType
    public let main: SchedulerType
    /// Where the tasks of calls to the catalogue run: a serial queue of their own in the app
    /// (`QueueTaskExecutor`); tests pass one that runs them at once on the calling thread, in
    /// virtual time; nil for Swift's global executor, reached through `background`.
    public let taskExecutor: (any TaskExecutor)?
    /// Counts the calls under way, when a program wants to know that the services are idle
    /// (the app benchmarks wait for that before they read a frame).
    public let callsInFlight: CallsInFlight?

    public init(background: SchedulerType, main: SchedulerType, taskExecutor: (any TaskExecutor)? = nil,
                callsInFlight: CallsInFlight? = nil) {
        self.background = background
        self.main = main
        self.taskExecutor = taskExecutor
        self.callsInFlight = callsInFlight
    }

    /// The app's: the calls' tasks on a serial queue of their own (`QueueTaskExecutor`), where the
    /// embedded store's work runs without another hop; answers on the main queue.
    public static func live() -> ServiceSchedulers {
        ServiceSchedulers(background: SerialDispatchQueueScheduler(qos: .userInitiated,
                                                                   internalSerialQueueName: "taproom.services"),
                          main: MainScheduler.instance, taskExecutor: QueueTaskExecutor(label: "taproom.services"))
    }
}

/// How many of the services' calls are under way: from subscription to the delivery of their
/// answer on the main scheduler (or their disposal).
public final class CallsInFlight: Sendable {
    private let count = Locked(0)

    public init() {}

    public var current: Int { count.withLock { $0 } }

    func started() { count.withLock { $0 += 1 } }
    func ended() { count.withLock { $0 -= 1 } }
}
