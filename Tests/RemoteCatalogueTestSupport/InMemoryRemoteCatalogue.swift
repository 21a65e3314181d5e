import Catalogue
import Foundation
import Locking

/// A served catalogue in memory, for tests: the real SQLite catalogue answers (so searches,
/// ratings and sign-ins are real), without HTTP. What a network adds is the test's to decide: the
/// server can be taken offline, its answers held back, its calls counted, its sessions expired,
/// and its live connections dropped. Nothing here suspends unless answers are held, so with an
/// `InlineTaskExecutor` every call finishes where it starts, in virtual time.
public final class InMemoryRemoteCatalogue: SharedCatalogue, Sendable {
    public let location: String
    public let store: CatalogueStore
    /// The catalogue behind the network, on the caller's thread.
    public let local: SQLiteCatalogue
    private let state = Locked(ServerState())

    public init(store: CatalogueStore, address: String = "http://beer.test:8080") {
        self.store = store
        local = SQLiteCatalogue(store: store, work: .callersThread, strategy: .sql, passwords: .testing)
        location = address
    }

    // MARK: What the test controls

    /// While true, every call fails as a refused connection and live streams drop.
    public var isOffline: Bool {
        get { state.withLock { $0.isOffline } }
        set {
            let dropped = state.withLock { state -> [AsyncThrowingStream<Int, Error>.Continuation] in
                state.isOffline = newValue
                guard newValue else { return [] }
                defer { state.liveStreams = [:] }
                return Array(state.liveStreams.values)
            }
            for stream in dropped { stream.finish(throwing: unreachable) }
        }
    }

    /// While true, answers wait until `releaseHeldAnswers()` (or their task is cancelled).
    public var holdsAnswers: Bool {
        get { state.withLock { $0.holdsAnswers } }
        set { state.withLock { $0.holdsAnswers = newValue } }
    }

    /// How many times each call was made ("search", "signIn", "setRating", …), offline or not.
    public func calls(_ name: String) -> Int { state.withLock { $0.calls[name, default: 0] } }

    /// Calls whose held answer was cancelled by their task before it was released.
    public var cancelledCalls: Int { state.withLock { $0.cancelled } }

    /// Lets every held call carry on.
    public func releaseHeldAnswers() {
        let held = state.withLock { state in defer { state.held = [:] }; return Array(state.held.values) }
        for call in held { call.resume() }
    }

    /// Makes the server refuse every session it has opened.
    public func expireTokens() {
        state.withLock { $0.tokens = [:] }
    }

    /// Accepts the tokens `other` gave out (the same server seen by a second start of the app).
    public func adoptTokens(of other: InMemoryRemoteCatalogue) {
        let tokens = other.state.withLock { $0.tokens }
        state.withLock { $0.tokens.merge(tokens) { _, theirs in theirs } }
    }

    /// Whether the server still accepts `token`.
    public func accepts(_ token: BearerToken) -> Bool {
        state.withLock { $0.tokens[token.text] != nil }
    }

    /// Moves the revision (as another client's change or an import would) and tells the live
    /// streams.
    public func publishChange() {
        let (revision, streams) = state.withLock { state in
            state.revision += 1
            return (state.revision, Array(state.liveStreams.values))
        }
        for stream in streams { stream.yield(revision) }
    }

    /// Open live streams.
    public var liveConnections: Int { state.withLock { $0.liveStreams.count } }

    // MARK: The catalogue contract

    public func search(_ request: SearchRequest, as session: Session?) async throws -> BeerPage {
        try await answer("search")
        return try await local.search(request, as: try checked(session))
    }

    public func position(of beerID: Int64, in request: SearchRequest, as session: Session?) async throws -> Int? {
        try await answer("position")
        return try await local.position(of: beerID, in: request, as: try checked(session))
    }

    public func beer(id: Int64) async throws -> Beer? {
        try await answer("beer")
        return try await local.beer(id: id)
    }

    public func stats() async throws -> CatalogueStats {
        try await answer("stats")
        return try await local.stats()
    }

    public func revision() async throws -> Int {
        try await answer("revision")
        return state.withLock { $0.revision }
    }

