import Foundation

/// What the owner of a catalogue (its file, its database) may do that no one signed in may:
/// list and delete accounts, make one an admin, act as any account, read every beer whole. The
/// SQLite store and the PostgreSQL store implement it; the commands call it, the server never does.
public protocol CatalogueAdministration: SharedCatalogue {
    /// Every account, by name.
    func users() async throws -> [User]
    /// Deletes the account and all its personal data and sessions; `AccountError.noSuchUser` when there is none.
    func deleteAccount(name: String) async throws
    /// Grants or withdraws the right to import over the server (`taproom account create --admin`).
    func setAdmin(_ isAdmin: Bool, userName name: String) async throws
    /// A session for the account named, without its password (its token is never stored);
    /// `AccountError.noSuchUser` when there is none.
    func acting(asUserNamed name: String) async throws -> Session
    /// Every beer with its brewery and style, in name order (`taproom export`).
    func allBeers() async throws -> [Beer]
}
