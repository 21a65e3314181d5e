import Foundation
import RxCore

/// An observable whose operators wait for its events (RxBlocking's API): for tests and tools,
/// not for production code, where blocking a thread on a sequence is usually a design mistake.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Waits for this sequence's events; `timeout` (seconds) makes a wait fail with
    /// `RxError.timeout` instead of blocking forever.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
