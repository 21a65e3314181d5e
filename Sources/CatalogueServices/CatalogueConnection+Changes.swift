import Catalogue
import RxCore

extension CatalogueConnection {
    /// Follows the catalogue's changes as they happen (`BeerCatalogue.revisions()`: a server's
    /// live events, the SQLite file's own commits and other processes' through its data version):
    /// each new revision moves the app's revision (lists re-query) and refreshes the count. When
    /// the stream drops it starts again after the read backoff (reset by each revision that
    /// arrives), and the app state shows the catalogue as unreachable until it is back. A refusal
    /// that will not pass ends it with `failed`. Disposing stops it.
    public func followChanges(failed: @escaping (Error) -> Void = { _ in }) -> Disposable {
        let writer = writer
        let backoff = backoff
        let timer = timerScheduler
        let address = location
        let progress = LiveProgress()
        return Self.revisions(of: catalogue, schedulers: schedulers)
            .do(onNext: { _ in
                progress.failures = 0
                writer.setConnection(.reachable)
            })
            .retry(when: { (errors: Observable<Error>) in
                errors.flatMap { error -> Observable<Int> in
                    let passes = error is LiveStreamEnded || (error as? RemoteCatalogueError)?.isTransient == true
                    guard passes else { return .error(error) }
                    progress.failures += 1
                    writer.setConnection(.retrying(address: address))
                    return .timer(backoff.delay(afterFailures: progress.failures), scheduler: timer)
                }
            })
            // The first revision (and the first after reconnecting, if nothing changed) is what
            // the lists already show.
            .filter { revision in
                defer { progress.revision = revision }
                return progress.revision.map { $0 != revision } ?? false
            }
            .flatMapLatest { [weak self] _ -> Observable<Int> in
                writer.bumpRevision()
                return self?.refreshBeerCount().asObservable().catch { _ in .empty() } ?? .empty()
            }
            .subscribe(onError: failed)
    }

    /// Counts the catalogue's beers into the app state (for the title).
    public func refreshBeerCount() -> Single<Int> {
        let writer = writer
        return read { catalogue, _ in try await catalogue.stats().beers }.do(onSuccess: { writer.setBeerCount($0) })
    }

    /// The catalogue's revisions on the main scheduler; the stream's end is an error (the
    /// connection dropped), and disposing cancels its task.
    private static func revisions(of catalogue: any BeerCatalogue, schedulers: ServiceSchedulers) -> Observable<Int> {
        let main = schedulers.main
        let executor = schedulers.taskExecutor
        return Observable.create { observer in
            let events = MainEvents(main: main, observer: observer)
            let task = Task(executorPreference: executor) {
                do {
                    for try await revision in catalogue.revisions() { events.send(.next(revision)) }
                    events.send(.error(LiveStreamEnded()))
                } catch {
                    events.send(.error(error))
                }
            }
            return Disposables.create {
                events.stop()
                task.cancel()
            }
        }
    }
}

/// The live stream ended without an error: the connection dropped.
struct LiveStreamEnded: Error {}

/// What following the revisions remembers between events (on the main scheduler only).
private final class LiveProgress {
    var failures = 0
    var revision: Int?
}

/// Hands a task's events to the main scheduler, in order, until stopped.
private final class MainEvents: @unchecked Sendable {  // `send` only schedules on `main` (MainScheduler, or a TestScheduler whose task runs inline on the test's thread); `stopped` is a lock-protected BooleanDisposable
    private let main: SchedulerType
    private let observer: AnyObserver<Int>
    private let stopped = BooleanDisposable()

    init(main: SchedulerType, observer: AnyObserver<Int>) {
        self.main = main
        self.observer = observer
    }

    func send(_ event: Event<Int>) {
        guard !stopped.isDisposed else { return }
        let observer = observer
        let stopped = stopped
        _ = main.schedule(()) { _ in
            if !stopped.isDisposed { observer.on(event) }
            return Disposables.create()
        }
    }

    func stop() { stopped.dispose() }
}
