import Catalogue
import CatalogueServices
import Foundation
import RxCore

/// The detail screen's outputs.
public protocol BeerDetailState {
    var name: Driver<String> { get }
    /// "Brewery — City, Region, Country".
    var breweryAndLocation: Driver<String> { get }
    /// The style, or "unknown".
    var style: Driver<String> { get }
    /// "5.2%", or "unknown".
    var abvText: Driver<String> { get }
    /// "35", or "unknown".
    var ibuText: Driver<String> { get }
    /// The measured colour, else the style's typical one, else nil.
    var colour: Driver<BeerColour?> { get }
    var description: Driver<String> { get }
    /// "More from Brewery" and up to a dozen of its other beers, one a line; when it has none,
    /// "More Style" and other beers of the style; "" when there are none either.
    var related: Driver<String> { get }
    /// "3 of 42".
    var position: Driver<String> { get }
    /// The index of the beer shown, in the list being paged.
    var currentIndex: Driver<Int> { get }
    var canGoPrevious: Driver<Bool> { get }
    var canGoNext: Driver<Bool> { get }
    var isSignedIn: Driver<Bool> { get }
    /// The signed-in user's data (false/nil when nobody is signed in).
    var isFavourite: Driver<Bool> { get }
    var rating: Driver<Int?> { get }
    var note: Driver<String?> { get }
    /// "★ Favourite · Rating ★★★☆☆ (1–5, 0 clears)", or how to get them when signed out.
    var personalText: Driver<String> { get }
    /// Everyone's rating: "★ 4.2 from 17 people", or "nobody has rated it yet". It follows the
    /// list, which reads the beer again when anyone's rating changes (the revision moves).
    var communityText: Driver<String> { get }
    /// Why the last action failed, or nil.
    var errorText: Driver<String?> { get }
    /// Back to the list, with the index of the beer shown last.
    var closed: Signal<Int> { get }
}

/// What the detail screen can do.
public protocol BeerDetailAction {
    func next()
    func previous()
    func toggleFavourite()
    /// 1 to 5 stars, or nil to clear.
    func rate(_ stars: Int?)
    /// Keeps `text` as the user's note on the beer; blank text removes the note.
    func saveNote(_ text: String)
    func close()
}

/// One beer of a list, paged next/previous: `combineLatest(beers, index)` selects it; the full
/// record and the user's data about it are loaded for each beer shown.
public final class BeerDetailViewModel: BeerDetailState, BeerDetailAction {
    public let name: Driver<String>
    public let breweryAndLocation: Driver<String>
    public let style: Driver<String>
    public let abvText: Driver<String>
    public let ibuText: Driver<String>
    public let colour: Driver<BeerColour?>
    public let description: Driver<String>
    public let related: Driver<String>
    public let position: Driver<String>
    public let currentIndex: Driver<Int>
    public let canGoPrevious: Driver<Bool>
    public let canGoNext: Driver<Bool>
    public let isSignedIn: Driver<Bool>
    public let isFavourite: Driver<Bool>
    public let rating: Driver<Int?>
    public let note: Driver<String?>
    public let personalText: Driver<String>
    public let communityText: Driver<String>
    public let errorText: Driver<String?>
    public let closed: Signal<Int>

    private let catalogue: CatalogueService
    private let beers = BehaviorRelay(value: LoadedBeers())
    private let index: BehaviorRelay<Int>
    private let personal = BehaviorRelay<PersonalBeerData?>(value: nil)
    private let errors = PublishRelay<String?>()
    private let closes = PublishRelay<Int>()
    private let disposeBag = DisposeBag()

    /// A detail over a list whose beers are all loaded.
    public convenience init(beers source: Driver<[BeerSummary]>, index start: Int,
                            catalogue: CatalogueService, state: AppState) {
        self.init(beers: source.map { LoadedBeers($0) }, index: start, catalogue: catalogue, state: state)
    }

