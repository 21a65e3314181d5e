import RxCore

extension TaproomApp {
    /// How often the app looks for changes other processes made to an embedded catalogue.
    public static let externalChangeInterval: RxTimeInterval = .milliseconds(500)

    /// Makes the app follow changes others make to its catalogue (an import, another person's
    /// rating): the title's count and the lists catch up. On the embedded store it looks at
    /// SQLite's data version every `interval`; on a server it follows the server's live events
    /// (no polling) and reconnects when they drop. The executable turns it on; tests and
    /// benchmarks that drive the app leave it off. Disposing the result stops it.
    public func followExternalChanges(every interval: RxTimeInterval = TaproomApp.externalChangeInterval,
                                      on scheduler: SchedulerType = MainScheduler.instance) -> Disposable {
        if let server {
            return server.catalogue.followChanges(failed: { [logger] error in
                logger.error("following the server's changes stopped: \(error)")
            })
        }
        return localCatalogue?.followExternalChanges(every: interval, on: scheduler) ?? Disposables.create()
    }
}
