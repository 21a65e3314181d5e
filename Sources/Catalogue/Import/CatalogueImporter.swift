import GRDB

/// Writes normalised beers into the store: all of them in ONE transaction, so any error leaves
/// the database exactly as it was; a dry run does the same work and rolls it back.
public enum CatalogueImporter {
    /// Called with (rows written, total) every `progressInterval` beers and at the end.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    static let progressInterval = 2_000
    /// SQLite page cache during an import, in KiB when negative (256 MiB: room for 100,000s of beers).
    static let importCacheSize = -262_144
    /// From this many beers on, the search index is built once at the end (see `deferringSearchIndex`).
    static let deferredIndexThreshold = 500
    /// From this many beers on, and when they are at least half the table, the beers' indexes are
    /// rebuilt once at the end instead of updated row by row.
    static let indexRebuildThreshold = 5_000

    /// Reads `paths` (files, or folders of JSON files) and imports them together, so a beer file
    /// can be joined with the breweries/styles/categories files given beside it.
    public static func importFiles(
        _ paths: [String], format: ImportFormat = .auto, into store: CatalogueStore,
        dryRun: Bool = false, progress: Progress? = nil
    ) throws -> ImportSummary {
        let tables = try paths.map { try ImportFile.table(path: $0, format: format) }
        return try write(try ImportNormaliser.normalise(tables), into: store, dryRun: dryRun, progress: progress)
    }

    public static func write(
        _ batch: ImportBatch, into store: CatalogueStore, origin: BeerOrigin = .imported,
        dryRun: Bool = false, progress: Progress? = nil
    ) throws -> ImportSummary {
        try write(batch, into: store, origin: origin, dryRun: dryRun, progress: progress, willWrite: { _ in })
    }

    /// `finish` runs last inside the same transaction (the bundled loader stamps its version there).
    /// `willWrite` is a test seam: it runs before each beer and may throw to simulate a failing row.
    static func write(
        _ batch: ImportBatch, into store: CatalogueStore, origin: BeerOrigin, dryRun: Bool,
        progress: Progress?, willWrite: (ImportedBeer) throws -> Void = { _ in },
        finish: (CatalogueTransaction) throws -> Void = { _ in }
    ) throws -> ImportSummary {
        let body = { (transaction: CatalogueTransaction) throws -> ChangeCount in
            // A big import touches far more pages than SQLite's default 2 MB cache holds; without
            // room, dirty pages spill to the WAL and get read back over and over.
            let cacheSize = try Int.fetchOne(transaction.db, sql: "PRAGMA cache_size") ?? -2_000
            try transaction.db.execute(sql: "PRAGMA cache_size = \(importCacheSize)")
            defer { try? transaction.db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            let total = batch.beers.count
            func upsertAll() throws -> [Int64] {
                var touched: [Int64] = []
                try BeerPreparation(beers: batch.beers, origin: origin).forEach { index, beer, prepared in
                    try willWrite(beer)
                    let result = try transaction.upsert(prepared.get())
                    if result.outcome != .unchanged { touched.append(result.id) }
                    if let progress, (index + 1) % progressInterval == 0 { progress(index + 1, total) }
                }
                return touched
            }
            if total >= deferredIndexThreshold {
                // Rebuilding indexes costs in proportion to the whole table.
                let rebuild = try total >= indexRebuildThreshold && total * 2 >= transaction.beerCount()
                try transaction.deferringSearchIndex(rebuildingIndexes: rebuild, upsertAll)
            } else {
                _ = try upsertAll()
            }
            progress?(total, total)
            try finish(transaction)
            return transaction.changes
        }
        let changes = dryRun ? try store.dryRun(body) : try store.write(body)

        var summary = ImportSummary()
        summary.rowsRead = batch.rowsRead
        summary.beersAdded = changes.beersAdded
        summary.beersUpdated = changes.beersUpdated + batch.duplicatesMerged
        summary.beersUnchanged = changes.beersUnchanged
        summary.skipped = batch.skipped
        summary.breweriesAdded = changes.breweriesAdded
        summary.warnings = batch.warnings
        summary.notes = batch.notes
        summary.dryRun = dryRun
        return summary
    }

    static func newBeer(_ beer: ImportedBeer, origin: BeerOrigin) -> NewBeer {
        let colour = beer.srm.map(Colour.init(srm:)) ?? beer.ebc.map(Colour.init(ebc:))
        let brewery = NewBrewery(
            name: beer.brewery.name, city: beer.brewery.city, region: beer.brewery.state,
            country: beer.brewery.country)
        return NewBeer(
            name: beer.name, brewery: brewery, style: beer.style, abv: beer.abv, ibu: beer.ibu,
            colour: colour, description: beer.description, firstBrewed: beer.firstBrewed,
            sourceID: beer.sourceID, origin: origin)
    }
}
