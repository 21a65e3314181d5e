import CatalogueServices
import Foundation
import Catalogue
import RxCore
import RxCoreTest
import ViewModels

/// An in-memory catalogue whose answers arrive in virtual time: `delays` picks how long each
/// query takes (default `defaultDelay` ticks), so tests can resolve a slow query after a fast one.
final class FakeCatalogueService: CatalogueServicing {
    struct PageCall: Equatable {
        let query: String
        let offset: Int
        let time: Int
    }

    private let scheduler: TestScheduler
    private let state: AppState
    private let writer: AppStateWriter
    var beers: [BeerSummary]
    var details: [Int64: Beer] = [:]
    var personal: [Int64: PersonalBeerData] = [:]
    /// Other people's stars per beer; the signed-in user's (in `personal`) count with them.
    var othersRatings: [Int64: [Int]] = [:]
    var pageSize = 3
    var delays: [String: Int] = [:]
    var defaultDelay = 10
    private(set) var pageCalls: [PageCall] = []

    init(scheduler: TestScheduler, state: AppState, writer: AppStateWriter, beers: [BeerSummary]) {
        self.scheduler = scheduler
        self.state = state
        self.writer = writer
        self.beers = beers
    }

    func page(_ request: BeerListRequest, after: NextPage?) -> Single<BeerPage> {
        deferredSingle { [self] in
            let offset = after?.offset ?? 0
            pageCalls.append(PageCall(query: request.query, offset: offset, time: scheduler.clock))
            let delay = delays[request.query] ?? defaultDelay
            if request.query.hasPrefix("colour:") {
                return scheduler.single(.failure(QueryError.unknownField("colour")), after: delay)
            }
            let matches = matching(request)
            let start = min(offset, matches.count)
            let end = min(start + pageSize, matches.count)
            let signedIn = state.currentUser != nil
            let shown = matches[start..<end].map { beer in
                let everyone = everyonesRatings(beer.id)
                return BeerSummary(id: beer.id, name: beer.name, breweryName: beer.breweryName, country: beer.country,
                                   style: beer.style, abv: beer.abv, ibu: beer.ibu, isFavourite: beer.isFavourite,
                                   rating: signedIn ? personal[beer.id]?.rating : nil,
                                   averageRating: everyone.isEmpty ? nil : Double(everyone.reduce(0, +)) / Double(everyone.count),
                                   ratingCount: everyone.count)
            }
            let words = request.query.contains(":") ? [] : request.query.split(separator: " ").map(String.init)
            let page = BeerPage(beers: shown, total: matches.count,
                                next: end < matches.count ? NextPage(offset: end) : nil, words: words)
            return scheduler.single(.success(page), after: delay)
        }
    }

    func position(of beerID: Int64, in request: BeerListRequest) -> Single<Int?> {
        deferredSingle { [self] in
            scheduler.single(.success(matching(request).firstIndex { $0.id == beerID }), after: defaultDelay)
        }
    }

    /// Everyone's stars for a beer: the others' and the signed-in user's.
    private func everyonesRatings(_ beerID: Int64) -> [Int] {
        (othersRatings[beerID] ?? []) + [personal[beerID]?.rating].compactMap { $0 }
    }

    /// The beers a request lists, in its order (names, or ABV for the strongest-first sort).
    private func matching(_ request: BeerListRequest) -> [BeerSummary] {
        if request.query.hasPrefix("style:") {
            let style = request.query.dropFirst("style:".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return beers.filter { $0.style == style }
        }
        if request.query.hasPrefix("brewery:") {
            let brewery = request.query.dropFirst("brewery:".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return beers.filter { $0.breweryName == brewery }
        }
        let matches = beers.filter { beer in
            (request.query.isEmpty || beer.name.lowercased().contains(request.query.lowercased()))
                && (!request.favouritesOnly || personal[beer.id]?.isFavourite == true)
        }
        guard request.sort == .strongestFirst else { return matches }
        return matches.sorted { ($0.abv ?? -1, $1.id) > ($1.abv ?? -1, $0.id) }
    }

    func beer(id: Int64) -> Single<Beer?> {
        scheduler.single(.success(details[id]), after: defaultDelay)
    }

    func personalData(beerID: Int64) -> Single<PersonalBeerData?> {
        let data = state.currentUser == nil ? nil : personal[beerID] ?? PersonalBeerData()
        return scheduler.single(.success(data), after: defaultDelay)
    }

    func setFavourite(_ isFavourite: Bool, beerID: Int64) -> Single<PersonalBeerData> {
        change(beerID: beerID) { $0.isFavourite = isFavourite }
    }

    func setRating(_ stars: Int?, beerID: Int64) -> Single<PersonalBeerData> {
        change(beerID: beerID) { $0.rating = stars }
    }

    func setNote(_ text: String?, beerID: Int64) -> Single<PersonalBeerData> {
        change(beerID: beerID) { $0.note = text }
    }

    func refreshBeerCount() -> Single<Int> {
        writer.setBeerCount(beers.count)
        return .just(beers.count)
    }

    func setSort(_ sort: CatalogueSort) {
        writer.setSort(sort)
    }

    private func change(beerID: Int64, _ edit: @escaping (inout PersonalBeerData) -> Void) -> Single<PersonalBeerData> {
        guard state.currentUser != nil else { return .error(PersonalDataError.notSignedIn) }
        return deferredSingle { [self] in
            var data = personal[beerID] ?? PersonalBeerData()
            edit(&data)
            personal[beerID] = data
            writer.bumpRevision()
            return .just(data)
        }
    }
}
