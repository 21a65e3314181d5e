import CatalogueServices
import Foundation
import Catalogue
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import ViewModels

/// A catalogue in memory behind the real services (`CatalogueService`, `SessionService`), whose
/// answers arrive in virtual time: `delays` picks how long each query takes (default
/// `defaultDelay` ticks), so tests can resolve a slow query after a fast one. Its calls run on
/// the test's thread: the services' tasks run inline and wait on the test scheduler.
final class FakeCatalogue: SharedCatalogue, @unchecked Sendable {  // used only on the test's thread (TestScheduler, inline task executor)
    struct PageCall: Equatable {
        let query: String
        let offset: Int
        let time: Int
    }

    let location = "fake"
    private let scheduler: TestScheduler
    var beers: [BeerSummary]
    var details: [Int64: Beer] = [:]
    var personal: [Int64: PersonalBeerData] = [:]
    /// Other people's stars per beer; the signed-in user's (in `personal`) count with them.
    var othersRatings: [Int64: [Int]] = [:]
    /// The most rows a page holds, whatever the list asks for.
    var pageSize = 3
    var delays: [String: Int] = [:]
    var defaultDelay = 10
    private(set) var pageCalls: [PageCall] = []
    /// Accounts: name to password.
    var passwords: [String: String] = [:]
    /// Set to make sign-in fail as throttled.
    var throttledFor: Int?
    /// How long a sign-in or a new account takes.
    var signInDelay = 50
    /// While true, every read and change fails as a server that cannot be reached (reads are
    /// then tried again by the services, changes fail once).
    var isOffline = false
    private(set) var signInCalls = 0

    /// The services the view models are given, over this catalogue.
    private(set) var service: CatalogueService!
    private(set) var session: SessionService!
    /// The account just made, whose sign-in (the services sign a new account in) takes no more time.
    private var justCreated: String?

    /// - Parameter savedSignIn: where "Stay signed in" keeps a token (nil: not offered).
    init(scheduler: TestScheduler, writer: AppStateWriter, beers: [BeerSummary], savedSignIn: SavedSignIn? = nil) {
        self.scheduler = scheduler
        self.beers = beers
        let connection = CatalogueConnection(
            catalogue: self, accounts: self, writer: writer,
            schedulers: ServiceSchedulers(background: scheduler, main: scheduler, taskExecutor: InlineTaskExecutor()),
            timerScheduler: scheduler, savedSignIn: savedSignIn)
        service = CatalogueService(connection: connection)
        session = SessionService(connection: connection)
    }

    // MARK: Reading

    func search(_ request: SearchRequest, as session: Session?) async throws -> BeerPage {
        let text = request.query.text
        let offset = request.after?.offset ?? 0
        pageCalls.append(PageCall(query: text, offset: offset, time: scheduler.clock))
        await scheduler.suspend(forTicks: delays[text] ?? defaultDelay)
        let matches = matching(request, signedIn: session != nil)
        let start = min(offset, matches.count)
        let end = min(start + min(request.limit, pageSize), matches.count)
        let shown = matches[start..<end].map { beer in
            let everyone = everyonesRatings(beer.id)
            return BeerSummary(id: beer.id, name: beer.name, breweryName: beer.breweryName, country: beer.country,
                               style: beer.style, abv: beer.abv, ibu: beer.ibu, isFavourite: beer.isFavourite,
                               rating: session != nil ? personal[beer.id]?.rating : nil,
                               averageRating: everyone.isEmpty ? nil : Double(everyone.reduce(0, +)) / Double(everyone.count),
                               ratingCount: everyone.count)
        }
        return BeerPage(beers: shown, total: matches.count, next: end < matches.count ? NextPage(offset: end) : nil,
                        words: request.query.words)
    }

    func position(of beerID: Int64, in request: SearchRequest, as session: Session?) async throws -> Int? {
        await scheduler.suspend(forTicks: defaultDelay)
        return matching(request, signedIn: session != nil).firstIndex { $0.id == beerID }
    }

    /// What `similarBeers` answers per beer id (none for others), after the default delay.
    var similar: [Int64: [SimilarBeer]] = [:]

