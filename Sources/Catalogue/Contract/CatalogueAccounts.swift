import Foundation

/// Accounts and sign-in, wherever the catalogue is kept: the other half of the contract
/// (`BeerCatalogue` is the first), implemented by the same three stores. Passwords are checked
/// with scrypt and sign-in failures throttled by the store that keeps the accounts; a client
/// only carries them there.
///
/// Errors: `AccountError` (names, passwords, wrong credentials, throttling), and on a client
/// `RemoteCatalogueError`.
public protocol CatalogueAccounts: Sendable {
    /// Makes an account (it does not sign in: `signIn` does).
    func createAccount(name: String, password: String) async throws -> User
    /// Checks the password and opens a session: a new bearer token, stored only as its SHA-256.
    func signIn(name: String, password: String) async throws -> Session
    /// The session a token stands for; nil when the token is unknown, revoked or expired.
    func session(for token: BearerToken) async throws -> Session?
    /// Revokes the session's token (a token already gone is no failure).
    func signOut(_ session: Session) async throws
}

/// A catalogue with its accounts: what the server serves and the app opens.
public typealias SharedCatalogue = BeerCatalogue & CatalogueAccounts
