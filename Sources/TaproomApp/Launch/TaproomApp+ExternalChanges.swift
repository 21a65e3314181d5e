import RxCore

extension TaproomApp {
    /// How often the app looks for changes other processes made to the catalogue.
    public static let externalChangeInterval: RxTimeInterval = .milliseconds(500)

    /// Makes the app follow changes other processes make to its catalogue (an import, another
    /// terminal's favourite): the title's count and the lists catch up within `interval`. The
    /// executable turns it on; tests and benchmarks that drive the app leave it off. Disposing
    /// the result stops it.
    public func followExternalChanges(every interval: RxTimeInterval = TaproomApp.externalChangeInterval,
                                      on scheduler: SchedulerType = MainScheduler.instance) -> Disposable {
        catalogue.followExternalChanges(every: interval, on: scheduler)
    }
}
