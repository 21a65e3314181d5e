import Foundation
import GRDB

extension CatalogueStore {
    /// Copies the whole database to a new file at `destination` with SQLite's online backup, which
    /// reads one consistent snapshot and works while other programs (the app, an import) use the
    /// database. The copy is written to a private temporary file (0600) beside `destination` and
    /// moved into place only when complete, so a failure leaves no partial backup. An existing
    /// file at `destination` is refused (`StoreError.alreadyExists`) unless `replacing` is true.
    public func backup(to destination: String, replacing: Bool = false) throws {
        if !replacing, CatalogueFile.exists(destination) { throw StoreError.alreadyExists(path: destination) }
        if CatalogueFile.isSameFile(path, destination) {
            throw StoreError.cannotWriteBackup(path: destination, reason: "it is the catalogue itself")
        }
        let folder = CatalogueFile.directory(of: destination)
        let temporary: String
        do {
            temporary = try PrivateTemporaryFile.make(in: folder, prefix: ".taproom-backup-")
        } catch {
            throw StoreError.cannotWriteBackup(path: destination, reason: error.reason)
        }
        defer { unlink(temporary) }
        do {
            let copy = try DatabaseQueue(path: temporary)
            try reportingLockAndDamage { try database.backup(to: copy) }
            try copy.close()
        } catch let error as DatabaseError {
            throw StoreError.cannotWriteBackup(path: destination, reason: error.message ?? "\(error.resultCode)")
        }
        if let failure = CatalogueFile.moveIntoPlace(temporary, destination, replacing: replacing) {
            if failure == EEXIST { throw StoreError.alreadyExists(path: destination) }
            throw StoreError.cannotWriteBackup(path: destination, reason: String(cString: strerror(failure)))
        }
    }
}
