import Synchronization
#if LOCKING_WITH_PTHREADS && canImport(Glibc)
import Glibc
#elseif LOCKING_WITH_PTHREADS && canImport(Darwin)
import Darwin
#endif

/// Lets non-`Sendable` state live inside a `Mutex`.
@usableFromInline struct UncheckedBox<Value>: @unchecked Sendable {  // only ever accessed under a `Mutex`, or moved out of it by the lock owner
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}

#if LOCKING_WITH_PTHREADS
/// The ThreadSanitizer build's `Locked` (`make tsan` compiles with `-DLOCKING_WITH_PTHREADS`): the
/// same contract as the `Mutex` one below, over a pthread mutex.
/// On Linux `Synchronization.Mutex` locks with bare futex system calls, whose happens-before
/// ThreadSanitizer does not see: two threads incrementing a `Mutex`-guarded counter get the right
/// total and still a race report, while the same program with `pthread_mutex_lock` (which the
/// sanitizer intercepts) reports nothing. So the sanitizer build locks with pthreads and keeps the
/// reports for real races; the normal build keeps the faster `Mutex`.
public struct Locked<State>: ~Copyable, @unchecked Sendable {  // `state` is only touched with `mutex` held
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let state: UnsafeMutablePointer<State>

    @inlinable public init(_ state: State) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    @inlinable public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
#else
/// State guarded by a lock: a `Mutex`, or a pthread mutex in the ThreadSanitizer build (see the
/// other `Locked` above). Lock with this, never with `Mutex` directly, so `make tsan` sees every
/// lock. Never call user code or downstream inside `withLock`: take what you need out of the
/// state, unlock, then call out.
public struct Locked<State>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<UncheckedBox<State>>

    @inlinable public init(_ state: State) { mutex = Mutex(UncheckedBox(state)) }

    @inlinable public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { (boxed) throws(Failure) -> UncheckedBox<Result> in
            UncheckedBox(try body(&boxed.value))
        }.value
    }
}
#endif
