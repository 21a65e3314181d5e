import Foundation

/// A catalogue served by `taproom serve`, as a client sees it over the network: the same
/// searches, beers and personal data as the embedded store, with a bearer token standing for the
/// signed-in person. The app's services and the `--server` subcommands are written against this
/// protocol; `CatalogueHTTPClient` speaks it over HTTP.
///
/// Errors: `QueryError` is never thrown for bad query text (callers parse it first);
/// `AccountError` when the server refuses names, passwords or sign-ins (the same cases as the
/// embedded store, so the same messages); `RemoteCatalogueError` for everything the network adds.
public protocol RemoteCatalogue: Sendable {
    /// The server as messages name it, e.g. "http://beer.example:8080".
    var address: String { get }

    // MARK: Reading (`token` shows that person's favourites and ratings and allows `fav`)

    /// A page of the beers matching `query` (the app's query language, as typed).
    func search(query: String, sort: SortField, descending: Bool, limit: Int, after: NextPage?,
                token: BearerToken?) async throws -> BeerPage
    /// Where the beer is in that list (from 0); nil when it is not in it.
    func position(of beerID: Int64, query: String, sort: SortField, descending: Bool,
                  token: BearerToken?) async throws -> Int?
    /// One beer; nil when there is no such id.
    func beer(id: Int64) async throws -> Beer?
    func stats() async throws -> CatalogueStats
    func revision() async throws -> Int
    /// The catalogue's revision now, then again after every change (server-sent events, no
    /// polling). The stream throws or ends when the connection drops; callers reconnect.
    func revisions() -> AsyncThrowingStream<Int, Error>

    // MARK: Accounts and sessions

    /// Makes the account and signs it in.
    func createAccount(name: String, password: String) async throws -> RemoteSession
    func signIn(name: String, password: String) async throws -> RemoteSession
    /// Revokes the token on the server.
    func signOut(_ token: BearerToken) async throws
    /// The person a token stands for; nil when the server no longer accepts it (expired, revoked).
    func user(for token: BearerToken) async throws -> User?

    // MARK: The signed-in person's own data

    func personalData(beerID: Int64, token: BearerToken) async throws -> PersonalBeerData
    /// Each change answers with the person's data about the beer after it.
    func setFavourite(_ isFavourite: Bool, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData
    func setRating(_ stars: Int?, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData
    func setNote(_ text: String?, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData
    func checkIn(beerID: Int64, token: BearerToken) async throws -> PersonalBeerData
    func personalExport(token: BearerToken) async throws -> [PersonalExportRow]
}

/// A signed-in person on a server: the token to send, when it stops working, and who it is.
public struct RemoteSession: Hashable, Sendable {
    public let token: BearerToken
    public let expiresAt: Date
    public let user: User

    public init(token: BearerToken, expiresAt: Date, user: User) {
        self.token = token
        self.expiresAt = expiresAt
        self.user = user
    }
}

/// What talking to a server adds to the catalogue's own refusals, worded for the person at the
/// keyboard.
public enum RemoteCatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection (refused, unknown host, dropped, TLS failure); `reason` says which.
    case unreachable(address: String, reason: String)
    /// No answer within the request's time limit.
    case timedOut(address: String)
    /// The token is not (or no longer) accepted: sign in again.
    case signInExpired
    /// A password would travel unencrypted to a machine other than this one.
    case insecurePassword(address: String)
    /// The server refused the request (a 4xx other than the cases above), naming the field.
    case rejected(status: Int, code: String, message: String, field: String?)
    /// The server failed (5xx) or answered something this client cannot read.
    case serverFailed(address: String, detail: String)

    public var description: String {
        switch self {
        case .unreachable(let address, let reason): "Cannot reach the server at \(address): \(reason)"
        case .timedOut(let address): "The server at \(address) did not answer in time"
        case .signInExpired: "Your sign-in has expired; sign in again"
        case .insecurePassword(let address):
            "Refusing to send a password over plain HTTP to \(address); use https, or pass --insecure"
        case .rejected(_, _, let message, let field): field.map { "\($0): \(message)" } ?? message
        case .serverFailed(let address, let detail): "The server at \(address) failed: \(detail)"
        }
    }

    /// Worth trying again later without the person doing anything (reads only: a write is not
    /// repeated behind the person's back).
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut, .serverFailed: true
        case .signInExpired, .insecurePassword, .rejected: false
        }
    }
}
