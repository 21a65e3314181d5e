import RxCore

extension ServiceSchedulers {
    /// Runs `work` (a call to the catalogue) in a task when subscribed, then `onMain` and the
    /// result on the main scheduler. The task starts on `taskExecutor` when there is one (no other
    /// hop), else from the background scheduler on Swift's global executor. Disposing cancels the
    /// task and drops a result still on its way (skipping `onMain`).
    func performAsync<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value,
                                       onMain: @escaping (Value) -> Void = { _ in }) -> Single<Value> {
        let background = background
        let main = main
        let executor = taskExecutor
        let calls = callsInFlight
        return Single.create { observer in
            calls?.started()
            // Ends once: at delivery, or when disposed before it.
            let end = Disposables.create { calls?.ended() }
            let delivery = SerialDisposable()
            let running = SerialDisposable()
            let deliver = MainDelivery<Value>(main: main, delivery: delivery) { (result: Result<Value, Error>) in
                if case .success(let value) = result { onMain(value) }
                observer(result)
                end.dispose()
            }
            func start() {
                let task = Task(executorPreference: executor) {
                    let result: Result<Value, Error>
                    do { result = .success(try await work()) } catch { result = .failure(error) }
                    deliver.send(result)
                }
                running.disposable = Disposables.create { task.cancel() }
            }
            guard executor == nil else {
                start()
                return Disposables.create(running, delivery, end)
            }
            let job = background.schedule(()) { _ in
                start()
                return Disposables.create()
            }
            return Disposables.create(job, running, delivery, end)
        }
    }
}

/// Hands a task's result to the main scheduler.
private struct MainDelivery<Value>: @unchecked Sendable {  // the task only schedules on `main` (MainScheduler, or a TestScheduler whose task runs inline on the test's thread); the observer runs there
    let main: SchedulerType
    let delivery: SerialDisposable
    let observer: (Result<Value, Error>) -> Void

    func send(_ result: Result<Value, Error>) {
        let observer = observer
        delivery.disposable = main.schedule(()) { _ in
            observer(result)
            return Disposables.create()
        }
    }
}
