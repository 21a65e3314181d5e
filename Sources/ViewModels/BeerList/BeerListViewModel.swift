import Catalogue
import Foundation
import RxCore

/// The list screen's outputs.
public protocol BeerListState {
    var rows: Driver<[BeerRow]> { get }
    /// The beers behind `rows` (what a detail screen pages through).
    var beers: Driver<[BeerSummary]> { get }
    /// True while the first page of a new query, sort or filter is loading.
    var isLoading: Driver<Bool> { get }
    /// True when a query ran and matched nothing.
    var isEmpty: Driver<Bool> { get }
    /// Beers matching the query in all (more than `beers` holds until every page is loaded).
    var total: Driver<Int> { get }
    /// "312 beers" / "3 favourites".
    var countText: Driver<String> { get }
    /// Why the query failed (naming the offending term), or nil.
    var errorText: Driver<String?> { get }
    /// "Sort: ABV ↓".
    var sortText: Driver<String> { get }
    var isFavouritesOnly: Driver<Bool> { get }
    /// Open the detail screen on this list and row.
    var showDetail: Signal<BeerSelection> { get }
}

/// What the list screen can do.
public protocol BeerListAction {
    /// The selection moved to `index`: loads the next page when it nears the end of the loaded rows.
    func fetchMore(after index: Int)
    func activate(index: Int)
    func cycleSort()
    func toggleFavouritesOnly()
    /// Marks or unmarks the row's beer as a favourite of the signed-in user.
    func toggleFavourite(index: Int)
}

/// Filter-as-you-type over the catalogue. The typed query is debounced (300 ms) and de-duplicated,
/// then `flatMapLatest` to the service, so a slow earlier query never overwrites a newer one.
public final class BeerListViewModel: BeerListState, BeerListAction {
    public let rows: Driver<[BeerRow]>
    public let beers: Driver<[BeerSummary]>
    public let isLoading: Driver<Bool>
    public let isEmpty: Driver<Bool>
    public let total: Driver<Int>
    public let countText: Driver<String>
    public let errorText: Driver<String?>
    public let sortText: Driver<String>
    public let isFavouritesOnly: Driver<Bool>
    public let showDetail: Signal<BeerSelection>

    /// How long typing must pause before the query runs.
    public static let debounceTime: RxTimeInterval = .milliseconds(300)

    private let catalogue: CatalogueServicing
    private let state: AppState
    private let favouritesOnly = BehaviorRelay(value: false)
    private let selections = PublishRelay<Int>()
    private let activations = PublishRelay<Int>()
    private let actionErrors = PublishRelay<String?>()
    private let latest = BehaviorRelay<[BeerSummary]>(value: [])
    private let disposeBag = DisposeBag()

