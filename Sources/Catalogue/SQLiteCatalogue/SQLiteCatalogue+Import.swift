extension SQLiteCatalogue {
    /// Reads the whole file first (on the store's work threads: megabytes of CSV are seconds of
    /// CPU), then adds or updates its beers in one transaction, matched by name and brewery (a
    /// later row winning).
    public func importFile(_ file: ImportedFile, session: Session) async throws -> ImportReport {
        guard session.isAdmin else { throw CatalogueError.notAdmin }
        return try await work.run { [store] in
            let read = try file.beers()
            let changes = try store.write { transaction in
                for beer in read.beers { _ = try transaction.upsert(beer: beer) }
                return transaction.changes
            }
            return ImportedFile.report(read.batch, changes)
        }
    }
}
