import Foundation

extension CatalogueImporter {
    /// Reads `paths` with the readers, normalisation and strictness of `importFiles`, for a store
    /// that writes the beers itself (PostgreSQL): the beers, and the counts for `summary`.
    public static func readFiles(_ paths: [String], format: ImportFormat = .auto) throws -> (beers: [NewBeer], batch: ImportBatch) {
        let sources = try paths.map { try ImportFile.rows(path: $0, format: format) }
        var counts = ImportBatch()
        var beers: [NewBeer] = []
        try ImportNormaliser.forEachBeer(in: sources, counts: &counts, rowsCounted: { beers.reserveCapacity($0) }) { beer, _ in
            beers.append(newBeer(beer, origin: .imported))
        }
        return (beers, counts)
    }

    /// What writing a batch `readFiles` read made of `changes`, as `importFiles` reports it.
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
