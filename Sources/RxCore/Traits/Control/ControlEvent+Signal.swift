extension ControlEvent {
    /// The events as a `Signal`: like a `Driver`, but late subscribers get no replay.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}
