import Foundation
import GRDB
import GRDBSQLite

/// The database file as a file: whether it is there and usable, whether this user may write it,
/// and creating a new one so that no other program ever sees it half made.
enum CatalogueFile {
    /// Throws unless `path` is a non-empty regular file. A 0-byte file is refused rather than
    /// turned into a catalogue: SQLite would take it for an empty database and write into it.
    static func checkExisting(at path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw StoreError.missing(path: path) }
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw StoreError.cannotOpen(path: path, reason: "it is a directory") }
        // With a journal or log beside it, the file is being written by another program (its
        // pages are not in the file yet): SQLite itself then says whether it is locked.
        if status.st_size == 0, !exists(path + "-journal"), !exists(path + "-wal") {
            throw StoreError.emptyFile(path: path)
        }
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether this process (its effective user, so root too) can write the database: the file
    /// itself, and its folder unless the -wal and -shm files that writing needs are already
    /// there and writable.
    static func isWritable(_ path: String) -> Bool {
        guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else { return false }
        let folder = directory(of: path)
        if faccessat(AT_FDCWD, folder.isEmpty ? "." : folder, W_OK, AT_EACCESS) == 0 { return true }
        return ["-wal", "-shm"].allSatisfy { faccessat(AT_FDCWD, path + $0, W_OK, AT_EACCESS) == 0 }
    }

    /// What SQLite is given to open `path`. Reading a WAL database needs its -shm index, which
    /// SQLite cannot make in a folder this user cannot write: a read-only catalogue there with
    /// neither -wal nor -shm beside it (whoever wrote it closed it cleanly, and nobody is
    /// writing it now, or the -wal would be there) is opened as immutable, which needs neither.
    static func sqliteName(for path: String, readOnly: Bool) -> String {
        let folder = directory(of: path)
        guard readOnly, faccessat(AT_FDCWD, folder.isEmpty ? "." : folder, W_OK, AT_EACCESS) != 0,
              !exists(path + "-wal"), !exists(path + "-shm") else { return path }
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%", "?", "#": escaped += "%" + String(character.value, radix: 16, uppercase: true)
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "file:" + escaped + "?immutable=1"
    }

    /// Removes the -wal and -shm files beside `path` when no other connection has the database
    /// open, the way SQLite does it: the last connection that can write, on closing, checkpoints
    /// the log and deletes both (a read-only connection never does). So a connection that can
    /// write opens the file, reads (which opens the log), and closes, writing nothing itself;
    /// while another process has the database open, SQLite leaves both files to it.
    static func removeLogFilesIfUnused(of path: String) {
        var connection: OpaquePointer?
        defer { sqlite3_close(connection) }
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { return }
        _ = sqlite3_exec(connection, "SELECT count(*) FROM sqlite_master", nil, nil, nil)
    }

    static func directory(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    /// Makes a new database with the current schema at `path`, unless one appears there first.
    /// The schema is written to a private temporary file (0600) in the same folder, which is then
    /// linked into place in one step, so nobody ever sees an empty or half-made catalogue.
    static func create(at path: String, migrator: DatabaseMigrator) throws {
        let temporary = try makeTemporaryFile(for: path)
        defer { unlink(temporary) }
        do {
            let queue = try DatabaseQueue(path: temporary)
            try migrator.migrate(queue)
            try queue.close()
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        }
        if let failure = moveIntoPlace(temporary, path, replacing: false), failure != EEXIST {
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(failure)))
        }
        // EEXIST: another process made the catalogue meanwhile; it is as good as ours.
    }

    /// A private temporary file in `path`'s folder (made first, 0700, when missing), where a new
    /// catalogue is built before `moveIntoPlace` puts it at `path`.
    static func makeTemporaryFile(for path: String) throws -> String {
        let folder = directory(of: path)
        if !folder.isEmpty, !exists(folder) {
            do {
                try Folders.make(folder)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: error.description)
            }
        }
        do {
            return try PrivateTemporaryFile.make(in: folder, prefix: ".taproom-new-")
        } catch {
            throw StoreError.cannotOpen(path: path, reason: error.reason)
        }
    }

    /// Moves the complete file at `temporary` to `path` in one step; nil when done, else the
    /// errno. Without `replacing`, an existing `path` is never replaced (EEXIST): the file is
    /// hard-linked into place; on file systems without hard links a rename is the fallback,
    /// which could only replace a file that appeared in the same instant.
    static func moveIntoPlace(_ temporary: String, _ path: String, replacing: Bool) -> Int32? {
        if replacing { return rename(temporary, path) == 0 ? nil : errno }
        if link(temporary, path) == 0 { return nil }
        let linkError = errno
        guard [EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(linkError) else { return linkError }
        if exists(path) { return EEXIST }
        return rename(temporary, path) == 0 ? nil : errno
    }

    /// Whether `first` and `second` name the same file (so one must not replace the other).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
