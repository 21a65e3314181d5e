import Catalogue
import Foundation
import Locking

/// A served catalogue in memory, for tests: the real store and accounts answer (so searches,
/// ratings and sign-ins are real), without HTTP. What a network adds is the test's to decide: the
/// server can be taken offline, its answers held back, its calls counted, its tokens expired,
/// and its live connections dropped. Nothing here suspends unless answers are held, so with an
/// `InlineTaskExecutor` every call finishes where it starts, in virtual time.
public final class InMemoryRemoteCatalogue: RemoteCatalogue, Sendable {
    public let address: String
    public let store: CatalogueStore
    public let accounts: AccountService
    private let state = Locked(ServerState())

    public init(store: CatalogueStore, accounts: AccountService, address: String = "http://beer.test:8080") {
        self.store = store
        self.accounts = accounts
        self.address = address
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

    /// Makes the server refuse every token it has given out.
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

    // MARK: RemoteCatalogue

    public func search(query: String, sort: SortField, descending: Bool, limit: Int, after: NextPage?,
                       token: BearerToken?) async throws -> BeerPage {
        try await answer("search")
        let parsed = try QueryParser.parse(query)
        let request = SearchRequest(query: parsed, sort: sort, descending: descending, limit: limit, after: after,
                                    userID: try userID(token))
        return try store.search(request, strategy: .sql)
    }

    public func position(of beerID: Int64, query: String, sort: SortField, descending: Bool,
                         token: BearerToken?) async throws -> Int? {
        try await answer("position")
        let request = SearchRequest(query: try QueryParser.parse(query), sort: sort, descending: descending,
                                    userID: try userID(token))
        return try store.position(of: beerID, in: request)
    }

    public func beer(id: Int64) async throws -> Beer? {
        try await answer("beer")
        return try store.beer(id: id)
    }

    public func stats() async throws -> CatalogueStats {
        try await answer("stats")
        return try store.stats()
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

    public func createAccount(name: String, password: String) async throws -> RemoteSession {
        try await answer("createAccount")
        return session(for: try accounts.createUser(name: name, password: password))
    }

    public func signIn(name: String, password: String) async throws -> RemoteSession {
        try await answer("signIn")
        return session(for: try accounts.signIn(name: name, password: password))
    }

    public func signOut(_ token: BearerToken) async throws {
        try await answer("signOut")
        state.withLock { _ = $0.tokens.removeValue(forKey: token.text) }
    }

    public func user(for token: BearerToken) async throws -> User? {
        try await answer("user")
        return state.withLock { $0.tokens[token.text] }
    }

    public func personalData(beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await answer("personalData")
        return try store.personalData(userID: try signedIn(token), beerID: beerID)
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await change("setFavourite", token) { try self.store.setFavourite(isFavourite, userID: $0, beerID: beerID) }
        return try store.personalData(userID: try signedIn(token), beerID: beerID)
    }

    public func setRating(_ stars: Int?, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await change("setRating", token) { try self.store.setRating(stars, userID: $0, beerID: beerID) }
        return try store.personalData(userID: try signedIn(token), beerID: beerID)
    }

    public func setNote(_ text: String?, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await change("setNote", token) { try self.store.setNote(text, userID: $0, beerID: beerID) }
        return try store.personalData(userID: try signedIn(token), beerID: beerID)
    }

    public func checkIn(beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await change("checkIn", token) { try self.store.checkIn(userID: $0, beerID: beerID, at: Date()) }
        return try store.personalData(userID: try signedIn(token), beerID: beerID)
    }

    public func personalExport(token: BearerToken) async throws -> [PersonalExportRow] {
        try await answer("personalExport")
        return try store.personalExport(userID: try signedIn(token))
    }

    // MARK: Network behaviour

    private var unreachable: RemoteCatalogueError {
        .unreachable(address: address, reason: "connection refused")
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
    private func change(_ name: String, _ token: BearerToken, _ write: (Int64) throws -> Void) async throws {
        try await answer(name)
        try write(try signedIn(token))
        publishChange()
    }

    private func session(for user: User) -> RemoteSession {
        let token = BearerToken()
        state.withLock { $0.tokens[token.text] = user }
        return RemoteSession(token: token, expiresAt: Date().addingTimeInterval(3_600), user: user)
    }

    /// The token's user; a token the server does not know fails as expired.
    private func signedIn(_ token: BearerToken) throws -> Int64 {
        guard let user = state.withLock({ $0.tokens[token.text] }) else { throw RemoteCatalogueError.signInExpired }
        return user.id
    }

    /// A read's user, if a token was sent (an unknown one fails as expired, as a server does).
    private func userID(_ token: BearerToken?) throws -> Int64? {
        guard let token else { return nil }
        return try signedIn(token)
    }
}

/// What the in-memory server remembers between calls.
private struct ServerState {
    var isOffline = false
    var holdsAnswers = false
    var calls: [String: Int] = [:]
    var tokens: [String: User] = [:]
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
