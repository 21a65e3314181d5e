/// An observable that starts its shared source subscription only when `connect()` is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; dispose the result to disconnect. Calling it
    /// again while connected returns the same connection.
    func connect() -> Disposable
}

/// A connectable observable: subscribers wait on a subject, `connect()` feeds it from the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @usableFromInline let connection: () -> Disposable

    @inlinable
    init(run: @escaping Run, connect: @escaping () -> Disposable) {
        self.connection = connect
        super.init(run: run)
    }

    public func connect() -> Disposable {
        connection()
    }
}
