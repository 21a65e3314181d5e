/// A UI event stream (RxCocoa's `ControlEventType`): never errors, completes when its control
/// goes away, and subscribes and delivers on the main thread.
public protocol ControlEventType: ObservableType {
    /// The stream as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}
