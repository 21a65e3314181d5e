import Dispatch
import Foundation
import RxCore
import TerminalUI

/// Runs `work` on the main thread: at once when already there, otherwise queued on the main queue.
/// Widgets live on the main actor, so every binding touches them through this.
func performOnMainThread(_ work: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(work)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
}

/// Carries a non-`Sendable` value (an observer, a closure, rows) into main-actor code.
struct MainThreadBound<Value>: @unchecked Sendable {  // created for and only used on the main thread
    let value: Value
}
