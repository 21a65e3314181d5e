/// An observable sequence of `Element`s.
///
/// Every observable stores one `run` function. Operators create it inside `@inlinable`
/// code, so in a client module it is specialised for the client's concrete types; see
/// README-architecture.md. Subscribing is a single closure call, never a vtable call into
/// unspecialised generic code.
public class Observable<Element>: ObservableType {
    @usableFromInline typealias Run = (Observable<Element>, AnyObserver<Element>) -> Disposable

    @usableFromInline let run: Run

    @inlinable init(run: @escaping Run) {
        self.run = run
        #if DEBUG
        Resources.incrementTotal()
        #endif
    }

    #if DEBUG
    // RxSwift counts live observables too (TRACE_RESOURCES), so a leak check means the same.
    deinit {
        Resources.decrementTotal()
    }
    #endif

    @inlinable public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The outermost subscription on a thread runs the trampoline, so work that
        // sources schedule on `CurrentThreadScheduler` starts once the chain is wired.
        let trampoline = Trampoline.current
        guard trampoline.enter() else { return run(self, observer.asObserver()) }
        let subscription = run(self, observer.asObserver())
        trampoline.drainAndExit()
        return subscription
    }

    @inlinable public final func asObservable() -> Observable<Element> { self }
}

extension Observable {
    /// Builds an operator: `parameters` are stored in the observable (one allocation), and
    /// `body` (a non-capturing closure) subscribes an observer using them.
    @inlinable static func make<Parameters>(
        parameters: Parameters,
        _ body: @escaping (Parameters, AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> {
        Producer(parameters: parameters, body: body)
    }
}

/// An operator's observable: its parameters plus the function that subscribes with them.
@usableFromInline final class Producer<Element, Parameters>: Observable<Element> {
    @usableFromInline let parameters: Parameters
    @usableFromInline let body: (Parameters, AnyObserver<Element>) -> Disposable

    @inlinable init(parameters: Parameters, body: @escaping (Parameters, AnyObserver<Element>) -> Disposable) {
        self.parameters = parameters
        self.body = body
        super.init(run: { observable, observer in
            let producer = unsafeDowncast(observable, to: Producer<Element, Parameters>.self)
            return producer.body(producer.parameters, observer)
        })
    }
}
