/// How `CatalogueStore` treats its file when it opens it.
public enum StoreAccess: Sendable, Hashable {
    /// Creates the database (and its folder) when there is none: for the app's default database,
    /// `taproom init`, `import` and `account create`.
    case createIfMissing
    /// Opens a database that must already exist; nothing is created (reading never creates).
    case existing
    /// Opens an existing database for reading only, even when its file could be written.
    case readOnly
}
