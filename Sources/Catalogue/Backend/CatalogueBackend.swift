import Foundation

/// A catalogue that several people share, whatever keeps it: the embedded SQLite store or a
/// PostgreSQL server. The server (`taproom serve`) is written against this protocol only, so any
/// number of server processes can share one backend: nothing a request needs for correctness lives
/// in a process's memory (in-memory search indexes are caches, refreshed by `revision()`).
///
/// Every method may be called from any task. Errors are `QueryError` (bad query text),
/// `AccountError` (names, passwords, throttling) or `CatalogueBackendError`; anything else is a
/// failure of the backend itself and is not shown to a client as it is.
public protocol CatalogueBackend: RevisionChangeSource, Sendable {
    // MARK: Reading

    /// A page of the catalogue, exactly as `CatalogueStore.search` answers it: same query
    /// language, same order, same pages.
    func search(_ request: SearchRequest) async throws -> BeerPage
    /// Where the beer is in that search's whole result (from 0, in its order; `limit` and `after`
    /// play no part); nil when the beer does not match or does not exist.
    func position(of beerID: Int64, in request: SearchRequest) async throws -> Int?
    /// One beer with its brewery and style; nil when there is no such id.
    func beer(id: Int64) async throws -> Beer?
    func stats() async throws -> CatalogueStats
    /// Moves forward on every committed change a reader would see (beers, ratings, favourites).
    /// Cheap: clients and caches poll or compare it.
    func revision() async throws -> Int

    // MARK: Accounts

    func createUser(name: String, password: String) async throws -> User
    /// Checks the password with today's scrypt storage and throttling (`AccountError.throttled`).
    func signIn(name: String, password: String) async throws -> User
    func user(id: Int64) async throws -> User?
    /// Whether the user may import (`POST /v1/imports`); an unknown user is not an admin.
    func isAdmin(userID: Int64) async throws -> Bool

    // MARK: Bearer tokens (only a token's SHA-256 is stored)

    /// Keeps a new token's hash, and forgets every token that has expired by `now` (so the table
    /// holds only live sessions).
    func storeToken(hash: Data, userID: Int64, expiresAt: Date, now: Date) async throws
    /// The user a live token belongs to; nil when the token is unknown, revoked or expired at `now`.
    func user(forTokenHash hash: Data, now: Date) async throws -> User?
    func revokeToken(hash: Data) async throws

    // MARK: A user's own data (every call names the user: nobody reads or changes another's)

    func personalData(userID: Int64, beerID: Int64) async throws -> PersonalBeerData
    func setFavourite(_ isFavourite: Bool, userID: Int64, beerID: Int64) async throws
    func setRating(_ stars: Int?, userID: Int64, beerID: Int64) async throws
    func setNote(_ text: String?, userID: Int64, beerID: Int64) async throws
    func checkIn(userID: Int64, beerID: Int64, at time: Date) async throws
    func personalExport(userID: Int64) async throws -> [PersonalExportRow]

    // MARK: Import

    /// Adds or updates beers (matched by name and brewery, a later one winning), in one transaction.
    func importBeers(_ beers: [NewBeer]) async throws -> ChangeCount
}

extension CatalogueBackend {
    /// Nobody is an admin on a backend that keeps no admin flag.
    public func isAdmin(userID: Int64) async throws -> Bool { false }
}

/// Refusals every backend names the same way.
public enum CatalogueBackendError: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchBeer(Int64)
    case noSuchUser(Int64)
    case readOnly

    public var description: String {
        switch self {
        case .noSuchBeer(let id): "No beer has id \(id)"
        case .noSuchUser(let id): "No user has id \(id)"
        case .readOnly: "The catalogue is read-only"
        }
    }
}
