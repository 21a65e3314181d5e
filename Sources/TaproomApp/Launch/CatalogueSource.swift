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

    /// Whether the catalogue is only read: an embedded file opened `--read-only` or that cannot be
    /// written. (A server's refusals say so where they happen.)
    public var isReadOnly: Bool {
        switch self {
        case .embedded(let catalogue): catalogue.store.isReadOnly
        case .server: false
        }
    }

    /// Where the catalogue is, as the title bar shows it: a file's path with `home` as `~`, or the
    /// server's address.
    public func displayLocation(home: String?) -> String {
        let location = catalogue.location
        guard case .embedded = self else { return location }
        if location == ":memory:" || location.isEmpty { return "in memory" }
        return Self.tilde(location, home: home)
    }

    /// `path` with the `home` folder it lies in written `~`.
    static func tilde(_ path: String, home: String?) -> String {
        guard let home, home.count > 1 else { return path }
        let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
        return path.hasPrefix(folder + "/") ? "~" + path.dropFirst(folder.count) : path
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
