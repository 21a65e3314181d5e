extension ObservableType {
    /// Emits `element` forever (until disposed).
    @inlinable public static func repeatElement(_ element: Element,
                                                scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(sequence: repeatElementSequence(element), scheduler: scheduler)
    }

    @inlinable static func repeatElementSequence(_ element: Element) -> UnfoldSequence<Element, Void> {
        sequence(state: ()) { _ in element }
    }
}