    func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer] {
        await scheduler.suspend(forTicks: defaultDelay)
        try checkOnline()
        return similar[beerID] ?? []
    }

    /// What `styleDistribution` answers per style (empty for others), after the default delay.
    var styles: [String: StyleDistribution] = [:]

    func styleDistribution(ofStyle name: String) async throws -> StyleDistribution {
        await scheduler.suspend(forTicks: defaultDelay)
        try checkOnline()
        return styles[name] ?? StyleDistribution()
    }

    func beer(id: Int64) async throws -> Beer? {
        await scheduler.suspend(forTicks: defaultDelay)
        try checkOnline()
        return details[id]
    }

    private func checkOnline() throws {
        if isOffline { throw RemoteCatalogueError.unreachable(address: location, reason: "connection refused") }
    }

    func stats() async throws -> CatalogueStats {
        CatalogueStats(beers: beers.count, breweries: 0, styles: 0, users: passwords.count)
    }

    func revision() async throws -> Int { 0 }

    func revisions() -> AsyncThrowingStream<Int, Error> { AsyncThrowingStream { $0.finish() } }

    /// Everyone's stars for a beer: the others' and the signed-in user's.
    private func everyonesRatings(_ beerID: Int64) -> [Int] {
        (othersRatings[beerID] ?? []) + [personal[beerID]?.rating].compactMap { $0 }
    }

    /// The beers a request lists, in its order (as listed, or by ABV for the strongest-first sort).
    private func matching(_ request: SearchRequest, signedIn: Bool) -> [BeerSummary] {
        let text = request.query.words.joined(separator: " ").lowercased()
        let matches = beers.filter { beer in
            request.query.filters.allSatisfy { filter in
                switch filter {
                case .style(let style): beer.style == style
                case .brewery(let brewery): beer.breweryName == brewery
                case .favourites: personal[beer.id]?.isFavourite == true
                default: true
                }
            } && (text.isEmpty || beer.name.lowercased().contains(text))
        }
        guard request.sort == .abv, request.descending else { return matches }
        return matches.sorted { ($0.abv ?? -1, $1.id) > ($1.abv ?? -1, $0.id) }
    }

    // MARK: The signed-in person's data

    func personalData(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        await scheduler.suspend(forTicks: defaultDelay)
        try checkOnline()
        return personal[beerID] ?? PersonalBeerData()
    }

    func setFavourite(_ isFavourite: Bool, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try checkOnline()
        return change(beerID: beerID) { $0.isFavourite = isFavourite }
    }

    func setRating(_ stars: Int?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try checkOnline()
        return change(beerID: beerID) { $0.rating = stars }
    }

    func setNote(_ text: String?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try checkOnline()
        return change(beerID: beerID) { $0.note = text }
    }

    func checkIn(beerID: Int64, _ checkIn: NewCheckIn, session: Session) async throws -> PersonalBeerData {
        change(beerID: beerID) { data in
            let time = checkIn.time ?? Date(timeIntervalSince1970: TimeInterval(self.scheduler.clock))
            data.checkIns.insert(CheckIn(id: Int64(data.checkIns.count + 1), beerID: beerID, time: time,
                                         serving: checkIn.serving, place: checkIn.place, comment: checkIn.comment,
                                         rating: checkIn.rating, externalID: checkIn.externalID), at: 0)
        }
    }

    /// The journal's pages asked for: the query's text and the cursor's token (nil for the first).
    private(set) var journalCalls: [(query: String, after: String?)] = []

    /// Every check-in in `personal`, newest first, `pageSize` at a time (the query is recorded, not applied).
    func journal(_ request: JournalRequest, session: Session) async throws -> JournalPage {
        journalCalls.append((request.query.text, request.after?.token))
        await scheduler.suspend(forTicks: defaultDelay)
        let all = personal.values.flatMap(\.checkIns)
            .sorted { ($0.time, $0.id) > ($1.time, $1.id) }
            .filter { checkIn in request.after.map { (checkIn.time, checkIn.id) < ($0.time, $0.id) } ?? true }
        let page = all.prefix(min(request.limit, pageSize)).map { checkIn in
            let beer = beers.first { $0.id == checkIn.beerID }
            return JournalEntry(checkIn: checkIn, beerName: beer?.name ?? "?", breweryName: beer?.breweryName ?? "?",
                                style: beer?.style, rating: personal[checkIn.beerID]?.rating)
        }
        let total = personal.values.reduce(0) { $0 + $1.checkIns.count }
        let next = all.count > page.count ? page.last.map { JournalCursor(time: $0.checkIn.time, id: $0.checkIn.id) } : nil
        return JournalPage(entries: page, total: total, next: next)
    }

    /// What `tasteFacts` answers, after the default delay.
    var taste = TasteFacts()

    func tasteFacts(session: Session) async throws -> TasteFacts {
        await scheduler.suspend(forTicks: defaultDelay)
        return taste
    }

    func personalExport(session: Session) async throws -> [PersonalExportRow] { [] }

    func importCheckIns(_ checkIns: [UntappdCheckIn], dryRun: Bool, session: Session) async throws -> UntappdImportReport {
        UntappdImportReport()
    }

    func importFile(_ file: ImportedFile, session: Session) async throws -> ImportReport {
        throw CatalogueError.notAdmin
    }

    private func change(beerID: Int64, _ edit: (inout PersonalBeerData) -> Void) -> PersonalBeerData {
        var data = personal[beerID] ?? PersonalBeerData()
        edit(&data)
        personal[beerID] = data
        return data
    }

    // MARK: Accounts

    func createAccount(name: String, password: String) async throws -> User {
        await scheduler.suspend(forTicks: signInDelay)
        if passwords[name] != nil { throw AccountError.nameTaken(name) }
        passwords[name] = password
        justCreated = name
        return User(id: 1, name: name, createdAt: Date(timeIntervalSince1970: 0))
    }

    /// Signing in right after creating the account takes no more time.
    func signIn(name: String, password: String) async throws -> Session {
        signInCalls += 1
        if justCreated != name { await scheduler.suspend(forTicks: signInDelay) }
        justCreated = nil
        if let seconds = throttledFor { throw AccountError.throttled(retryAfterSeconds: seconds) }
        guard passwords[name] == password else { throw AccountError.wrongCredentials }
        return Session(user: User(id: 1, name: name, createdAt: Date(timeIntervalSince1970: 0)), token: BearerToken(),
                       expiresAt: .distantFuture)
    }

    func session(for token: BearerToken) async throws -> Session? { nil }

    /// Signs `name` in through the services at once, as if before the test began.
    func signInNow(_ name: String = "alice") {
        let password = passwords[name] ?? "password"
        passwords[name] = password
        let delay = signInDelay
        signInDelay = 0
        _ = session.signIn(username: name, password: password).subscribe()
        scheduler.advanceTo(scheduler.clock)
        signInDelay = delay
        signInCalls -= 1
    }

    func signOut(_ session: Session) async throws {}
}

extension TestScheduler {
    /// Suspends the calling task until `ticks` of virtual time have passed.
    func suspend(forTicks ticks: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduleRelativeVirtual((), dueTime: ticks) { _ in
                continuation.resume()
                return Disposables.create()
            }
        }
    }
}
