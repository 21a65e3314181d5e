import RxCore

extension TaproomApp {
    /// Makes the app follow changes others make to its catalogue (an import, another person's
    /// rating): the title's count and the lists catch up. The catalogue's `revisions()` say when:
    /// a server's live events, or the SQLite file's data version looked at every half second. The
    /// executable turns it on; tests and benchmarks that drive the app leave it off. Disposing
    /// the result stops it.
    public func followExternalChanges() -> Disposable {
        connection.followChanges(failed: { [logger] error in
            logger.error("following the catalogue's changes stopped: \(error)")
        })
    }
}
