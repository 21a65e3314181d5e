import Catalogue
import CatalogueServices
import Foundation
import RxCore

/// An action a screen offers, as its help lists it: what it does and its keys.
public struct PaletteCommand: Hashable, Sendable {
    public let title: String
    public let keys: String

    public init(title: String, keys: String) {
        self.title = title
        self.keys = keys
    }
}

/// One row of the palette: an action of the screen, or a beer by name.
public struct PaletteItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The command at this index of those the palette was given.
        case command(Int)
        case beer(BeerSummary)
    }

    public let kind: Kind
    /// The command's description, or the beer's name.
    public let title: String
    /// The command's keys, or the beer's brewery.
    public let detail: String
    /// The characters of `title` the typed text matched.
    public let highlights: [Range<Int>]
}

/// What choosing a row does.
public enum PaletteChoice: Hashable, Sendable {
    /// Run the command at this index of those the palette was given.
    case command(Int)
    /// Open the beer, paging through the beers the palette found.
    case beer(BeerSelection)
}

/// The palette's outputs.
public protocol CommandPaletteState {
    /// The rows matching the text typed, best first: the commands at once, the beers the
    /// catalogue finds by name once typing pauses.
    var items: Driver<[PaletteItem]> { get }
    var chosen: Signal<PaletteChoice> { get }
}

/// What the palette can do.
public protocol CommandPaletteAction {
    /// The person chose row `index` of `items`.
    func choose(index: Int)
}

/// A command palette: the screen's commands and the catalogue's beers in one list, fuzzy-matched
/// against the text typed (`FuzzyMatch`) and ranked together. Commands match as the person
/// types; beers come from the catalogue's search on the text (debounced, `flatMapLatest` so a
/// slow answer never replaces a newer one), and only those whose name matches are listed. A
/// text the search cannot take (`abv>`) or a catalogue that cannot be reached lists no beers.
public final class CommandPaletteViewModel: CommandPaletteState, CommandPaletteAction {
    public let items: Driver<[PaletteItem]>
    public let chosen: Signal<PaletteChoice>

    /// How long typing must pause before the catalogue is asked.
    public static let debounceTime: RxTimeInterval = .milliseconds(150)
    /// The most beers listed.
    public static let beerLimit = 50

    private let choices = PublishRelay<Int>()
    private let disposeBag = DisposeBag()

    /// - Parameters:
    ///   - query: the text typed, starting with the field's first text.
    ///   - commands: the screen's commands, in the help's order (the order kept for equal matches).
    ///   - scheduler: runs the debounce (tests pass their `TestScheduler`).
    public init(query: Driver<String>, commands: [PaletteCommand], catalogue: CatalogueService,
                scheduler: SchedulerType = MainScheduler.instance) {
        let text = query.distinctUntilChanged()
        let beers = text.asObservable()
            .debounce(Self.debounceTime, scheduler: scheduler)
            .flatMapLatest { text -> Observable<[BeerSummary]> in
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return .just([]) }
                return catalogue.page(BeerListRequest(query: text), after: nil).asObservable()
                    .map { Array($0.beers.prefix(Self.beerLimit)) }
                    .catchAndReturn([])
            }
            .startWith([])
            .asDriver(onErrorJustReturn: [])
        // Kept once, for the list and for the choice (one search per text).
        let latest = BehaviorRelay<[PaletteItem]>(value: [])
        items = latest.asDriver()
        chosen = choices.asSignal().compactMap { index in Self.choice(index, in: latest.value) }
        Driver.combineLatest(text, beers) { text, beers in Self.rank(text, commands: commands, beers: beers) }
            .drive(latest)
            .disposed(by: disposeBag)
    }

    public func choose(index: Int) {
        choices.accept(index)
    }

    private static func choice(_ index: Int, in items: [PaletteItem]) -> PaletteChoice? {
        guard items.indices.contains(index) else { return nil }
        switch items[index].kind {
        case .command(let command): return .command(command)
        case .beer(let beer):
            let beers = items.compactMap { item -> BeerSummary? in
                if case .beer(let beer) = item.kind { beer } else { nil }
            }
            return .beer(BeerSelection(beers: LoadedBeers(beers), index: beers.firstIndex(of: beer) ?? 0))
        }
    }

    /// The commands and beers that match `text`, best first: the higher score, then the match
    /// that starts earlier, then the shorter title; equal ones keep their order, commands first.
    /// With nothing typed, all of them in order.
    static func rank(_ text: String, commands: [PaletteCommand], beers: [BeerSummary]) -> [PaletteItem] {
        let candidates = commands.enumerated().map { PaletteItem(kind: .command($0.offset), title: $0.element.title,
                                                                 detail: $0.element.keys, highlights: []) }
            + beers.map { PaletteItem(kind: .beer($0), title: $0.name, detail: $0.breweryName, highlights: []) }
        // Nothing typed: everything, as given.
        guard !text.allSatisfy(\.isWhitespace) else { return candidates }
        let ranked = candidates.enumerated().compactMap { order, candidate -> Ranked? in
            FuzzyMatch.match(text, in: candidate.title).map { match in
                Ranked(order: order, match: match, item: PaletteItem(kind: candidate.kind, title: candidate.title,
                                                                     detail: candidate.detail, highlights: match.highlights))
            }
        }
        return ranked.sorted(by: Ranked.isBetter).map(\.item)
    }
}

/// A row that matched, with what orders it.
private struct Ranked {
    let order: Int
    let match: FuzzyMatch
    let item: PaletteItem

    /// The higher score; then the match that starts earlier; then the shorter title; then the first given.
    static func isBetter(_ one: Ranked, _ other: Ranked) -> Bool {
        (one.match.score, -one.start, -one.item.title.count, -one.order)
            > (other.match.score, -other.start, -other.item.title.count, -other.order)
    }

    private var start: Int { match.highlights.first?.lowerBound ?? 0 }
}
