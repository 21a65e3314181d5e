import Foundation
import RxCore

/// Where services do their work and where they deliver it. The app uses a background queue and
/// the main scheduler; tests pass one `TestScheduler` for both so results arrive in virtual time.
public struct ServiceSchedulers {
    public let background: SchedulerType
    public let main: SchedulerType

    public init(background: SchedulerType, main: SchedulerType) {
        self.background = background
        self.main = main
    }

    /// A background queue for store work, delivering on the main queue.
    public static func live() -> ServiceSchedulers {
        ServiceSchedulers(background: SerialDispatchQueueScheduler(qos: .userInitiated,
                                                                   internalSerialQueueName: "taproom.store"),
                          main: MainScheduler.instance)
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
