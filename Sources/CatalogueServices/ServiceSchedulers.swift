import Foundation
import RxCore

/// Where services do their work and where they deliver it. The app uses a background queue and
/// the main scheduler; tests pass one `TestScheduler` for both so results arrive in virtual time.
public struct ServiceSchedulers {
    public let background: SchedulerType
    public let main: SchedulerType
    /// Where the in-memory search index loads (seconds at a million beers): a queue of its own in
    /// the app, so that searches meanwhile are answered by SQL instead of queueing behind it.
    public let indexing: SchedulerType
    /// Where the tasks of calls to a server run: nil for Swift's global executor (the app);
    /// tests pass an executor that runs them at once on the calling thread, in virtual time.
    public let taskExecutor: (any TaskExecutor)?

    /// `indexing` defaults to `background` (tests in virtual time).
    public init(background: SchedulerType, main: SchedulerType, indexing: SchedulerType? = nil,
                taskExecutor: (any TaskExecutor)? = nil) {
        self.background = background
        self.main = main
        self.indexing = indexing ?? background
        self.taskExecutor = taskExecutor
    }

    /// A background queue for store work and one for loading the search index, delivering on
    /// the main queue.
    public static func live() -> ServiceSchedulers {
        ServiceSchedulers(background: SerialDispatchQueueScheduler(qos: .userInitiated,
                                                                   internalSerialQueueName: "taproom.store"),
                          main: MainScheduler.instance,
                          indexing: SerialDispatchQueueScheduler(qos: .utility,
                                                                 internalSerialQueueName: "taproom.search-index"))
    }

    /// Runs `work` on the background scheduler when subscribed, then `onMain` and the result on
    /// the main scheduler. Disposing before delivery drops the result (and skips `onMain`).
    func perform<Result>(_ work: @escaping () throws -> Result,
                         onMain: @escaping (Result) -> Void = { _ in }) -> Single<Result> {
        let background = background
        let main = main
        return Single.create { observer in
            let delivery = SerialDisposable()
            let job = background.schedule(()) { _ in
                let result = Swift.Result(catching: work)
                delivery.disposable = main.schedule(()) { _ in
                    if case .success(let value) = result { onMain(value) }
                    observer(result)
                    return Disposables.create()
                }
                return Disposables.create()
            }
            return Disposables.create(job, delivery)
        }
    }
}
