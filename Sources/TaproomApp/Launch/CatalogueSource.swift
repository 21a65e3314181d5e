import Catalogue
import CatalogueServices

/// Where the app's catalogue is; the app is the same over either, through the catalogue
/// contract. The embedded SQLite file is the default: its search index loads at start. A server
/// (`taproom serve`, through its HTTP client) restores a sign-in saved with "Stay signed in".
public enum CatalogueSource: Sendable {
    case embedded(SQLiteCatalogue)
    /// `savedSignIn`: where a sign-in is kept between starts; nil offers no "Stay signed in".
    case server(any SharedCatalogue, savedSignIn: SavedSignIn?)

    var catalogue: any SharedCatalogue {
        switch self {
        case .embedded(let catalogue): catalogue
        case .server(let catalogue, _): catalogue
        }
    }

    var savedSignIn: SavedSignIn? {
        switch self {
        case .embedded: nil
        case .server(_, let savedSignIn): savedSignIn
        }
    }
}

extension CatalogueSource {
    /// A server, whose sign-in can be kept under the state folder `environment` names
    /// (XDG_STATE_HOME, else HOME's `.local/state`).
    public static func server(_ catalogue: any SharedCatalogue, environment: [String: String]) -> CatalogueSource {
        .server(catalogue, savedSignIn: SavedSignIn(address: catalogue.location, environment: environment))
    }
}
