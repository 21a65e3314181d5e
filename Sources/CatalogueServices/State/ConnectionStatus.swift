/// Whether the app can reach the catalogue it shows. The embedded store is always reachable; a
/// server may not be, and then the app says so while it keeps trying.
public enum ConnectionStatus: Hashable, Sendable {
    case reachable
    /// A read failed for a reason that may pass (no connection, no answer, a server error) and
    /// is being tried again.
    case retrying(address: String)

    /// What the status line says, or nil when there is nothing to say.
    public var message: String? {
        switch self {
        case .reachable: nil
        case .retrying(let address): "Cannot reach the server at \(address) — retrying"
        }
    }
}
