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
    /// The brewery's other beers ("More from Brewery"); when it has none, other beers of the
    /// style ("More like this: Style"); none when there are none either.
    var related: Driver<RelatedBeers> { get }
    /// Where the beer sits in its style by ABV and IBU; nil until read, or without a style.
    var inStyle: Driver<BeerInStyle?> { get }
    /// Open the detail of one of the related beers.
    var showRelated: Signal<BeerSelection> { get }
    /// "3 of 42".
    var position: Driver<String> { get }
    /// The index of the beer shown, in the list being paged.
    var currentIndex: Driver<Int> { get }
    var canGoPrevious: Driver<Bool> { get }
    var canGoNext: Driver<Bool> { get }
    var isSignedIn: Driver<Bool> { get }
    /// The signed-in user's data about the beer shown (false/nil when nobody is signed in, or
    /// while it is not loaded: never another beer's).
    var isFavourite: Driver<Bool> { get }
    var rating: Driver<Int?> { get }
    /// The note as saved.
    var note: Driver<String?> { get }
    /// "★ Favourite · Rating ★★★☆☆ (1–5, 0 clears)", how to get them when signed out, or that
    /// they are loading or cannot be loaded.
    var personalText: Driver<String> { get }
    /// Whether a note is being written (`writeNote` until it is saved or left).
    var isWritingNote: Driver<Bool> { get }
    /// What the note field shows: the draft while one is written, else the note as saved.
    var noteText: Driver<String> { get }
    /// Whether the draft differs from the note as saved (the note line says so, and quitting asks).
    var hasUnsavedNote: Driver<Bool> { get }
    /// Everyone's rating: "★ 4.2 from 17 people", or "nobody has rated it yet". It follows the
    /// list, which reads the beer again when anyone's rating changes (the revision moves).
    var communityText: Driver<String> { get }
    /// The signed-in person's check-ins of the beer: how often they had it, then the latest,
    /// newest first, a line each ("2026-11-20 · draught · Café Bruxelles · ★ 3.75 · “Lovely”");
    /// empty when nobody is signed in.
    var checkInsText: Driver<String> { get }
    /// Why the last action failed, or nil.
    var errorText: Driver<String?> { get }
    /// Back to the list, with the index of the beer shown last.
    var closed: Signal<Int> { get }
}

/// What the detail screen can do.
public protocol BeerDetailAction {
    /// What copying the beer shown puts on the clipboard (nil before it has loaded).
    var clipboardText: String? { get }
    func next()
    func previous()
    func toggleFavourite()
    /// 1 to 5 stars, or nil to clear.
    func rate(_ stars: Int?)
    /// Starts writing the note, from the note as saved (once it is known).
    func writeNote()
    /// The draft as the person typed it.
    func noteEdited(_ text: String)
    /// Keeps `text` as the user's note on the beer (blank text removes the note). Saved, the
    /// writing ends; refused, the draft stays open, unsaved, for Enter to try again.
    func saveNote(_ text: String)
    /// Leaves the draft unsaved: the note as saved shows again.
    func discardNote()
    /// Checks the beer in: the signed-in person is having it now.
    func checkIn()
    /// The same with details as typed (each may be blank): returns why they cannot be kept (a
    /// serving that is none of the five), or nil once the check-in is on its way.
    func checkIn(serving: String, place: String, comment: String) -> String?
    /// The beer shown, by name (nil while its page loads).
    var shownName: String? { get }
    /// Opens related beer number `index` (of those listed).
    func openRelated(at index: Int)
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
    public let related: Driver<RelatedBeers>
    public let inStyle: Driver<BeerInStyle?>
    public let showRelated: Signal<BeerSelection>
    public let position: Driver<String>
    public let currentIndex: Driver<Int>
    public let canGoPrevious: Driver<Bool>
    public let canGoNext: Driver<Bool>
    public let isSignedIn: Driver<Bool>
    public let isFavourite: Driver<Bool>
    public let rating: Driver<Int?>
    public let note: Driver<String?>
    public let personalText: Driver<String>
    public let isWritingNote: Driver<Bool>
    public let noteText: Driver<String>
    public let hasUnsavedNote: Driver<Bool>
    public let communityText: Driver<String>
    public let checkInsText: Driver<String>
    public let errorText: Driver<String?>
    public let closed: Signal<Int>

