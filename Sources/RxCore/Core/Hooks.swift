import Foundation
import Locking
import Synchronization

/// Global behaviour a program may customise (RxSwift's `Hooks`): what happens to an error that
/// no `onError` handler receives, and the subscription call stack reported with it.
public enum Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct Settings {
        var defaultErrorHandler: DefaultErrorHandler = { callStack, error in
            #if DEBUG
            print("Unhandled error happened: \(error)")
            if !callStack.isEmpty { print("subscription called from:\n\(callStack.joined(separator: "\n"))") }
            #endif
        }
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
            Thread.callStackSymbols
            #else
            []
            #endif
        }
    }

    // The closures are not `Sendable` (RxSwift's types); the lock makes every read and write of
    // them whole, which is all RxSwift promises too.
    private static let storage = Locked(Settings())
    // Apart from the closures: `subscribe` reads it on every call, so one atomic load.
    private static let recordsCallStack = Atomic(false)

    /// Whether `subscribe` captures a call stack to pass to `defaultErrorHandler`.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// Receives errors that reach a `subscribe` without an `onError` (or `onFailure`) handler.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.withLock { $0.defaultErrorHandler } }
        set { storage.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// Captures the call stack of a subscription when `recordCallStackOnError` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.withLock { $0.customCaptureSubscriptionCallstack } }
        set { storage.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }

    /// The call stack to remember for a new subscription (empty unless recording is on).
    @usableFromInline static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }
}
