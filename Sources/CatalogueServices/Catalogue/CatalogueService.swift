import Catalogue
import Foundation
import Locking
import RxCore

/// `CatalogueServicing` over the real `CatalogueStore`: parses the filter text, runs searches
/// (the store's pages are passed on as they are) and writes personal data for the signed-in user.
public final class CatalogueService: CatalogueServicing {
    private let store: CatalogueStore
    private let state: AppState
    private let writer: AppStateWriter
    private let schedulers: ServiceSchedulers
    private let pageSize: Int
    /// The sort orders whose index load is queued or running on `schedulers.indexing`.
    private let preparing = Locked<Set<SortField>>([])
    /// This process's commits, seen by the store (see `followOwnChanges`).
    private let ownChanges: CatalogueObservation

    public init(store: CatalogueStore, state: AppState, writer: AppStateWriter,
                schedulers: ServiceSchedulers, pageSize: Int = 100) {
        self.store = store
        self.state = state
        self.writer = writer
        self.schedulers = schedulers
        self.pageSize = pageSize
        ownChanges = Self.followOwnChanges(of: store, writer: writer, main: schedulers.main)
    }

    deinit { ownChanges.cancel() }

    /// Moves the catalogue's revision on the main scheduler after every commit of this process
    /// that changes what a person sees (GRDB's region observation on the store), so lists
    /// re-query; a rolled-back write moves nothing. Commits of other processes come through
    /// `followExternalChanges`.
    private static func followOwnChanges(of store: CatalogueStore, writer: AppStateWriter,
                                         main: SchedulerType) -> CatalogueObservation {
        let main = CommitScheduler(main)
        return store.observeChanges {
            _ = main.scheduler.schedule(()) { _ in
                writer.bumpRevision()
                return Disposables.create()
            }
        }
    }

    public func page(_ request: BeerListRequest, after: NextPage?) -> Single<BeerPage> {
        let store = store
        let userID = state.currentUser?.id
        let limit = pageSize
        let prepare = prepareInBackground
        return schedulers.perform {
            var query = try QueryParser.parse(request.query)
            if request.favouritesOnly, !query.wantsFavourites { query.filters.append(.favourites) }
            if query.wantsFavourites, userID == nil { throw QueryError.favouritesNeedUser }
            let search = SearchRequest(query: query, sort: request.sort.field, descending: request.sort.descending,
                                       limit: limit, after: after, userID: userID)
            // Until the index is loaded, SQL answers (the same page), and the load is started.
            let page = try store.search(search, strategy: .inMemoryWhenLoaded)
            if try !store.isSearchPrepared(sort: search.sort) { prepare(search.sort) }
            return page
        }
    }

    public func position(of beerID: Int64, in request: BeerListRequest) -> Single<Int?> {
        let store = store
        let userID = state.currentUser?.id
        return schedulers.perform {
            var query = try QueryParser.parse(request.query)
            if request.favouritesOnly, !query.wantsFavourites { query.filters.append(.favourites) }
            let search = SearchRequest(query: query, sort: request.sort.field, descending: request.sort.descending,
                                       userID: userID)
            return try store.position(of: beerID, in: search, strategy: .inMemoryWhenLoaded)
        }
    }

    public func beer(id: Int64) -> Single<Beer?> {
        let store = store
        return schedulers.perform { try store.beer(id: id) }
    }

    public func personalData(beerID: Int64) -> Single<PersonalBeerData?> {
        let store = store
        guard let userID = state.currentUser?.id else { return .just(nil) }
        return schedulers.perform { try store.personalData(userID: userID, beerID: beerID) }
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64) -> Single<PersonalBeerData> {
        change(beerID: beerID) { store, userID in
            try store.setFavourite(isFavourite, userID: userID, beerID: beerID)
        }
    }

    public func setRating(_ stars: Int?, beerID: Int64) -> Single<PersonalBeerData> {
        change(beerID: beerID) { store, userID in
            try store.setRating(stars, userID: userID, beerID: beerID)
        }
    }

    public func setNote(_ text: String?, beerID: Int64) -> Single<PersonalBeerData> {
        change(beerID: beerID) { store, userID in
            try store.setNote(text, userID: userID, beerID: beerID)
        }
    }

    public func refreshBeerCount() -> Single<Int> {
        let store = store
        let writer = writer
        return schedulers.perform({ try store.stats().beers }, onMain: { writer.setBeerCount($0) })
    }

    /// Loads the store's in-memory search index on the indexing scheduler, so that the first
    /// keystroke's query finds it ready (see `CatalogueStore.prepareSearch`); queries before then
    /// are answered by SQL. Nothing is delivered to the main scheduler: `failed` runs in the
    /// background on an error.
    ///
    /// The load is queued on the background scheduler first, so work already queued there (the
    /// first page) starts before it.
    public func prepareSearch(failed: @escaping (Error) -> Void) -> Disposable {
        let load = SerialDisposable()
        let queued = schedulers.background.schedule(()) { [weak self] _ in
            if let self { load.disposable = prepare(sort: .name, failed: failed) }
            return Disposables.create()
        }
        return Disposables.create(queued, load)
    }

    /// Queues a load of the index with the `sort` order unless one is already queued; a search
    /// that found it missing (the catalogue changed, or a new order) calls it.
    private func prepareInBackground(_ sort: SortField) {
        _ = prepare(sort: sort, failed: { _ in })
    }

    private func prepare(sort: SortField, failed: @escaping (Error) -> Void) -> Disposable {
        guard preparing.withLock({ $0.insert(sort).inserted }) else { return Disposables.create() }
        return schedulers.indexing.schedule(()) { [store, weak self] _ in
            do { try store.prepareSearch(sort: sort) } catch { failed(error) }
            self?.preparing.withLock { _ = $0.remove(sort) }
            return Disposables.create()
        }
    }

    /// Follows commits made by other processes (an import, another terminal's favourite): every
    /// `interval` on `scheduler`, one cheap look at the store's data version in the background.
    /// Only when it moves do the beer count get refreshed and the revision move (lists re-query);
    /// while nothing changes, nothing else runs. This process's own writes do not move it.
    public func followExternalChanges(every interval: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        let store = store
        let writer = writer
        let schedulers = schedulers
        return Observable<Int>.timer(.seconds(0), period: interval, scheduler: scheduler)
            .flatMapFirst { _ in schedulers.perform { try? store.dataVersion() } }
            .compactMap { $0 }
            .distinctUntilChanged()
            .skip(1)
            .flatMapLatest { _ in schedulers.perform { try? store.stats().beers } }
            .subscribe(onNext: { count in
                if let count { writer.setBeerCount(count) }
                writer.bumpRevision()
            })
    }

    public func setSort(_ sort: CatalogueSort) {
        writer.setSort(sort)
    }

    /// Runs a personal-data write for the signed-in user and reads the result back (the commit
    /// moves the revision through `followOwnChanges`).
    private func change(beerID: Int64,
                        _ write: @escaping (CatalogueStore, Int64) throws -> Void) -> Single<PersonalBeerData> {
        guard let userID = state.currentUser?.id else { return .error(PersonalDataError.notSignedIn) }
        let store = store
        return schedulers.perform {
            try write(store, userID)
            return try store.personalData(userID: userID, beerID: beerID)
        }
    }
}

/// The main scheduler as the store's writing queue calls it after a commit.
private struct CommitScheduler: @unchecked Sendable {  // used by one thread at a time: the writer runs while the scheduling thread waits on the write (a TestScheduler), or it is MainScheduler, which any thread may call
    let scheduler: SchedulerType
    init(_ scheduler: SchedulerType) { self.scheduler = scheduler }
}