    public func revisions() -> AsyncThrowingStream<Int, Error> {
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        let (id, offline, revision) = state.withLock { state in
            state.calls["revisions", default: 0] += 1
            state.nextID += 1
            if !state.isOffline { state.liveStreams[state.nextID] = continuation }
            return (state.nextID, state.isOffline, state.revision)
        }
        if offline {
            continuation.finish(throwing: unreachable)
        } else {
            continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.liveStreams.removeValue(forKey: id) } }
            continuation.yield(revision)
        }
        return stream
    }

    public func personalData(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await answer("personalData")
        return try await local.personalData(beerID: beerID, session: try checked(session))
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await change("setFavourite", session) { try await self.local.setFavourite(isFavourite, beerID: beerID, session: $0) }
    }

    public func setRating(_ stars: Int?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await change("setRating", session) { try await self.local.setRating(stars, beerID: beerID, session: $0) }
    }

    public func setNote(_ text: String?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await change("setNote", session) { try await self.local.setNote(text, beerID: beerID, session: $0) }
    }

    public func checkIn(beerID: Int64, _ checkIn: NewCheckIn, session: Session) async throws -> PersonalBeerData {
        try await change("checkIn", session) { try await self.local.checkIn(beerID: beerID, checkIn, session: $0) }
    }

    public func journal(_ request: JournalRequest, session: Session) async throws -> JournalPage {
        try await answer("journal")
        return try await local.journal(request, session: try checked(session))
    }

    public func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer] {
        try await answer("similarBeers")
        return try await local.similarBeers(to: beerID, as: try checked(session))
    }

    public func styleDistribution(ofStyle name: String) async throws -> StyleDistribution {
        try await answer("styleDistribution")
        return try await local.styleDistribution(ofStyle: name)
    }

    public func tasteFacts(session: Session) async throws -> TasteFacts {
        try await answer("tasteFacts")
        return try await local.tasteFacts(session: try checked(session))
    }

    public func personalExport(session: Session) async throws -> [PersonalExportRow] {
        try await answer("personalExport")
        return try await local.personalExport(session: try checked(session))
    }

    public func importCheckIns(_ checkIns: [UntappdCheckIn], dryRun: Bool, session: Session) async throws -> UntappdImportReport {
        try await change("importCheckIns", session) { try await self.local.importCheckIns(checkIns, dryRun: dryRun, session: $0) }
    }

    public func importFile(_ file: ImportedFile, session: Session) async throws -> ImportReport {
        try await change("importFile", session) { try await self.local.importFile(file, session: $0) }
    }

    public func createAccount(name: String, password: String) async throws -> User {
        try await answer("createAccount")
        return try await local.createAccount(name: name, password: password)
    }

    public func signIn(name: String, password: String) async throws -> Session {
        try await answer("signIn")
        let session = try await local.signIn(name: name, password: password)
        state.withLock { $0.tokens[session.token.text] = session }
        return session
    }

    public func session(for token: BearerToken) async throws -> Session? {
        try await answer("session")
        return state.withLock { $0.tokens[token.text] }
    }

    public func signOut(_ session: Session) async throws {
        try await answer("signOut")
        state.withLock { _ = $0.tokens.removeValue(forKey: session.token.text) }
    }

    // MARK: Network behaviour

    private var unreachable: RemoteCatalogueError {
        .unreachable(address: location, reason: "connection refused")
    }

    /// Counts the call, fails it while offline, and waits while answers are held.
    private func answer(_ name: String) async throws {
        let (offline, holds) = state.withLock { state in
            state.calls[name, default: 0] += 1
            return (state.isOffline, state.holdsAnswers)
        }
        if offline { throw unreachable }
        guard holds else { return }
        let id = state.withLock { state in state.nextID += 1; return state.nextID }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let cancelled = state.withLock { state in
                    if Task.isCancelled { return true }
                    state.held[id] = HeldCall(continuation: continuation)
                    return false
                }
                if cancelled { continuation.resume() }
            }
        } onCancel: {
            let call = state.withLock { state in
                state.cancelled += 1
                return state.held.removeValue(forKey: id)
            }
            call?.resume()
        }
        try Task.checkCancellation()
    }

    /// A write: answered, then applied, then the revision moves (live streams hear of it).
    private func change<Value>(_ name: String, _ session: Session,
                               _ write: (Session) async throws -> Value) async throws -> Value {
        try await answer(name)
        let value = try await write(try checked(session))
        publishChange()
        return value
    }

    /// The session as the server knows it; one whose token it does not know fails as expired.
    private func checked(_ session: Session) throws -> Session {
        guard let known = state.withLock({ $0.tokens[session.token.text] }) else { throw RemoteCatalogueError.signInExpired }
        return known
    }

    private func checked(_ session: Session?) throws -> Session? {
        try session.map(checked)
    }
}

/// What the in-memory server remembers between calls.
private struct ServerState {
    var isOffline = false
    var holdsAnswers = false
    var calls: [String: Int] = [:]
    var tokens: [String: Session] = [:]
    var revision = 1
    var nextID = 0
    var liveStreams: [Int: AsyncThrowingStream<Int, Error>.Continuation] = [:]
    var held: [Int: HeldCall] = [:]
    var cancelled = 0
}

/// A call waiting for its answer to be released.
private struct HeldCall {
    let continuation: CheckedContinuation<Void, Never>
    func resume() { continuation.resume() }
}
