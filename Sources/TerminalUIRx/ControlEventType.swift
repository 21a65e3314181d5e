import RxCore
import TerminalUI

/// A UI event stream (RxCocoa's shape): never errors, completes when its control goes away,
/// and subscribes and delivers on the main thread.
public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}
