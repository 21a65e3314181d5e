extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … every `period`, on the strategy's scheduler.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, … every `period`, on the strategy's scheduler.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable<Element>.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
