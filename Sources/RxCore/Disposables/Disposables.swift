/// Factory for the common disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing.
    @inlinable public static func create() -> Disposable { NopDisposable.noOp }

    /// Runs `dispose` once, on the first `dispose()`.
    @inlinable public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Disposes both.
    @inlinable public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// Disposes all three.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// Disposes all of them.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                              _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// Disposes all of them.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}
