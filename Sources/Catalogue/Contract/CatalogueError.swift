/// Refusals every store names the same way, whichever keeps the catalogue.
public enum CatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchBeer(Int64)
    /// The session's account no longer exists (deleted since it signed in).
    case noSuchUser(Int64)
    case readOnly
    /// Only an admin account may import.
    case notAdmin

    public var description: String {
        switch self {
        case .noSuchBeer(let id): "No beer has id \(id)"
        case .noSuchUser(let id): "No user has id \(id)"
        case .readOnly: "The catalogue is read-only"
        case .notAdmin: "Only an admin account may import"
        }
    }
}
