import GRDB

/// A running observation of the store's commits; `cancel()` (or releasing it) stops it.
public final class CatalogueObservation: Sendable {
    private let cancellable: AnyDatabaseCancellable

    init(_ cancellable: AnyDatabaseCancellable) { self.cancellable = cancellable }

    public func cancel() { cancellable.cancel() }
}

extension CatalogueStore {
    /// Calls `onChange` after every transaction this store commits that changed what a person
    /// sees: beers, breweries, styles, or anyone's favourites, ratings, notes and check-ins
    /// (not sign-in bookkeeping or a rolled-back write). GRDB's region observation reports the
    /// commit itself, on the store's writing queue before the write returns, so nothing needs
    /// counting by hand. Commits by other processes are not seen here: `dataVersion()` is what
    /// notices those.
    public func observeChanges(onError: @escaping @Sendable (Error) -> Void = { _ in },
                               onChange: @escaping @Sendable () -> Void) -> CatalogueObservation {
        let observation = DatabaseRegionObservation(tracking: Self.observedTables.map { Table($0).all() })
        return CatalogueObservation(observation.start(in: database, onError: onError, onChange: { _ in onChange() }))
    }

    /// The tables whose changes `observeChanges` reports.
    static let observedTables = ["beers", "breweries", "styles", FavouriteRecord.databaseTableName,
                                 RatingRecord.databaseTableName, NoteRecord.databaseTableName,
                                 CheckInRecord.databaseTableName]
}
