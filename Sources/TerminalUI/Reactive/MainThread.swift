import Dispatch
import Foundation
import RxCore

/// Runs `work` on the main thread: at once when already there, otherwise queued on the main queue.
/// Widgets live on the main actor, so every binding touches them through this.
func performOnMainThread(_ work: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(work)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
}

extension ObservableType {
    /// Subscribes and disposes on the main thread (at once when already there), as RxCocoa's
    /// `subscribe(on: ConcurrentMainScheduler.instance)` does for control events.
    func subscribedOnMainThread() -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            if Thread.isMainThread { return source.subscribe(observer) }
            let handoff = MainThreadSubscription(source: source, observer: observer)
            DispatchQueue.main.async { handoff.subscribe() }
            return handoff
        }
    }
}

/// A subscription made later on the main thread; disposing it (from any thread) cancels it there.
private final class MainThreadSubscription<Element>: Disposable,
    @unchecked Sendable {  // `subscription` and `isDisposed` are only touched on the main thread
    private let source: Observable<Element>
    private let observer: AnyObserver<Element>
    private var subscription: Disposable?
    private var isDisposed = false

    init(source: Observable<Element>, observer: AnyObserver<Element>) {
        self.source = source
        self.observer = observer
    }

    func subscribe() {
        guard !isDisposed else { return }
        subscription = source.subscribe(observer)
    }

    func dispose() {
        performOnMainThread { [self] in
            isDisposed = true
            subscription?.dispose()
            subscription = nil
        }
    }
}

/// Carries a non-`Sendable` value (an observer, a closure, rows) into main-actor code.
struct MainThreadBound<Value>: @unchecked Sendable {  // created for and only used on the main thread
    let value: Value
}