    /// - Parameters:
    ///   - beers: the list being paged (its pages load as the index moves: the owner of the list
    ///     loads them when `currentIndex` changes).
    ///   - index: the beer to show first.
    public init(beers source: Driver<LoadedBeers>, index start: Int, catalogue: CatalogueService, state: AppState) {
        self.catalogue = catalogue
        index = BehaviorRelay(value: start)
        let selected = Driver.combineLatest(beers.asDriver(), index.asDriver()) { beers, index in
            DetailPosition(beers: beers, index: index)
        }
        // Nothing to show until the list arrives (the relay starts empty).
        .filter { !$0.beers.isEmpty }
        let summary = selected.compactMap(\.beer).distinctUntilChanged()
        let beerID = summary.map(\.id).distinctUntilChanged()
        let full = beerID
            .flatMapLatest { id in
                catalogue.beer(id: id).asObservable().startWith(nil).asDriver(onErrorJustReturn: nil)
            }
        let shown = Driver.combineLatest(summary, full) { summary, full in
            ShownBeer(summary: summary, full: full?.id == summary.id ? full : nil)
        }

        // A beer whose page is still loading (the last of a long list, reached at once) says so.
        name = selected.map { $0.beer?.name ?? "Loading…" }.distinctUntilChanged()
        breweryAndLocation = shown.map(\.breweryAndLocation).distinctUntilChanged()
        style = summary.map { BeerDetailTexts.known($0.style ?? "") }
        abvText = summary.map { BeerDetailTexts.known(BeerFormatting.abv($0.abv)) }
        ibuText = summary.map { BeerDetailTexts.known(BeerFormatting.ibu($0.ibu)) }
        colour = shown.map(\.colour).distinctUntilChanged()
        description = shown.map { $0.full?.description ?? "" }.distinctUntilChanged()
        // Other beers of the brewery, else of the style: what fills the screen below the description.
        related = summary.distinctUntilChanged { $0.id == $1.id }
            .flatMapLatest { beer in
                BeerDetailViewModel.related(to: beer, catalogue: catalogue).asDriver(onErrorJustReturn: "").startWith("")
            }
            .distinctUntilChanged()
        position = selected.map(\.positionText).distinctUntilChanged()
        currentIndex = selected.map(\.clampedIndex).distinctUntilChanged()
        canGoPrevious = selected.map { $0.index > 0 }.distinctUntilChanged()
        canGoNext = selected.map { $0.clampedIndex + 1 < $0.beers.total }.distinctUntilChanged()
        isSignedIn = state.user.map { $0 != nil }.distinctUntilChanged()
        let personalData = personal.asDriver()
        isFavourite = personalData.map { $0?.isFavourite ?? false }.distinctUntilChanged()
        rating = personalData.map { $0?.rating }.distinctUntilChanged { $0 == $1 }
        note = personalData.map { $0?.note }.distinctUntilChanged { $0 == $1 }
        personalText = Driver.combineLatest(isSignedIn, isFavourite, rating) {
            BeerDetailTexts.personal(signedIn: $0, favourite: $1, rating: $2)
        }
        .distinctUntilChanged()
        communityText = summary
            .map { BeerFormatting.communityInFull(average: $0.averageRating, count: $0.ratingCount) }
            .distinctUntilChanged()
        errorText = errors.asDriver(onErrorJustReturn: nil).startWith(nil)
        closed = closes.asSignal()

        source.drive(beers).disposed(by: disposeBag)
        // The user's data for the beer shown, again whenever the user or the data changes.
        Driver.combineLatest(beerID, state.user, state.revision) { id, _, _ in id }
            .flatMapLatest { id in
                catalogue.personalData(beerID: id).asObservable().asDriver(onErrorJustReturn: nil)
            }
            .drive(personal)
            .disposed(by: disposeBag)
    }

