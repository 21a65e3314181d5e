#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-thread queue of a running trampoline.
private final class TrampolineQueue {
    var actions: [(disposable: SingleAssignmentDisposable, run: () -> Disposable)] = []
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    // Each thread's queue is released with the thread.
    pthread_key_create(&key) { pointer in
        let pointer: UnsafeMutableRawPointer? = pointer
        if let pointer { Unmanaged<TrampolineQueue>.fromOpaque(pointer).release() }
    }
    return key
}()

/// A trampoline on the current thread: the outermost `schedule` runs its action at once;
/// actions scheduled while it runs are queued and run after it, in order.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    public static let instance = CurrentThreadScheduler()

    private init() {}

    private static var queue: TrampolineQueue? {
        get {
            pthread_getspecific(trampolineKey).map { Unmanaged<TrampolineQueue>.fromOpaque($0).takeUnretainedValue() }
        }
        set {
            if let old = pthread_getspecific(trampolineKey) {
                Unmanaged<TrampolineQueue>.fromOpaque(old).release()
            }
            pthread_setspecific(trampolineKey, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }

    /// `true` when no trampoline runs on this thread, i.e. `schedule` would run at once.
    public static var isScheduleRequired: Bool { queue == nil }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let queue = Self.queue {
            let disposable = SingleAssignmentDisposable()
            queue.actions.append((disposable, { action(state) }))
            return disposable
        }
        let queue = TrampolineQueue()
        Self.queue = queue
        defer { Self.queue = nil }
        let disposable = action(state)
        var index = 0
        while index < queue.actions.count {
            let next = queue.actions[index]
            index += 1
            if !next.disposable.isDisposed { next.disposable.setDisposable(next.run()) }
        }
        return disposable
    }
}
