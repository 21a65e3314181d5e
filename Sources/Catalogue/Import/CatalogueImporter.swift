import Foundation
import GRDB

/// Writes normalised beers into the store: all of them in ONE transaction, so any error leaves
/// the database exactly as it was; a dry run does the same work and rolls it back.
public enum CatalogueImporter {
    /// Called with (rows written, total) every `progressInterval` beers and at the end.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    static let progressInterval = 2_000
    /// SQLite page cache during an import, in KiB when negative (16 MiB). It also bounds the
    /// memory of each sort that builds an index at the end: a cache the size of the database
    /// (hundreds of MB for a million beers) would be most of an import's memory.
    static let importCacheSize = -16_384
    /// From this many beers on, the search index is built once at the end (see `deferringSearchIndex`).
    static let deferredIndexThreshold = 500
    /// From this many beers on, and when they are at least half the table, the beers' indexes are
    /// rebuilt once at the end instead of updated row by row.
    static let indexRebuildThreshold = 5_000

    /// Reads `paths` (files, or folders of JSON files) and imports them together, so a beer file
    /// can be joined with the breweries/styles/categories files given beside it. CSV files are
    /// streamed a chunk at a time, and read twice: the first pass checks every row (so a
    /// malformed one fails the import before the write lock is even taken) and decides the ABV scale.
    public static func importFiles(
        _ paths: [String], format: ImportFormat = .auto, into store: CatalogueStore,
        dryRun: Bool = false, progress: Progress? = nil
    ) throws -> ImportSummary {
        let sources = try paths.map { try ImportFile.rows(path: $0, format: format) }
        let pipeline = BeerPipeline(origin: .imported) { total, emit in
            var counts = ImportBatch()
            try ImportNormaliser.forEachBeer(in: sources, counts: &counts, rowsCounted: total) { beer, _ in try emit(beer) }
            return counts
        }
        return try write(pipeline, into: store, origin: .imported, dryRun: dryRun, progress: progress)
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
        progress: Progress?, willWrite: (PreparedBeer) throws -> Void = { _ in },
        finish: (CatalogueTransaction) throws -> Void = { _ in }
    ) throws -> ImportSummary {
        let pipeline = BeerPipeline(origin: origin) { total, emit in
            try total(batch.beers.count)
            for beer in batch.beers { try emit(beer) }
            var counts = batch
            counts.beers = []
            return counts
        }
        return try write(pipeline, into: store, origin: origin, dryRun: dryRun, progress: progress,
                         willWrite: willWrite, finish: finish)
    }