    private let catalogue: CatalogueService
    private let keys: KeyNames
    private let state: AppState
    private let beers = BehaviorRelay(value: LoadedBeers())
    private let index: BehaviorRelay<Int>
    private let personal = BehaviorRelay(value: PersonalLoad.signedOut)
    private let draft = BehaviorRelay<NoteDraft?>(value: nil)
    private let errors = PublishRelay<String?>()
    private let closes = PublishRelay<Int>()
    private let latestRelated = BehaviorRelay(value: RelatedBeers.none)
    private let relatedOpenings = PublishRelay<BeerSelection>()
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
    /// - Parameter keys: how the texts name the keys (the person's, from their settings).
    /// - Parameter timeZone: where the check-ins' days are counted (the person's).
    public init(beers source: Driver<LoadedBeers>, index start: Int, catalogue: CatalogueService, state: AppState,
                keys: KeyNames = KeyNames(), timeZone: TimeZone = .current) {
        self.catalogue = catalogue
        self.keys = keys
        self.state = state
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
        // Until the full record arrives there is no description; while the catalogue cannot be
        // reached, the screen says why.
        description = Driver.combineLatest(shown, state.connection) { shown, connection in
            shown.full != nil || connection == .reachable ? shown.full?.description ?? "" : BeerDetailTexts.descriptionUnreachable
        }
        .distinctUntilChanged()
        // The beers most like this one, with why: what fills the screen below the description
        // (read again after a change, which may be a check-in that marks one of them as had).
        related = Driver.combineLatest(summary.distinctUntilChanged { $0.id == $1.id }, state.revision) { beer, _ in beer.id }
            .flatMapLatest { id in
                catalogue.similarBeers(to: id).map(RelatedBeers.init(similar:)).asDriver(onErrorJustReturn: .none)
            }
            .startWith(.none)
            .distinctUntilChanged()
        inStyle = summary.distinctUntilChanged { $0.id == $1.id }
            .flatMapLatest { beer -> Driver<BeerInStyle?> in
                guard let style = beer.style, !style.isEmpty else { return .just(nil) }
                return catalogue.styleDistribution(ofStyle: style)
                    .map { BeerInStyle(style: style, distribution: $0, abv: beer.abv, ibu: beer.ibu) }
                    .asDriver(onErrorJustReturn: nil).startWith(nil)
            }
            .distinctUntilChanged { $0 == $1 }
        showRelated = relatedOpenings.asSignal()
        position = selected.map(\.positionText).distinctUntilChanged()
        currentIndex = selected.map(\.clampedIndex).distinctUntilChanged()
        canGoPrevious = selected.map { $0.index > 0 }.distinctUntilChanged()
        canGoNext = selected.map { $0.clampedIndex + 1 < $0.beers.total }.distinctUntilChanged()
        isSignedIn = state.user.map { $0 != nil }.distinctUntilChanged()
        let personalData = personal.asDriver().map(\.data)
        isFavourite = personalData.map { $0?.isFavourite ?? false }.distinctUntilChanged()
        rating = personalData.map { $0?.rating }.distinctUntilChanged { $0 == $1 }
        note = personalData.map { $0?.note }.distinctUntilChanged { $0 == $1 }
        let offersSignIn = state.offersSignIn
        personalText = Driver.combineLatest(personal.asDriver(), state.connection) { personal, connection in
            switch personal {
            case .signedOut where !offersSignIn: BeerDetailTexts.personalReadOnly
            case .signedOut: BeerDetailTexts.personal(signedIn: false, favourite: false, rating: nil, keys: keys)
            case .loading: connection == .reachable ? BeerDetailTexts.personalLoading : BeerDetailTexts.personalUnreachable
            case .failed: BeerDetailTexts.personalFailed
            case .loaded(_, let data): BeerDetailTexts.personal(signedIn: true, favourite: data.isFavourite, rating: data.rating, keys: keys)
            }
        }
        .distinctUntilChanged()
        let drafts = draft.asDriver()
        isWritingNote = drafts.map { $0 != nil }.distinctUntilChanged()
        noteText = Driver.combineLatest(drafts, note) { draft, note in draft?.text ?? note ?? "" }.distinctUntilChanged()
        hasUnsavedNote = Driver.combineLatest(drafts, note) { draft, note in draft.map { !$0.keeps(note) } ?? false }
            .distinctUntilChanged()
        communityText = summary
            .map { BeerFormatting.communityInFull(average: $0.averageRating, count: $0.ratingCount) }
            .distinctUntilChanged()
        checkInsText = personal.asDriver()
            .map { personal in
                guard case .loaded(_, let data) = personal else { return "" }
                return BeerDetailTexts.checkIns(data.checkIns, keys: keys, timeZone: timeZone)
            }
            .distinctUntilChanged()
        errorText = errors.asDriver(onErrorJustReturn: nil).startWith(nil)
        closed = closes.asSignal()

        source.drive(beers).disposed(by: disposeBag)
        related.drive(latestRelated).disposed(by: disposeBag)
        // The user's data for the beer shown, again whenever the user or the data changes. A new
        // beer starts as loading (never the last beer's data); the same beer read again (the
        // data changed) keeps showing what it has until the answer.
        let personal = personal
        Driver.combineLatest(beerID, state.user, state.revision) { id, user, _ in (id: id, signedIn: user != nil) }
            .flatMapLatest { id, signedIn -> Driver<PersonalLoad> in
                guard signedIn else { return .just(.signedOut) }
                let read = catalogue.personalData(beerID: id).asObservable()
                    .map { data in data.map { PersonalLoad.loaded(beerID: id, $0) } ?? .signedOut }
                    .asDriver(onErrorJustReturn: .failed(beerID: id))
                return personal.value.isLoaded(beerID: id) ? read : read.startWith(.loading(beerID: id))
            }
            .drive(personal)
            .disposed(by: disposeBag)
        // A draft belongs to its beer and its writer: another beer, or signing out, ends it.
        let draft = draft
        Driver.combineLatest(beerID, state.user.map { $0?.id }.distinctUntilChanged { $0 == $1 }) { id, _ in id }
            .drive(onNext: { id in if draft.value != nil { draft.accept(nil) } })
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
        // Toggling what is not known yet could set what is already set.
        if personal.value.isLoading(beerID: beer.id) { return errors.accept(BeerDetailTexts.personalNotLoadedYet) }
        apply(catalogue.setFavourite(!(personal.value.data?.isFavourite ?? false), beerID: beer.id))
    }

