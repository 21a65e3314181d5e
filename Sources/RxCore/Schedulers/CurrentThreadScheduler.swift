#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-thread trampoline: while it runs, newly scheduled actions are queued and run
/// after the current one, in order. One instance per thread, created on first use.
@usableFromInline final class Trampoline {
    private var isRunning = false
    private var actions: [(disposable: SingleAssignmentDisposable, run: () -> Disposable)] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Each thread's trampoline is released with the thread.
        pthread_key_create(&key) { pointer in
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// This thread's trampoline.
    @usableFromInline static var current: Trampoline {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    var isActive: Bool { isRunning }

    /// Starts running if idle; `false` means an outer caller already runs it.
    @usableFromInline func enter() -> Bool {
        if isRunning { return false }
        isRunning = true
        return true
    }

    /// Runs the queued actions (including ones queued meanwhile), then stops.
    @usableFromInline func drainAndExit() {
        var index = 0
        while index < actions.count {
            let next = actions[index]
            index += 1
            if !next.disposable.isDisposed { next.disposable.setDisposable(next.run()) }
        }
        actions.removeAll()
        isRunning = false
    }

    func enqueue(_ run: @escaping () -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        actions.append((disposable, run))
        return disposable
    }
}

/// A trampoline on the current thread: the outermost `schedule` runs its action at once;
/// actions scheduled while it runs are queued and run after it, in order. Subscribing
/// also runs on the trampoline, so a whole chain is subscribed before elements that
/// sources schedule on it are emitted (as in RxSwift).
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline runs on this thread, i.e. `schedule` would run at once.
    public static var isScheduleRequired: Bool { !Trampoline.current.isActive }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        guard trampoline.enter() else { return trampoline.enqueue { action(state) } }
        let disposable = action(state)
        trampoline.drainAndExit()
        return disposable
    }
}
