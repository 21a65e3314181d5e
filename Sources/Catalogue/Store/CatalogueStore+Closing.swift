import GRDB

extension CatalogueStore {
    /// Ends this store's use of the database and leaves the `.sqlite` file complete on its own,
    /// so that copying that one file is a full backup: the write-ahead log is checkpointed into
    /// it and truncated, then the connections close (when no other process has the database
    /// open, that also removes the -wal and -shm files; a store read-only by choice that found
    /// neither beside the file removes the ones its reading made, in the same way). Call it on
    /// every clean exit; later calls do nothing.
    ///
    /// Reads still running (the search index loading, at a million beers, for seconds) are
    /// stopped rather than waited for, and later reads fail with `StoreError.closed`; a write
    /// still running finishes first. A checkpoint that another process's long read keeps
    /// waiting past the busy timeout is given up: nothing is lost, the committed data stays in
    /// the log until the next checkpoint.
    public func close() throws {
        let alreadyClosed = isClosed.withLock { closed in
            defer { closed = true }
            return closed
        }
        if alreadyClosed { return }
        reads.stop()
        if !isReadOnly {
            do {
                try database.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                // Another process is reading: its data is safe in the log.
            }
        }
        // Readers first, so that the writer is the last connection: only a connection that can
        // write removes the -wal and -shm files, whose modes would keep other users from
        // reading the catalogue once taproom has exited.
        if let pool = database as? DatabasePool { pool.releaseMemory() }
        try database.close()
        if removesLogFilesOnClose { CatalogueFile.removeLogFilesIfUnused(of: path) }
    }
}
