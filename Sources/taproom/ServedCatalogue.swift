import Catalogue

/// Which catalogue `taproom serve` serves: the place another backend (such as PostgreSQL, with
/// its own option) plugs in, as one more case making its own `CatalogueBackend`.
enum ServedCatalogue {
    /// The SQLite file of `--database` (or TAPROOM_DATABASE, or the default location).
    case sqlite(DatabaseOptions)

    func makeBackend() throws -> any CatalogueBackend {
        switch self {
        case .sqlite(let options):
            let store = try options.isDefaultLocation ? options.openOrCreateStore() : options.openStore()
            return SQLiteCatalogueBackend(store: store, accounts: AccountService(store: store))
        }
    }
}
