import Catalogue
import Foundation
import Locking
import Logging
import PostgresNIO

/// This server's `SearchMirror` of the database: loaded once (`PostgresCatalogue.prepareSearch`),
/// then brought up to the database's revision before a search uses it, one catch-up at a time
/// (searches arriving meanwhile wait for it), and kept warm by the database's change
/// notifications. A catch-up reads, in one snapshot, the rows whose writing transaction the
/// last snapshot did not see (migration 10's `changed_xid`), so a transaction that commits
/// after a later one is still found; a deletion (a moved `search_epoch`) loads it all again.
actor PostgresSearchMirror {
    /// The mirror and what it holds of the database: up to `revision`, as seen in `snapshot`.
    struct Loaded: Sendable {
        let mirror: SearchMirror
        let revision: Int64
        let epoch: Int64
        /// `pg_current_snapshot()` as text: which transactions the mirror has seen.
        let snapshot: String
        /// How many of its own writes the catalogue had committed before that snapshot.
        let ownWrites: Int
    }

    private(set) var loaded: Loaded? {
        didSet { latest.withLock { $0 = loaded } }
    }
    /// `loaded`, for a search to look at without waiting for the actor.
    nonisolated let latest = Locked<Loaded?>(nil)
    /// The load or catch-up under way, which later callers wait for instead of starting another.
    private var running: Task<Void, Error>?
    /// How many times the whole catalogue was read (for tests).
    private(set) var fullLoads = 0

    /// Loads the mirror if it has not been, else brings it up to the database's revision now.
    func prepare(_ catalogue: PostgresCatalogue) async throws {
        try await current(atLeast: .max, catalogue)
    }

    /// The mirror once it holds `revision` at least (any later state will do); `.max` asks for
    /// a catch-up that begins after this call, whatever the mirror holds.
    @discardableResult
    func current(atLeast revision: Int64, _ catalogue: PostgresCatalogue) async throws -> SearchMirror {
        var startedOne = false
        while true {
            if let loaded, revision == .max ? startedOne && running == nil : loaded.revision >= revision {
                return loaded.mirror
            }
            if let running {
                try await running.value
                continue
            }
            let from = loaded
            startedOne = true
            running = Task {
                do {
                    let next = try await Self.catchUp(from, catalogue)
                    finish(next, fullLoad: next.mirror !== from?.mirror)
                } catch {
                    finish(nil, fullLoad: false)
                    throw error
                }
            }
        }
    }

    /// Notes that the mirror holds what `ownWrites` of the catalogue's own writes wrote, the
    /// database's revision having been read after them and found no later than the mirror's.
    func acknowledge(ownWrites: Int, revision: Int64) {
        guard let current = loaded, current.revision >= revision, current.ownWrites < ownWrites else { return }
        loaded = Loaded(mirror: current.mirror, revision: current.revision, epoch: current.epoch,
                        snapshot: current.snapshot, ownWrites: ownWrites)
    }

    private func finish(_ next: Loaded?, fullLoad: Bool) {
        if let next { loaded = next }
        if fullLoad { fullLoads += 1 }
        running = nil
    }

    /// Closes the mirror and removes its folder (the server is stopping).
    func discard() {
        loaded?.mirror.close()
        loaded = nil
    }

    // MARK: Reading the database

    /// `from` brought up to the database as it is now: the rows changed since its snapshot, or
    /// everything when there is no mirror yet, rows were deleted, or the changes do not apply.
    private static func catchUp(_ from: Loaded?, _ catalogue: PostgresCatalogue) async throws -> Loaded {
        let ownWrites = catalogue.ownWrites.load(ordering: .sequentiallyConsistent)
        if let from {
            let logger = catalogue.logger
            let changes = try await catalogue.inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
                let now = try await state(connection, logger)
                guard now.epoch == from.epoch else { return nil as (State, [CatalogueCopyBatch], [SearchMirror.Rating])? }
                var binds = PostgresBindings()
                binds.append(from.snapshot)
                // Every transaction the last snapshot did not see began at or after its xmin.
                let unseen = { (column: String) in
                    "\(column) >= pg_snapshot_xmin($1::text::pg_snapshot) AND NOT pg_visible_in_snapshot(\(column), $1::text::pg_snapshot)"
                }
                var batches: [CatalogueCopyBatch] = []
                for table in SearchMirror.tables {
                    try await PostgresCatalogue.readRows(of: table, where: "WHERE " + unseen("changed_xid"), binds: binds,
                                                         connection, logger) { batches.append($0) }
                }
                let ratings = try await self.ratings(where: "WHERE " + unseen("s.changed_xid"), binds: binds, connection, logger)
                return (now, batches, ratings)
            }
            if let (now, batches, ratings) = changes {
                do {
                    try await work.run { try from.mirror.apply(batches, ratings: ratings) }
                    return Loaded(mirror: from.mirror, revision: now.revision, epoch: now.epoch, snapshot: now.snapshot,
                                  ownWrites: ownWrites)
                } catch {
                    // Such as two names swapped in one transaction, which an upsert by id cannot
                    // write row by row: the whole catalogue again is always right.
                    catalogue.logger.warning("the search mirror could not catch up; loading it again",
                                             metadata: ["error": "\(String(reflecting: error))"])
                }
            }
        }
        return try await load(catalogue, ownWrites: ownWrites)
    }

    /// A new mirror of the whole catalogue, read in one snapshot, its search index loaded.
    private static func load(_ catalogue: PostgresCatalogue, ownWrites: Int) async throws -> Loaded {
        let channel = CopyChannel()
        let logger = catalogue.logger
        async let written = build(from: channel)
        let state: State, ratings: [SearchMirror.Rating]
        do {
            (state, ratings) = try await catalogue.inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
                let state = try await self.state(connection, logger)
                // Nothing of the other tables: the mirror's are empty.
                var counts = CatalogueCounts()
                for table in CopiedTable.all { counts[table] = 0 }
                for table in SearchMirror.tables {
                    try await PostgresCatalogue.readRows(of: table, connection, logger) { batch in
                        counts[table] += batch.rows.count
                        try await channel.send(.batch(batch))
                    }
                }
                try await channel.send(.end(CatalogueSnapshotEnd(counts: counts, bundled: .notRecorded)))
                return (state, try await self.ratings(where: "WHERE rs.raters > 0", binds: PostgresBindings(), connection, logger))
            }
        } catch {
            channel.fail(error)
            throw error
        }
        let mirror = try await written
        try await work.run {
            try mirror.apply([], ratings: ratings)
            try mirror.prepareSearch()
        }
        return Loaded(mirror: mirror, revision: state.revision, epoch: state.epoch, snapshot: state.snapshot,
                      ownWrites: ownWrites)
    }

    /// The writer's side of `load`.
    private static func build(from channel: CopyChannel) async throws -> SearchMirror {
        do {
            return try await work.run { try SearchMirror.load(from: channel) }
        } catch {
            channel.fail(error)
            throw error
        }
    }

    private struct State: Sendable {
        let snapshot: String
        let revision: Int64
        let epoch: Int64
    }

    private static func state(_ connection: PostgresConnection, _ logger: Logger) async throws -> State {
        let rows = try await connection.query("""
            SELECT pg_current_snapshot()::text, (SELECT value FROM catalogue_revision), (SELECT value FROM search_epoch)
            """, logger: logger).collect()
        guard let row = rows.first else { throw CatalogueError.unavailable("the catalogue has no revision (is it migrated?)") }
        let (snapshot, revision, epoch) = try row.decode((String, Int64, Int64).self)
        return State(snapshot: snapshot, revision: revision, epoch: epoch)
    }

    /// The community ratings of the stamped beers `condition` selects (no raters: none any more).
    private static func ratings(where condition: String, binds: PostgresBindings, _ connection: PostgresConnection,
                                _ logger: Logger) async throws -> [SearchMirror.Rating] {
        let rows = try await connection.query(PostgresQuery(unsafeSQL: """
            SELECT s.beer_id, coalesce(rs.raters, 0)::bigint, coalesce(rs.stars_total, 0)::bigint
            FROM rating_stamps s LEFT JOIN rating_summaries rs ON rs.beer_id = s.beer_id \(condition)
            """, binds: binds), logger: logger)
        var ratings: [SearchMirror.Rating] = []
        for try await (beer, raters, stars) in rows.decode((Int64, Int64, Int64).self) {
            ratings.append(SearchMirror.Rating(beerID: beer, raters: raters, starsTotal: stars))
        }
        return ratings
    }

    /// Where the mirror's SQLite work runs, off Swift's cooperative threads.
    private static let work = StoreWork.background(label: "taproom.search-mirror")
}
