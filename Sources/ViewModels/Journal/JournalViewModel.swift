import Catalogue
import CatalogueServices
import Foundation
import RxCore

/// One check-in as the journal lists it.
public struct JournalRow: Hashable, Sendable {
    public let beerID: Int64
    /// "2026-11-20", in the person's time zone.
    public let day: String
    public let beer: String
    public let brewery: String
    public let style: String
    /// The check-in's own rating ("★ 3.75"), else the person's rating of the beer ("★ 4"), else "".
    public let rating: String
    /// "draught", or "".
    public let serving: String

    public init(beerID: Int64, day: String, beer: String, brewery: String, style: String, rating: String, serving: String) {
        (self.beerID, self.day, self.beer, self.brewery) = (beerID, day, beer, brewery)
        (self.style, self.rating, self.serving) = (style, rating, serving)
    }
}

/// The signed-in person's journal: their check-ins newest first, filtered with the list's query
/// language plus `since:` and `until:` (typing debounced as in the list), a page loaded at a time
/// as the person moves down, so a history of 10,000 check-ins costs a page to open. Enter on a
/// row opens its beer.
public final class JournalViewModel {
    /// The check-ins loaded, newest first.
    public let rows: Driver<[JournalRow]>
    /// "3 check-ins", "2 check-ins match" (filtered), or while it loads, "Loading your journal…".
    public let countText: Driver<String>
    /// Why the list is empty or could not load (a query that cannot run), or nil.
    public let messageText: Driver<String?>
    /// The beer to open.
    public let showDetail: Signal<BeerSelection>
    /// What the filter field shows when the view model changes it: "" when cleared.
    public let filterText: Signal<String>

    private let catalogue: CatalogueService
    private let wanted = PublishRelay<Int>()
    private let loaded = BehaviorRelay<[JournalEntry]>(value: [])
    private let openings = PublishRelay<BeerSelection>()
    private let clears = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    /// Rows within this many of the last loaded one load the next page.
    static let pageAhead = 20

    /// - Parameters:
    ///   - query: what the person typed in the filter, every edit.
    ///   - scheduler: runs the debounce (tests pass their `TestScheduler`).
    ///   - timeZone: where the check-ins' days are counted (the person's).
    ///   - keys: how the texts name the keys (the person's, from their settings).
    public init(query: Driver<String>, catalogue: CatalogueService, state: AppState,
                scheduler: SchedulerType = MainScheduler.instance, timeZone: TimeZone = .current,
                keys: KeyNames = KeyNames()) {
        self.catalogue = catalogue
        let wanted = wanted
        // The first text at once, later edits once typing pauses (a cleared filter at once, and
        // no edit typed before it comes after it); the same query again when the journal changes
        // (a check-in here, or by another process).
        let edits = Observable.merge(query.asObservable().skip(1).map { (text: $0, atOnce: false) },
                                     clears.asObservable().map { (text: "", atOnce: true) })
            .flatMapLatest { edit in
                edit.atOnce ? Observable.just(edit.text)
                    : Observable<Int>.timer(BeerListViewModel.debounceTime, scheduler: scheduler).map { _ in edit.text }
            }
        let typed = query.asObservable().take(1).concat(edits).distinctUntilChanged()
        let loads = Observable.combineLatest(typed, state.revision.asObservable()) { query, _ in query }
            .flatMapLatest { query in JournalViewModel.pages(of: query, catalogue: catalogue, wanted: wanted) }
            .asDriver(onErrorJustReturn: .failed("The journal could not be read"))
            .startWith(.loading)
        rows = loads.map { load in
            guard case .loaded(let entries, _, _) = load else { return [] }
            return entries.map { JournalViewModel.row($0, timeZone: timeZone) }
        }
        countText = loads.map(\.countText).distinctUntilChanged()
        messageText = loads.map { $0.message(keys: keys) }.distinctUntilChanged { $0 == $1 }
        showDetail = openings.asSignal()
        filterText = clears.asSignal().map { "" }
        loads.map { load -> [JournalEntry] in
            if case .loaded(let entries, _, _) = load { return entries }
            return []
        }
        .drive(loaded)
        .disposed(by: disposeBag)
    }

    /// Empties the filter: every check-in again, at once.
    public func clearFilter() {
        clears.accept(())
    }

