/// An observer that applies elements to a weakly held target on a scheduler (by default a
/// `MainScheduler` of its own, as in RxSwift, so a binding fed from other main-thread work
/// applies at once). It ignores completion; an error is a programming mistake and is
/// reported, not bound.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
                                   binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }

    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// Binding errors are programming mistakes (bind only sequences that cannot fail).
func reportBindingError(_ error: Swift.Error) {
    #if DEBUG
    print("Binding error: \(error)")
    #endif
}