    public func rate(_ stars: Int?) {
        guard let beer = currentBeer else { return }
        apply(catalogue.setRating(stars, beerID: beer.id))
    }

    public func writeNote() {
        guard draft.value == nil, let beer = currentBeer else { return }
        guard state.currentUser != nil else { return errors.accept(PersonalDataError.notSignedIn.description) }
        // Written over a note not loaded yet, a save would replace a note never seen.
        guard case .loaded(_, let data) = personal.value, personal.value.isLoaded(beerID: beer.id) else {
            return errors.accept(BeerDetailTexts.personalNotLoadedYet)
        }
        draft.accept(NoteDraft(beerID: beer.id, text: data.note ?? ""))
    }

    public func noteEdited(_ text: String) {
        guard var edited = draft.value, edited.text != text else { return }
        edited.text = text
        draft.accept(edited)
    }

    public func saveNote(_ text: String) {
        guard let beer = currentBeer else { return }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if var saving = draft.value, saving.beerID == beer.id {
            saving.text = text
            draft.accept(saving)
        }
        let personal = personal
        let errors = errors
        let draft = draft
        let keys = keys
        catalogue.setNote(trimmed.isEmpty ? nil : trimmed, beerID: beer.id).subscribe { result in
            switch result {
            case .success(let data):
                personal.accept(.loaded(beerID: beer.id, data))
                errors.accept(nil)
                // Kept: the writing ends, unless more was typed while it was being saved.
                if let written = draft.value, written.beerID == beer.id, written.keeps(data.note) { draft.accept(nil) }
            case .failure(let error):
                if let refusal = error as? PersonalDataError { return errors.accept(refusal.description) }
                errors.accept(draft.value == nil ? "Could not save: \(error)" : BeerDetailTexts.noteNotSaved("\(error)", keys: keys))
            }
        }
        .disposed(by: disposeBag)
    }