    /// The person sees rows up to `index`: the next page loads when it is near.
    public func rowsShown(upTo index: Int) {
        wanted.accept(index)
    }

    /// Opens the beer of row `index`: the catalogue's own summary of it (its ratings, its
    /// favourite), found by its name and brewery.
    public func open(index: Int) {
        guard loaded.value.indices.contains(index) else { return }
        let entry = loaded.value[index]
        let openings = openings
        let fallback = BeerSummary(id: entry.checkIn.beerID, name: entry.beerName, breweryName: entry.breweryName,
                                   country: nil, style: entry.style, abv: nil, ibu: nil, isFavourite: false,
                                   rating: entry.rating)
        // A name with a quote cannot be written as a quoted term: the journal's own summary serves.
        guard !entry.beerName.contains("\""), !entry.breweryName.contains("\"") else {
            return openings.accept(BeerSelection(beers: LoadedBeers([fallback]), index: 0))
        }
        let request = BeerListRequest(query: "\"\(entry.beerName)\" brewery:\"\(entry.breweryName)\"")
        catalogue.page(request, after: nil)
            .subscribe { result in
                let found = (try? result.get())?.beers.first { $0.id == entry.checkIn.beerID }
                openings.accept(BeerSelection(beers: LoadedBeers([found ?? fallback]), index: 0))
            }
            .disposed(by: disposeBag)
    }

    /// The pages of `query`'s journal: the first at once, each next one when `wanted` names a row
    /// near the end of those loaded.
    private static func pages(of query: String, catalogue: CatalogueService, wanted: PublishRelay<Int>) -> Observable<JournalLoad> {
        Observable.create { observer in
            let bag = CompositeDisposable()
            var entries: [JournalEntry] = []
            var next: JournalCursor?
            var isLoading = false
            func load(after cursor: JournalCursor?) {
                isLoading = true
                catalogue.journal(query, after: cursor)
                    .subscribe { result in
                        isLoading = false
                        switch result {
                        case .success(let page):
                            entries += page.entries
                            next = page.next
                            observer.onNext(.loaded(entries, total: page.total, query: query))
                        case .failure(let error as QueryError):
                            observer.onNext(.failed("Bad query: \(error)"))
                        case .failure(let error as PersonalDataError):
                            observer.onNext(.failed(error.description))
                        case .failure(let error):
                            observer.onNext(.failed("The journal could not be read: \(error)"))
                        }
                    }
                    .disposed(in: bag)
            }
            load(after: nil)
            wanted.subscribe(onNext: { index in
                guard !isLoading, let cursor = next, index >= entries.count - pageAhead else { return }
                load(after: cursor)
            })
            .disposed(in: bag)
            return bag
        }
    }

    private static func row(_ entry: JournalEntry, timeZone: TimeZone) -> JournalRow {
        let checkIn = entry.checkIn
        return JournalRow(beerID: checkIn.beerID, day: BeerDetailTexts.day(checkIn.time, timeZone: timeZone),
                          beer: entry.beerName, brewery: entry.breweryName, style: entry.style ?? "",
                          rating: checkIn.rating.map { "★ \($0)" } ?? entry.rating.map { "★ \($0)" } ?? "",
                          serving: checkIn.serving?.rawValue ?? "")
    }
}

/// Where the journal's loading is.
private enum JournalLoad: Equatable {
    case loading
    case loaded([JournalEntry], total: Int, query: String)
    case failed(String)

    var countText: String {
        switch self {
        case .loading: return "Loading your journal…"
        case .failed: return ""
        case .loaded(_, let total, let query):
            let checkIns = total == 1 ? "1 check-in" : "\(BeerFormatting.grouped(total)) check-ins"
            guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return checkIns }
            return "\(checkIns) \(total == 1 ? "matches" : "match")"
        }
    }

    func message(keys: KeyNames) -> String? {
        switch self {
        case .loading: nil
        case .failed(let message): message
        case .loaded(let entries, _, let query) where entries.isEmpty:
            query.trimmingCharacters(in: .whitespaces).isEmpty
                ? "No check-ins yet: open a beer and press \(keys.checkIn) when you have it" : "No check-in matches"
        case .loaded: nil
        }
    }
}

private extension Disposable {
    func disposed(in composite: CompositeDisposable) {
        _ = composite.insert(self)
    }
}
