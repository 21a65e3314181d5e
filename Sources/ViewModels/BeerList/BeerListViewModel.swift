import Catalogue
import CatalogueServices
import Foundation
import RxCore

/// The list screen's outputs.
public protocol BeerListState {
    /// The filter's text: what the person typed, and empty once the filter is cleared. The field
    /// shows it; while the person types it is the text the field already holds, so binding it
    /// back sets nothing and leaves the cursor where it is.
    var filterText: Driver<String> { get }
    /// One row per beer of the whole result; rows whose page is not loaded yet are nil.
    var rows: Driver<BeerRows> { get }
    /// The beers behind `rows` (what a detail screen pages through).
    var beers: Driver<LoadedBeers> { get }
    /// Why the query failed (naming the offending term), or nil.
    var errorText: Driver<String?> { get }
    /// The status line: the query's error if there is one, else what the services have to say
    /// ("Cannot reach the server at … — retrying", an expired sign-in), else where the selection
    /// is and the sort, "3 of 312 beers · Sort: name" (and "Favourites only"), or "Searching…"
    /// while the first page loads.
    var statusText: Driver<String> { get }
    /// The column titles, the sorted one with its direction ("ABV ↓").
    var columnTitles: Driver<BeerColumnTitles> { get }
    /// What the list area says when it has no rows ("No beers match `xyz` — Esc clears the filter").
    var emptyText: Driver<String> { get }
    /// Whether rows show the user's ratings (someone is signed in).
    var showsRatings: Driver<Bool> { get }
    /// The selected row: the list's one record of it. The person's moves (`selectionMoved`) and a
    /// detail screen's paging set it; new results move it to the top, a change of sort to the
    /// same beer in its new place.
    var selection: Driver<Int> { get }
    /// Open the detail screen on this list and row.
    var showDetail: Signal<BeerSelection> { get }
    /// What to remember for the next start, each time it changes: the filter as typed, the sort,
    /// and favourites only (also while it waits for a sign-in to come back).
    var remembered: Driver<BeerListMemory> { get }
}

/// What the list screen can do.
public protocol BeerListAction {
    /// The selection moved to `index` (the person, or a detail screen paging): loads the pages of
    /// the rows around it (however far it jumped), and stops loading pages it has left behind.
    func selectionMoved(to index: Int)
    /// The list scrolled (the wheel) without moving the selection: loads the rows around `index`.
    func rowsShown(around index: Int)
    func activate(index: Int)
    /// The next sort order, keeping the selected beer selected.
    func cycleSort()
    func toggleFavouritesOnly()
    /// Marks or unmarks the row's beer as a favourite of the signed-in user.
    func toggleFavourite(index: Int)
    /// Empties the filter (Esc): the whole catalogue shows at once, without the typing pause.
    func clearFilter()
    /// The person pressed a key: what an earlier action had to say ("Sign in to see your
    /// favourites") is stale now, and goes.
    func dismissMessage()
    /// What copying the row's beer puts on the clipboard: "Orval — Brasserie d'Orval" (nil for a
    /// row not loaded).
    func clipboardText(index: Int) -> String?
}

/// Filter-as-you-type over the catalogue. The typed query is debounced (300 ms) and de-duplicated,
/// then `flatMapLatest` to the service, so a slow earlier query never overwrites a newer one.
/// Pages load where the selection is, so the last row of 100,000 costs one page, not a thousand.
public final class BeerListViewModel: BeerListState, BeerListAction {
    public let filterText: Driver<String>
    public let rows: Driver<BeerRows>
    public let beers: Driver<LoadedBeers>
    public let errorText: Driver<String?>
    public let statusText: Driver<String>
    public let columnTitles: Driver<BeerColumnTitles>
    public let emptyText: Driver<String>
    public let showsRatings: Driver<Bool>
    public let selection: Driver<Int>
    // The status line's parts (internal: only `statusText` is bound; tests read them).
    /// True while the first page of a new query, sort or filter is loading.
    let isLoading: Driver<Bool>
    /// "312 beers" / "3 favourites".
    let countText: Driver<String>
    /// Where the selection is: "3 of 312 beers" / "1 of 3 favourites" ("0 beers" when none).
    let positionText: Driver<String>
    /// "Sort: ABV ↓".
    let sortText: Driver<String>
    let isFavouritesOnly: Driver<Bool>
    public let showDetail: Signal<BeerSelection>
    public let remembered: Driver<BeerListMemory>

    /// How long typing must pause before the query runs.
    public static let debounceTime: RxTimeInterval = .milliseconds(300)

