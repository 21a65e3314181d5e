/// Refusals every store names the same way, whichever keeps the catalogue.
public enum CatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchBeer(Int64)
    /// The session's account no longer exists (deleted since it signed in).
    case noSuchUser(Int64)
    case readOnly
    /// Only an admin account may import.
    case notAdmin
    /// The store's database cannot be reached now (a PostgreSQL server down or restarting); the
    /// same call may succeed soon. The reason names the database, never a password.
    case unavailable(String)

    public var description: String {
        switch self {
        case .noSuchBeer(let id): "No beer has id \(id)"
        case .noSuchUser(let id): "No user has id \(id)"
        case .readOnly: "The catalogue is read-only"
        case .notAdmin: "Only an admin account may import"
        case .unavailable(let reason): "The catalogue cannot be reached: \(reason)"
        }
    }
}