    /// - Parameter scheduler: runs the debounce (tests pass their `TestScheduler`).
    public init(query: Driver<String>, catalogue: CatalogueServicing, state: AppState,
                scheduler: SchedulerType = MainScheduler.instance) {
        self.catalogue = catalogue
        self.state = state
        let typed = query.asObservable()
        // The first text (the field's initial value) runs at once; typing after it waits for a pause.
        let settled = Observable.merge(typed.take(1), typed.skip(1).debounce(Self.debounceTime, scheduler: scheduler))
            .distinctUntilChanged()
        let requests = Observable.combineLatest(
            settled, state.sort.asObservable(), favouritesOnly.asObservable(),
            state.user.asObservable().map { $0?.id }, state.revision.asObservable()
        ) { text, sort, favouritesOnly, userID, revision in
            RequestKey(request: BeerListRequest(query: text, sort: sort, favouritesOnly: favouritesOnly),
                       userID: userID, revision: revision)
        }
        .distinctUntilChanged()
        let selections = selections.asObservable()
        let latest = latest
        // The same list asked again (the data changed, or who is signed in) is a refresh: it keeps
        // showing its rows, then replaces them with as many fresh ones, so a detail screen paging
        // through row 150 keeps its beer and nothing flashes "Searching…".
        let snapshots = requests
            .scan((previous: RequestKey?.none, current: RequestKey?.none)) { pair, key in (pair.current, key) }
            .compactMap { pair -> (key: RequestKey, refreshingRows: Int?)? in
                guard let key = pair.current else { return nil }
                return (key, pair.previous?.request == key.request ? latest.value.count : nil)
            }
            .flatMapLatest { key, refreshingRows in
                Self.snapshots(for: key.request, refreshingRows: refreshingRows, catalogue: catalogue,
                               selections: selections)
            }
            .asDriver(onErrorDriveWith: .empty())
        let settledSnapshots = snapshots.filter { !$0.isLoading }

        beers = settledSnapshots.map(\.beers).distinctUntilChanged()
        rows = beers.map { $0.map(BeerRow.init) }
        isLoading = snapshots.map(\.isLoading).distinctUntilChanged()
        isEmpty = settledSnapshots.map { $0.error == nil && $0.beers.isEmpty }.distinctUntilChanged()
        total = settledSnapshots.map(\.total).distinctUntilChanged()
        countText = settledSnapshots
            .map { BeerListMessages.count(total: $0.total, favouritesOnly: $0.request.favouritesOnly) }
            .distinctUntilChanged()
        errorText = Driver.merge(settledSnapshots.map { $0.error.map(BeerListMessages.error) },
                                 actionErrors.asDriver(onErrorDriveWith: .empty()))
            .distinctUntilChanged { $0 == $1 }
        sortText = state.sort.map { "Sort: \($0.label)" }
        isFavouritesOnly = favouritesOnly.asDriver().distinctUntilChanged()
        showDetail = activations.asSignal()
            .withLatestFrom(beers) { index, beers in BeerSelection(beers: beers, index: index) }
            .filter { $0.beers.indices.contains($0.index) }

        beers.drive(latest).disposed(by: disposeBag)
        // Signing out leaves nobody's favourites to show.
        state.user.filter { $0 == nil }.map { _ in false }.drive(favouritesOnly).disposed(by: disposeBag)
    }

    public func fetchMore(after index: Int) {
        selections.accept(index)
    }

    public func activate(index: Int) {
        activations.accept(index)
    }

    public func cycleSort() {
        catalogue.setSort(state.currentSort.next)
    }

    public func toggleFavouritesOnly() {
        guard favouritesOnly.value || state.currentUser != nil else {
            actionErrors.accept(PersonalDataError.favouritesNeedSignIn.description)
            return
        }
        favouritesOnly.accept(!favouritesOnly.value)
    }

    public func toggleFavourite(index: Int) {
        let beers = latest.value
        guard beers.indices.contains(index) else { return }
        let beer = beers[index]
        let errors = actionErrors
        catalogue.setFavourite(!beer.isFavourite, beerID: beer.id)
            .subscribe { result in
                if case .failure(let error) = result { errors.accept(BeerListMessages.error(error)) }
            }
            .disposed(by: disposeBag)
    }

    /// One request's snapshots: loading, then the first page, then each following page as the
    /// selection nears the end. Disposing (a newer request) drops any page still on its way.
    /// A refresh of a list that showed `refreshingRows` rows shows no loading state and loads
    /// pages until it has as many again (or the list ends) before its first snapshot.
    private static func snapshots(for request: BeerListRequest, refreshingRows: Int?, catalogue: CatalogueServicing,
                                  selections: Observable<Int>) -> Observable<BeerListSnapshot> {
        Observable.create { observer in
            var snapshot = BeerListSnapshot(request: request)
            let loading = SerialDisposable()
            func load(after next: NextPage?) {
                loading.disposable = catalogue.page(request, after: next).subscribe { result in
                    switch result {
                    case .success(let page):
                        snapshot.receive(page)
                        if let refreshingRows, snapshot.beers.count < refreshingRows, let more = snapshot.next {
                            snapshot.isLoadingMore = true
                            load(after: more)
                            return
                        }
                    case .failure(let error): snapshot.fail(error)
                    }
                    observer.onNext(snapshot)
                }
            }
            if refreshingRows == nil { observer.onNext(snapshot) }
            load(after: nil)
            let more = selections.subscribe(onNext: { index in
                guard let next = snapshot.pageToLoad(forSelection: index) else { return }
                snapshot.isLoadingMore = true
                observer.onNext(snapshot)
                load(after: next)
            })
            return Disposables.create(loading, more)
        }
    }
}

/// A request with what else makes its result differ: who is signed in (favourite marks) and
/// the catalogue's revision (changed data).
private struct RequestKey: Hashable {
    let request: BeerListRequest
    let userID: Int64?
    let revision: Int
}