    private let catalogue: CatalogueService
    private let state: AppState
    private let favouritesOnly = BehaviorRelay(value: false)
    /// Favourites only, remembered from the last start, waiting for someone to sign in: it is not
    /// shown signed out (nobody's favourites), and goes when the person presses F4 meanwhile.
    private let favouritesOnlyAfterSignIn: BehaviorRelay<Bool>
    private let clears = PublishRelay<Void>()
    /// The selected row (see `selection`).
    private let selectedRow = BehaviorRelay(value: 0)
    /// Rows wanted on screen besides the selection's (the wheel).
    private let shownRows = PublishRelay<Int>()
    private let activations = PublishRelay<Int>()
    /// What the last action has to say (it failed, or needs a sign-in), until the next key.
    private let actionMessage = BehaviorRelay<String?>(value: nil)
    private let latest = BehaviorRelay(value: LoadedBeers())
    /// The beer selected when the sort changed, to select again in the new order.
    private let keptBeer = BehaviorRelay<KeptBeer?>(value: nil)
    private let disposeBag = DisposeBag()

    /// - Parameters:
    ///   - initial: the filter, sort and favourites only to start with (remembered from the last
    ///     start). The filter stands for the field's first text when that is empty; favourites
    ///     only waits for a sign-in.
    ///   - scheduler: runs the debounce (tests pass their `TestScheduler`).
    /// - Parameter keys: how the texts name the keys (the person's, from their settings).
    public init(query: Driver<String>, initial: BeerListMemory = BeerListMemory(), catalogue: CatalogueService,
                state: AppState, scheduler: SchedulerType = MainScheduler.instance, keys: KeyNames = KeyNames()) {
        self.catalogue = catalogue
        self.state = state
        favouritesOnlyAfterSignIn = BehaviorRelay(value: initial.favouritesOnly)
        if state.currentSort != initial.sort { catalogue.setSort(initial.sort) }
        // The field's first text, when empty, is the remembered filter (which the field then shows).
        let typed = query.asObservable().enumerated()
            .map { $0.index == 0 && $0.element.isEmpty ? initial.filter : $0.element }
            .share(replay: 1)
        let cleared = clears.asObservable().map { "" }
        filterText = Observable.merge(typed, cleared).asDriver(onErrorJustReturn: "").distinctUntilChanged()
        // The first text (the field's initial value, or the remembered filter) runs at once;
        // typing after it waits for a pause, and a clear runs at once and drops the typing still
        // waiting (flatMapLatest).
        let edits = Observable.merge(typed.skip(1).map { (text: $0, waits: true) }, cleared.map { (text: $0, waits: false) })
            .flatMapLatest { edit -> Observable<String> in
                edit.waits
                    ? Observable<Int>.timer(Self.debounceTime, scheduler: scheduler).map { _ in edit.text }
                    : Observable.just(edit.text)
            }
        let settled = Observable.merge(typed.take(1), edits).distinctUntilChanged()
        let requests = Observable.combineLatest(
            settled, state.sort.asObservable(), favouritesOnly.asObservable(),
            state.user.asObservable().map { $0?.id }, state.revision.asObservable()
        ) { text, sort, favouritesOnly, userID, revision in
            RequestKey(request: BeerListRequest(query: text, sort: sort, favouritesOnly: favouritesOnly),
                       userID: userID, revision: revision)
        }
        .distinctUntilChanged()
        let loader = BeerPageLoader(catalogue: catalogue)
        let selectedRow = selectedRow
        let rowsWanted = Observable.merge(selectedRow.skip(1), shownRows.asObservable())
        // The same list asked again (the data changed, or who is signed in) is a refresh: it keeps
        // showing its rows, then replaces them once the pages around the selection are read again,
        // so a detail screen paging through row 150 keeps its beer and nothing flashes "Searching…".
        let snapshots = requests
            .scan((previous: RequestKey?.none, current: RequestKey?.none)) { pair, key in (pair.current, key) }
            .compactMap { pair -> (key: RequestKey, isRefresh: Bool)? in
                guard let key = pair.current else { return nil }
                return (key, pair.previous?.request == key.request)
            }
            .flatMapLatest { key, isRefresh in
                loader.snapshots(for: key.request, isRefresh: isRefresh, selection: isRefresh ? selectedRow.value : 0,
                                 rowsWanted: rowsWanted)
            }
            .asDriver(onErrorDriveWith: .empty())
        let settledSnapshots = snapshots.filter { !$0.isLoading }

        beers = settledSnapshots.map(\.beers)
        rows = beers.map(BeerRows.init)
        isLoading = snapshots.map(\.isLoading).distinctUntilChanged()
        countText = settledSnapshots
            .map { BeerListMessages.count(total: $0.beers.total, favouritesOnly: $0.request.favouritesOnly) }
            .distinctUntilChanged()
        positionText = Driver.combineLatest(settledSnapshots, selectedRow.asDriver()) { snapshot, index in
            BeerListMessages.position(index, total: snapshot.beers.total, favouritesOnly: snapshot.request.favouritesOnly)
        }
        .distinctUntilChanged()
        // An action's message (F4 signed out, a favourite not saved) shows over the query's own
        // error until the next key or the next result.
        errorText = Driver.combineLatest(settledSnapshots.map { $0.error.map(BeerListMessages.error) }.startWith(nil),
                                         actionMessage.asDriver()) { $1 ?? $0 }
            .distinctUntilChanged { $0 == $1 }
        sortText = state.sort.map { "Sort: \($0.label)" }
        columnTitles = state.sort.map(BeerColumnTitles.init(sort:)).distinctUntilChanged()
        emptyText = settledSnapshots
            .map { BeerListMessages.empty(request: $0.request, failed: $0.error != nil, keys: keys) }
            .distinctUntilChanged()
        isFavouritesOnly = favouritesOnly.asDriver().distinctUntilChanged()
        showsRatings = state.user.map { $0 != nil }.distinctUntilChanged()
        // The services' word (the server cannot be reached, the sign-in expired) comes after the
        // query's own error.
        let serviceMessage = Driver.combineLatest(state.connection, state.notice) { $0.message ?? $1 }
        // Before the first page has arrived (a server that cannot be reached yet) there is no
        // count and no error, and the line still speaks.
        statusText = Driver.combineLatest(positionText.startWith(""), errorText.startWith(nil), sortText, isLoading,
                                          isFavouritesOnly, serviceMessage) {
            BeerListMessages.status(count: $0, error: $1 ?? $5, sort: $2, loading: $3, favouritesOnly: $4)
        }
        .distinctUntilChanged()
        selection = selectedRow.asDriver()
        showDetail = activations.asSignal()
            .withLatestFrom(beers) { index, beers in BeerSelection(beers: beers, index: index) }
            .filter { $0.index >= 0 && $0.index < $0.beers.total }

        beers.drive(latest).disposed(by: disposeBag)
        // A new result replaces an action's message.
        settledSnapshots.drive(onNext: { [actionMessage] _ in
            if actionMessage.value != nil { actionMessage.accept(nil) }
        })
        .disposed(by: disposeBag)
        // New results start at the top; a new sort at the beer that was selected.
        let keptBeer = keptBeer
        settledSnapshots.map(\.request).distinctUntilChanged()
            .flatMapLatest { request -> Driver<Int> in
                guard let kept = keptBeer.value, kept.sort == request.sort else { return .just(0) }
                keptBeer.accept(nil)
                return catalogue.position(of: kept.id, in: request).map { $0 ?? 0 }.asDriver(onErrorJustReturn: 0)
            }
            .drive(selectedRow)
            .disposed(by: disposeBag)
        // Signing out leaves nobody's favourites to show.
        state.user.filter { $0 == nil }.map { _ in false }.drive(favouritesOnly).disposed(by: disposeBag)
        // A remembered favourites only comes back with the first sign-in.
        let waiting = favouritesOnlyAfterSignIn
        state.user.filter { $0 != nil }
            .drive(onNext: { [favouritesOnly] _ in
                guard waiting.value else { return }
                favouritesOnly.accept(true)
                waiting.accept(false)
            })
            .disposed(by: disposeBag)
        remembered = Driver.combineLatest(filterText, state.sort, favouritesOnly.asDriver(), waiting.asDriver()) {
            BeerListMemory(filter: $0, sort: $1, favouritesOnly: $2 || $3)
        }
        .distinctUntilChanged()
    }