    /// Writes what `pipeline` produces in ONE transaction. A beer met twice (a duplicate row in
    /// a file) is upserted twice, the later row's values winning: the UNIQUE index on name and
    /// brewery finds the first, so nothing per beer is kept in memory. A large import stages its
    /// new beers and inserts them sorted by that index, merging repeats the same way
    /// (`StagedBeers`); one that is most of the catalogue appends them and builds the index
    /// afterwards (`AppendedBeers`).
    private static func write(
        _ pipeline: BeerPipeline, into store: CatalogueStore, origin: BeerOrigin, dryRun: Bool,
        progress: Progress?, willWrite: (PreparedBeer) throws -> Void = { _ in },
        finish: (CatalogueTransaction) throws -> Void = { _ in }
    ) throws -> ImportSummary {
        defer { pipeline.finish() }
        // The rows are counted (and checked) before the write lock is taken.
        let total: Int
        switch pipeline.next() {
        case let .total(count): total = count
        case let .failure(error): throw error
        case .chunk, .end: total = 0
        }
        var counts = ImportBatch()
        var duplicates = DuplicateCount()
        var stagedCounts = (added: 0, duplicates: 0)
        let body = { (transaction: CatalogueTransaction) throws -> ChangeCount in
            // A big import touches far more pages than SQLite's default 2 MB cache holds; without
            // room, dirty pages spill to the WAL and get read back over and over.
            let cacheSize = try Int.fetchOne(transaction.db, sql: "PRAGMA cache_size") ?? -2_000
            try transaction.db.execute(sql: "PRAGMA cache_size = \(importCacheSize)")
            defer { try? transaction.db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            // Beers this import adds get ids above this one: meeting one again means a duplicate row.
            let previousMaximum = try Int64.fetchOne(transaction.db, sql: "SELECT max(id) FROM beers") ?? 0
            // With `staged`, new beers are written by a bulk writer, completed at the end.
            func upsertAll(staging staged: (any BulkBeerWriter)?) throws {
                var done = 0
                while true {
                    switch pipeline.next() {
                    case .total: continue
                    case let .failure(error): throw error
                    case let .end(producerCounts):
                        counts = producerCounts
                        if let staged { stagedCounts = try staged.finish() }
                        try makeRoomForIndexing(transaction)
                        return
                    case var .chunk(items):
                        while let item = items.popFirst() {
                            let prepared: PreparedBeer
                            switch consume item {
                            case let .success(beer): prepared = beer
                            case let .failure(error): throw error
                            }
                            try willWrite(prepared)
                            let written: UpsertResult?
                            if let staged {
                                written = try staged.upsert(prepared)
                            } else {
                                written = try transaction.upsert(prepared)
                            }
                            done += 1
                            if let progress, done % progressInterval == 0 { progress(done, max(total, done)) }
                            if let result = written, result.id > previousMaximum, result.outcome != .added {
                                duplicates.count(result.outcome)
                            }
                        }
                    }
                }
            }
            if total >= deferredIndexThreshold {
                // Rebuilding indexes costs in proportion to the whole table.
                let rebuild = try total >= indexRebuildThreshold && total * 2 >= transaction.beerCount()
                try transaction.deferringSearchIndex(rebuildingIndexes: rebuild) {
                    try upsertAll(staging: rebuild ? AppendedBeers(transaction) : StagedBeers(transaction))
                }
            } else {
                try upsertAll(staging: nil)
            }
            progress?(total, total)
            try finish(transaction)
            return transaction.changes
        }
        let changes = try store.bulkWrite(dryRun: dryRun, body)

        var summary = ImportSummary()
        summary.rowsRead = counts.rowsRead
        summary.beersAdded = changes.beersAdded + stagedCounts.added
        summary.beersUpdated = changes.beersUpdated - duplicates.updated + counts.duplicatesMerged + duplicates.total
            + stagedCounts.duplicates
        summary.beersUnchanged = changes.beersUnchanged - duplicates.unchanged
        summary.skipped = counts.skipped
        summary.textRepaired = counts.textRepaired
        summary.breweriesAdded = changes.breweriesAdded
        summary.warnings = counts.warnings
        summary.unlistedWarnings = counts.unlistedWarnings
        summary.notes = counts.notes
        summary.dryRun = dryRun
        return summary
    }

    /// SQLite page cache while the indexes are built after the upserts (8 MiB): each sort that
    /// builds one may use as much again, and the full-text index its buffer on top.
    static let indexingCacheSize = -8_192

    /// Gives back memory the upserts no longer need before the indexes are built: the page
    /// cache shrinks (its pages are written out as needed), and glibc returns the pipeline's
    /// freed chunks, which it would otherwise keep for the producer thread that has finished.
    private static func makeRoomForIndexing(_ transaction: CatalogueTransaction) throws {
        try transaction.db.execute(sql: "PRAGMA cache_size = \(indexingCacheSize)")
        FreedMemory.giveBack()
    }

    /// Upserts that met a beer added earlier in the same import.
    private struct DuplicateCount {
        var updated = 0
        var unchanged = 0
        var total: Int { updated + unchanged }
        mutating func count(_ outcome: UpsertOutcome) {
            if outcome == .updated { updated += 1 } else { unchanged += 1 }
        }
    }

    /// The beer an imported row describes, as a store upserts it.
    public static func newBeer(_ beer: ImportedBeer, origin: BeerOrigin) -> NewBeer {
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
