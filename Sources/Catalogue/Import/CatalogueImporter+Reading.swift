import Foundation

extension CatalogueImporter {
    /// Reads `paths` with the readers, normalisation and strictness of `importFiles`, for a store
    /// that writes the beers itself (PostgreSQL), handing them to `body` `chunkSize` at a time in
    /// file order, so memory stays the same whatever the size of the files; returns the counts
    /// for `summary`. A malformed row throws when it is reached, after earlier chunks went to
    /// `body`: write them all in one transaction.
    public static func readFiles(_ paths: [String], format: ImportFormat = .auto, chunkSize: Int,
                                 _ body: ([NewBeer]) throws -> Void) throws -> ImportBatch {
        let sources = try paths.map { try ImportFile.rows(path: $0, format: format) }
        var counts = ImportBatch()
        var chunk: [NewBeer] = []
        chunk.reserveCapacity(chunkSize)
        try ImportNormaliser.forEachBeer(in: sources, counts: &counts, rowsCounted: { _ in }) { beer, _ in
            chunk.append(newBeer(beer, origin: .imported))
            if chunk.count >= chunkSize {
                try body(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { try body(chunk) }
        return counts
    }

    /// What writing the beers `readFiles` read made of `changes`, as `importFiles` reports it.
    public static func summary(of batch: ImportBatch, _ changes: ChangeCount, dryRun: Bool) -> ImportSummary {
        var summary = ImportSummary()
        summary.rowsRead = batch.rowsRead
        summary.beersAdded = changes.beersAdded
        summary.beersUpdated = changes.beersUpdated + batch.duplicatesMerged
        summary.beersUnchanged = changes.beersUnchanged
        summary.skipped = batch.skipped
        summary.textRepaired = batch.textRepaired
        summary.breweriesAdded = changes.breweriesAdded
        summary.warnings = batch.warnings
        summary.unlistedWarnings = batch.unlistedWarnings
        summary.notes = batch.notes
        summary.dryRun = dryRun
        return summary
    }
}
