import Synchronization
#if RXCORE_TSAN && canImport(Glibc)
import Glibc
#elseif RXCORE_TSAN && canImport(Darwin)
import Darwin
#endif

/// Lets non-`Sendable` state live inside a `Mutex`.
@usableFromInline struct UncheckedBox<Value>: @unchecked Sendable {  // only ever accessed under a `Mutex`, or moved out of it by the lock owner
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}

#if RXCORE_TSAN
/// The ThreadSanitizer build's `Locked` (`make tsan` compiles with `-DRXCORE_TSAN`): the same
/// contract as the `Mutex` one below, over a pthread mutex.
/// On Linux `Synchronization.Mutex` locks with bare futex system calls, whose happens-before
/// ThreadSanitizer does not see: two threads incrementing a `Mutex`-guarded counter get the right
/// total and still a race report, while the same program with `pthread_mutex_lock` (which the
/// sanitizer intercepts) reports nothing. So the sanitizer build locks with pthreads and keeps the
/// reports for real races; the normal build keeps the faster `Mutex`.
@usableFromInline struct Locked<State>: ~Copyable, @unchecked Sendable {  // `state` is only touched with `mutex` held
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let state: UnsafeMutablePointer<State>

    @inlinable init(_ state: State) {
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

    @inlinable func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&state.pointee)
    }
}
#else
/// State guarded by a `Mutex`. Never call user code or downstream inside `withLock`:
/// take what you need out of the state, unlock, then call out.
@usableFromInline struct Locked<State>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<UncheckedBox<State>>

    @inlinable init(_ state: State) { mutex = Mutex(UncheckedBox(state)) }

    @inlinable func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        mutex.withLock { boxed in UncheckedBox(body(&boxed.value)) }.value
    }
}
#endif
