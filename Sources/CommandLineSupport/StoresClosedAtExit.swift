import Catalogue
import Foundation
import Locking

/// The stores this process opened, closed when it exits, however it exits cleanly: a subcommand
/// returning or failing, the app quitting (its quit keys, SIGTERM, SIGHUP and Ctrl-C all end in
/// `exit`). Closing checkpoints the write-ahead log, so the `.sqlite` file alone is complete.
package enum StoresClosedAtExit {
    private static let stores = Locked<[CatalogueStore]>([])
    private static let handlerInstalled = Locked(false)

    package static func add(_ store: CatalogueStore) {
        stores.withLock { $0.append(store) }
        let install = handlerInstalled.withLock { installed in
            defer { installed = true }
            return !installed
        }
        if install { atexit { StoresClosedAtExit.closeAll() } }
    }

    package static func closeAll() {
        let open = stores.withLock { stores in
            defer { stores = [] }
            return stores
        }
        for store in open { try? store.close() }
    }
}
