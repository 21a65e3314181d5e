import Synchronization

/// Lets non-`Sendable` state live inside a `Mutex`.
@usableFromInline struct UncheckedBox<Value>: @unchecked Sendable {  // only ever accessed under a `Mutex`, or moved out of it by the lock owner
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}

/// State guarded by a `Mutex`. Never call user code or downstream inside `withLock`:
/// take what you need out of the state, unlock, then call out.
@usableFromInline struct Locked<State>: ~Copyable {
    @usableFromInline let mutex: Mutex<UncheckedBox<State>>

    @inlinable init(_ state: State) { mutex = Mutex(UncheckedBox(state)) }

    @inlinable func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        mutex.withLock { boxed in UncheckedBox(body(&boxed.value)) }.value
    }
}