    public func discardNote() {
        guard draft.value != nil else { return }
        draft.accept(nil)
        errors.accept(nil)
    }

    public func checkIn() {
        _ = checkIn(serving: "", place: "", comment: "")
    }

    public func checkIn(serving: String, place: String, comment: String) -> String? {
        guard let beer = currentBeer else { return nil }
        guard state.currentUser != nil else {
            errors.accept(BeerDetailTexts.checkInNeedsSignIn(keys: keys))
            return nil
        }
        let typed = serving.trimmingCharacters(in: .whitespaces).lowercased()
        // A serving is named by its first letters ("dr", "bot"), or as Untappd writes draught.
        let served = Serving.allCases.filter { $0.rawValue.hasPrefix(typed) || (typed == "draft" && $0 == .draught) }
        guard typed.isEmpty || served.count == 1 else { return BeerDetailTexts.unknownServing(serving) }
        func text(_ typed: String) -> String? {
            let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        apply(catalogue.checkIn(beerID: beer.id, NewCheckIn(serving: typed.isEmpty ? nil : served.first,
                                                            place: text(place), comment: text(comment))))
        return nil
    }

    public var shownName: String? { currentBeer?.name }

    public func openRelated(at index: Int) {
        let related = latestRelated.value
        guard related.beers.indices.contains(index) else { return }
        relatedOpenings.accept(BeerSelection(beers: LoadedBeers(related.beers), index: index))
    }

    public func close() {
        closes.accept(index.value)
    }

    /// The beers `related` lists for `beer`: its brewery's others, else its style's. A page of
    /// them is read; the rest of the list is counted.
    /// What copying the beer shown puts on the clipboard: "Orval — Brasserie d'Orval".
    public var clipboardText: String? {
        currentBeer.map(BeerFormatting.nameAndBrewery)
    }

    private var currentBeer: BeerSummary? {
        DetailPosition(beers: beers.value, index: index.value).beer
    }

    /// Runs a change of the user's data: shows the result at once, or the error.
    private func apply(_ change: Single<PersonalBeerData>) {
        guard let beer = currentBeer else { return }
        let personal = personal
        let errors = errors
        change.subscribe { result in
            switch result {
            case .success(let data):
                personal.accept(.loaded(beerID: beer.id, data))
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


/// The signed-in person's data about a beer, as far as it is known.
private enum PersonalLoad: Equatable {
    case signedOut
    case loading(beerID: Int64)
    case loaded(beerID: Int64, PersonalBeerData)
    /// The catalogue refused to say (not a network failure: those are retried while loading).
    case failed(beerID: Int64)

    var data: PersonalBeerData? {
        if case .loaded(_, let data) = self { return data }
        return nil
    }

    func isLoaded(beerID id: Int64) -> Bool {
        if case .loaded(id, _) = self { return true }
        return false
    }

    func isLoading(beerID id: Int64) -> Bool {
        if case .loading(id) = self { return true }
        return false
    }
}

/// A note being written on a beer.
private struct NoteDraft: Equatable {
    let beerID: Int64
    var text: String

    /// Whether `saved` is what this draft would be saved as.
    func keeps(_ saved: String?) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return (trimmed.isEmpty ? nil : trimmed) == saved
    }
}
