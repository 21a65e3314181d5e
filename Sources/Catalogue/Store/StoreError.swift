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
    /// A new catalogue was asked for where a file already is.
    case alreadyExists(path: String)
    /// A backup could not be written to the path.
    case cannotWriteBackup(path: String, reason: String)
    /// There is no database at the path, and this command does not create one.
    case missing(path: String)
    /// The file is empty (0 bytes): not a catalogue, and not silently made into one.
    case emptyFile(path: String)
    /// The database is open for reading only (the file or its folder cannot be written, or
    /// read-only was asked for), and something tried to write.
    case readOnly(path: String)
    /// A read-only database from an older Taproom, whose schema must be upgraded to be read.
    case readOnlyNeedsUpgrade(path: String)
    /// The store was closed (the program is ending) while this read ran, or before it began.
    case closed(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open the database at \(path): \(reason)"
        case .corrupt(let path, let reason): "the database at \(path) is damaged or not a Taproom database: \(reason)"
        case .locked(let path):
            "the database at \(path) is locked by another program (perhaps another taproom writing to it); try again when it has finished"
        case .newerSchema(let path): "the database at \(path) was made by a newer version of Taproom; upgrade Taproom to open it"
        case .invalidValue(let message): message
        case .missing(let path): "no catalogue at \(path)"
        case .cannotWriteBackup(let path, let reason): "cannot write the backup to \(path): \(reason)"
        case .alreadyExists(let path): "there is already a file at \(path); nothing was changed"
        case .emptyFile(let path):
            "the file at \(path) is empty (0 bytes), so it is not a catalogue; remove it to have a new catalogue made there"
        case .readOnly(let path): "the catalogue at \(path) is read-only"
        case .readOnlyNeedsUpgrade(let path):
            "the catalogue at \(path) is read-only and was made by an older Taproom; open it once with write access to upgrade it"
        case .closed(let path): "the catalogue at \(path) was closed"
        }
    }
}