    public func selectionMoved(to index: Int) {
        guard index != selectedRow.value else { return }
        selectedRow.accept(index)
    }

    public func rowsShown(around index: Int) {
        shownRows.accept(index)
    }

    public func activate(index: Int) {
        activations.accept(index)
    }

    public func cycleSort() {
        let next = state.currentSort.next
        keptBeer.accept(latest.value[selectedRow.value].map { KeptBeer(id: $0.id, sort: next) })
        catalogue.setSort(next)
    }

    public func toggleFavouritesOnly() {
        if favouritesOnlyAfterSignIn.value { favouritesOnlyAfterSignIn.accept(false) }
        guard favouritesOnly.value || state.currentUser != nil else {
            actionMessage.accept(PersonalDataError.favouritesNeedSignIn.description)
            return
        }
        favouritesOnly.accept(!favouritesOnly.value)
    }

    public func clearFilter() {
        clears.accept(())
    }

    public func dismissMessage() {
        if actionMessage.value != nil { actionMessage.accept(nil) }
    }

    public func clipboardText(index: Int) -> String? {
        latest.value[index].map(BeerFormatting.nameAndBrewery)
    }

    public func toggleFavourite(index: Int) {
        guard let beer = latest.value[index] else { return }
        let errors = actionMessage
        catalogue.setFavourite(!beer.isFavourite, beerID: beer.id)
            .subscribe { result in
                if case .failure(let error) = result { errors.accept(BeerListMessages.error(error)) }
            }
            .disposed(by: disposeBag)
    }
}

/// The beer to select again once the list arrives in a new sort order.
private struct KeptBeer {
    let id: Int64
    let sort: CatalogueSort
}

/// A request with what else makes its result differ: who is signed in (favourite marks) and
/// the catalogue's revision (changed data).
private struct RequestKey: Hashable {
    let request: BeerListRequest
    let userID: Int64?
    let revision: Int
}
