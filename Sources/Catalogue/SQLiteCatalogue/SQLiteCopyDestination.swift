import Foundation

/// `taproom copy` into a file: a new file is made whole beside its path and moved into place
/// only once the copy has committed (a failure leaves no file); an existing catalogue is written
/// in one transaction (a failure leaves it as it was).
public struct SQLiteCopyDestination: CatalogueCopyDestination {
    public let location: String
    private let busyTimeout: TimeInterval
    private let madeTemporaryFile: @Sendable (String) -> Void

    /// `madeTemporaryFile` is told the new file's temporary path, for a program to remove it if
    /// a signal ends it.
    public init(path: String, busyTimeout: TimeInterval = CatalogueStore.defaultBusyTimeout,
                madeTemporaryFile: @escaping @Sendable (String) -> Void = { _ in }) {
        location = path
        self.busyTimeout = busyTimeout
        self.madeTemporaryFile = madeTemporaryFile
    }

    public func writeCopy(from channel: CopyChannel, replacing: Bool) async throws -> CatalogueCopy.Outcome {
        let (path, busyTimeout, madeTemporaryFile) = (location, self.busyTimeout, self.madeTemporaryFile)
        return try await StoreWork.background(label: "taproom.copy-writer").run {
            if !CatalogueFile.exists(path) {
                let made = try CatalogueStore.makingNew(at: path, keep: true, bundledBeers: false,
                                                        madeTemporaryFile: madeTemporaryFile) { store in
                    try store.writeCopy(from: channel, replacing: false)
                }
                // Nil: another program made a catalogue there meanwhile, and the copy is spent.
                guard let made else { throw StoreError.alreadyExists(path: path) }
                return made
            }
            // Never the bundled beers: what is there is replaced or kept, never added to.
            let store = try CatalogueStore(path: path, access: .existing, busyTimeout: busyTimeout)
            defer { try? store.close() }
            return try store.writeCopy(from: channel, replacing: replacing)
        }
    }
}

extension SQLiteCatalogue: CatalogueCopySource {
    /// On a thread of its own whatever `work` is: the read blocks while the writer catches up.
    public func readCopy(into channel: CopyChannel) async throws {
        try await StoreWork.background(label: "taproom.copy-reader").run { [store] in try store.readCopy(into: channel) }
    }
}
