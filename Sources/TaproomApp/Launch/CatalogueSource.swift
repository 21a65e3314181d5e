import Catalogue
import CatalogueServices

/// Where the app's catalogue is. The embedded store is the default: its search index loads at
/// start and other processes' commits are followed through SQLite's data version. A server
/// (`taproom serve`) is followed live, and a sign-in saved with "Stay signed in" is restored at
/// start.
public enum CatalogueSource: Sendable {
    case embedded(store: CatalogueStore, accounts: AccountService)
    /// `savedSignIn`: where a sign-in is kept between starts; nil offers no "Stay signed in".
    case server(RemoteCatalogue, savedSignIn: SavedSignIn?)
}

extension CatalogueSource {
    /// A server, whose sign-in can be kept under the state folder `environment` names
    /// (XDG_STATE_HOME, else HOME's `.local/state`).
    public static func server(_ remote: RemoteCatalogue, environment: [String: String]) -> CatalogueSource {
        .server(remote, savedSignIn: SavedSignIn(address: remote.address, environment: environment))
    }
}
