import RxCore
import TerminalUI

/// Bridges a widget's `Handlers` to an observable that completes when the widget goes away.
enum WidgetEvents {
    /// Each value the widget sends through `handlers(owner)`, preceded by `current(owner)` when
    /// given. Subscribe on the main thread (ControlEvent and ControlProperty make sure of it).
    static func observable<Owner: View, Value>(
        of owner: Owner,
        handlers: @escaping @MainActor (Owner) -> Handlers<Value>,
        current: (@MainActor (Owner) -> Value)? = nil
    ) -> Observable<Value> {
        let handlers = MainThreadBound(value: handlers)
        let current = MainThreadBound(value: current)
        return Observable.create { [weak owner] observer in
            let observer = MainThreadBound(value: observer)
            let registration = MainActor.assumeIsolated { () -> Registration<Value>? in
                guard let owner else {
                    observer.value.onCompleted()
                    return nil
                }
                if let current = current.value { observer.value.onNext(current(owner)) }
                let events = handlers.value(owner)
                return Registration(
                    events: events, eventToken: events.add { observer.value.onNext($0) },
                    deinitHandlers: owner.onDeinit, deinitToken: owner.onDeinit.add { observer.value.onCompleted() })
            }
            guard let registration else { return Disposables.create() }
            return Disposables.create { performOnMainThread { registration.remove() } }
        }
    }

    /// Emits once and completes when `owner` is deallocated.
    static func deallocated<Owner: View>(_ owner: Owner) -> Observable<Void> {
        Observable.create { [weak owner] observer in
            let observer = MainThreadBound(value: observer)
            let registration = MainActor.assumeIsolated { () -> Registration<Void>? in
                guard let owner else {
                    observer.value.onNext(())
                    observer.value.onCompleted()
                    return nil
                }
                let token = owner.onDeinit.add {
                    observer.value.onNext(())
                    observer.value.onCompleted()
                }
                return Registration(events: owner.onDeinit, eventToken: token)
            }
            guard let registration else { return Disposables.create() }
            return Disposables.create { performOnMainThread { registration.remove() } }
        }
    }
}

/// The handler tokens one subscription added; `remove()` takes them out again. Holds the
/// handler lists weakly so a subscription never keeps a widget's parts alive.
private struct Registration<Value>: Sendable {
    weak var events: Handlers<Value>?
    let eventToken: Handlers<Value>.Token
    weak var deinitHandlers: Handlers<Void>?
    let deinitToken: Handlers<Void>.Token?

    init(events: Handlers<Value>, eventToken: Handlers<Value>.Token,
         deinitHandlers: Handlers<Void>? = nil, deinitToken: Handlers<Void>.Token? = nil) {
        self.events = events
        self.eventToken = eventToken
        self.deinitHandlers = deinitHandlers
        self.deinitToken = deinitToken
    }

    @MainActor func remove() {
        events?.remove(eventToken)
        if let deinitToken { deinitHandlers?.remove(deinitToken) }
    }
}
