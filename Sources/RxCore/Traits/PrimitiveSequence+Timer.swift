extension PrimitiveSequence where Element: RxAbstractInteger {
    /// Emits 0 after `dueTime` (and, for a `Single` or `Maybe`, ends).
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