    public func next() {
        guard index.value + 1 < beers.value.total else { return }
        index.accept(index.value + 1)
        errors.accept(nil)
    }

    public func previous() {
        guard index.value > 0 else { return }
        index.accept(min(index.value, beers.value.total) - 1)
        errors.accept(nil)
    }

    public func toggleFavourite() {
        guard let beer = currentBeer else { return }
        apply(catalogue.setFavourite(!(personal.value?.isFavourite ?? false), beerID: beer.id))
    }

    public func rate(_ stars: Int?) {
        guard let beer = currentBeer else { return }
        apply(catalogue.setRating(stars, beerID: beer.id))
    }

    public func saveNote(_ text: String) {
        guard let beer = currentBeer else { return }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        apply(catalogue.setNote(trimmed.isEmpty ? nil : trimmed, beerID: beer.id))
    }

    public func close() {
        closes.accept(index.value)
    }

    /// The text of `related` for `beer`: its brewery's other beers, else its style's.
    private static func related(to beer: BeerSummary, catalogue: CatalogueService) -> Single<String> {
        // A name with a quote cannot be written as a quoted term.
        func others(_ field: String, _ value: String?, _ keeps: @escaping (BeerSummary) -> Bool) -> Single<[BeerSummary]> {
            guard let value, !value.isEmpty, !value.contains("\"") else { return .just([]) }
            return catalogue.page(BeerListRequest(query: "\(field):\"\(value)\""), after: nil)
                .map { page in page.beers.filter { $0.id != beer.id && keeps($0) } }
        }
        return others("brewery", beer.breweryName) { $0.breweryName == beer.breweryName }
            .flatMap { fromBrewery -> Single<String> in
                if !fromBrewery.isEmpty { return .just(BeerDetailTexts.more(beer.breweryName, fromBrewery)) }
                return others("style", beer.style) { $0.style == beer.style }
                    .map { BeerDetailTexts.more(beer.style ?? "", $0) }
            }
    }

    private var currentBeer: BeerSummary? {
        DetailPosition(beers: beers.value, index: index.value).beer
    }

    /// Runs a change of the user's data: shows the result at once, or the error.
    private func apply(_ change: Single<PersonalBeerData>) {
        let personal = personal
        let errors = errors
        change.subscribe { result in
            switch result {
            case .success(let data):
                personal.accept(data)
                errors.accept(nil)
            case .failure(let error):
                errors.accept((error as? PersonalDataError)?.description ?? "Could not save: \(error)")
            }
        }
        .disposed(by: disposeBag)
    }
}

/// The list and the index into it; the index is clamped when the list shrinks.
private struct DetailPosition {
    let beers: LoadedBeers
    let index: Int

    var clampedIndex: Int { min(max(index, 0), max(0, beers.total - 1)) }

    /// The beer shown, nil while its page loads.
    var beer: BeerSummary? { beers[clampedIndex] }

    var positionText: String {
        beers.isEmpty ? "" : "\(BeerFormatting.grouped(clampedIndex + 1)) of \(BeerFormatting.grouped(beers.total))"
    }
}

/// The summary from the list plus, once loaded, the full record.
private struct ShownBeer {
    let summary: BeerSummary
    let full: Beer?

    var breweryAndLocation: String {
        guard let brewery = full?.brewery else {
            return [summary.breweryName, summary.country].compactMap { $0 }.joined(separator: " — ")
        }
        let place = [brewery.city, brewery.region, brewery.country].compactMap { $0 }.filter { !$0.isEmpty }
        return place.isEmpty ? brewery.name : "\(brewery.name) — \(place.joined(separator: ", "))"
    }

    var colour: BeerColour? {
        if let srm = full?.colour?.srm { return BeerColour(srm: srm) }
        return (full?.style?.name ?? summary.style)
            .flatMap(StyleColour.srm(forStyle:))
            .map { BeerColour(srm: $0, isStyleTypical: true) }
    }
}
