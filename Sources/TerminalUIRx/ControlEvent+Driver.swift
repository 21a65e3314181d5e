import RxCore
import TerminalUI

extension ControlEvent {
    /// The events as a `Driver` (a control event never errors, so there is nothing to recover).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }

    /// The events as a `Signal`: like a `Driver`, but late subscribers get no replay.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}
