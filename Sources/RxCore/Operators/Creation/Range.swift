extension ObservableType where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start`, then completes.
    @inlinable public static func range(start: Element, count: Element,
                                        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count > 0, start.addingReportingOverflow(count - 1).overflow { return .error(RxError.overflow) }
        return from(sequence: (0..<count).lazy.map { start + $0 }, scheduler: scheduler)
    }
}
