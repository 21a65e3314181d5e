/// Why the store could not be opened or written, in words a user can act on.
public enum StoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The directory or file could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// The file is not a SQLite database, or it is damaged.
    case corrupt(path: String, reason: String)
    /// Another process held the database locked for longer than the busy timeout.
    case locked(path: String)
    /// The database was written by a newer Taproom whose schema this version does not know.
    case newerSchema(path: String)
    /// A value given to a write was rejected (for example an empty beer name).
    case invalidValue(String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open the database at \(path): \(reason)"
        case .corrupt(let path, let reason): "the database at \(path) is damaged or not a Taproom database: \(reason)"
        case .locked(let path):
            "the database at \(path) is locked by another program (perhaps another taproom writing to it); try again when it has finished"
        case .newerSchema(let path): "the database at \(path) was made by a newer version of Taproom; upgrade Taproom to open it"
        case .invalidValue(let message): message
        }
    }
}
