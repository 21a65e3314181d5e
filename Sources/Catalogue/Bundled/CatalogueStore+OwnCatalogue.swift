import Foundation
import GRDB

/// A person's own catalogue (a bar's taps, a club's cellar): one made without the bundled beers,
/// or one whose bundled beers were removed later. Either way the catalogue is marked so that no
/// later open or upgrade loads them again; `addBundledBeers` undoes the mark.
extension CatalogueStore {
    /// What `removeBundledBeers` did, or would do.
    public struct BundledRemoval: Hashable, Sendable {
        /// Bundled beers removed.
        public var beers = 0
        /// Favourites, ratings, notes and check-ins of any user on those beers (removed with them).
        public var personalEntries = 0
        /// Beers left: the person's own (imported) ones.
        public var remainingBeers = 0

        public init(beers: Int = 0, personalEntries: Int = 0, remainingBeers: Int = 0) {
            self.beers = beers
            self.personalEntries = personalEntries
            self.remainingBeers = remainingBeers
        }
    }

    /// Creates a new catalogue at `path` holding no beers, marked so the bundled beers are never
    /// loaded into it. Throws `StoreError.alreadyExists` when there is a file at `path`.
    public static func createWithoutBundledBeers(path: String,
                                                 busyTimeout: TimeInterval = CatalogueStore.defaultBusyTimeout) throws -> CatalogueStore {
        if CatalogueFile.exists(path) { throw StoreError.alreadyExists(path: path) }
        let store = try CatalogueStore(path: path, access: .createIfMissing, busyTimeout: busyTimeout)
        try store.write { tx in try tx.setMeta("1", forKey: MetaKey.bundledCatalogueLeftOut) }
        return store
    }

    /// Removes every bundled beer that the person has not made their own (a beer they imported
    /// keeps its place even when the bundled catalogue has it too), with breweries and styles
    /// only those beers used, and marks the catalogue so they are not loaded again.
    ///
    /// Favourites, ratings, notes and check-ins on the person's own beers are untouched. Those on
    /// bundled beers would go with the beers, so unless `discardingPersonalData` is true nothing
    /// is removed when there are any: the result reports how many (`beers` is then 0).
    public func removeBundledBeers(discardingPersonalData: Bool = false) throws -> BundledRemoval {
        try writing { db in
            var removal = BundledRemoval()
            removal.personalEntries = try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM favourites WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                     + (SELECT count(*) FROM ratings WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                     + (SELECT count(*) FROM notes WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                     + (SELECT count(*) FROM checkins WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                """) ?? 0
            if removal.personalEntries > 0 && !discardingPersonalData {
                removal.remainingBeers = try Int.fetchOne(db, sql: "SELECT count(*) FROM beers") ?? 0
                return removal
            }
            try db.execute(sql: """
                CREATE TEMP TABLE bundled_breweries AS SELECT DISTINCT brewery_id AS id FROM beers WHERE origin = 'bundled';
                CREATE TEMP TABLE bundled_styles AS SELECT DISTINCT style_id AS id FROM beers
                    WHERE origin = 'bundled' AND style_id IS NOT NULL;
                DELETE FROM beers WHERE origin = 'bundled';
                """)
            removal.beers = db.changesCount
            try db.execute(sql: """
                DELETE FROM breweries WHERE id IN (SELECT id FROM bundled_breweries)
                    AND NOT EXISTS (SELECT 1 FROM beers WHERE brewery_id = breweries.id);
                DELETE FROM styles WHERE id IN (SELECT id FROM bundled_styles)
                    AND NOT EXISTS (SELECT 1 FROM beers WHERE style_id = styles.id);
                DROP TABLE bundled_breweries;
                DROP TABLE bundled_styles;
                INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT(key) DO UPDATE SET value = excluded.value;
                """, arguments: [MetaKey.bundledCatalogueLeftOut])
            removal.remainingBeers = try Int.fetchOne(db, sql: "SELECT count(*) FROM beers") ?? 0
            return removal
        }
    }

    /// Loads the bundled beers into a catalogue that was kept without them, and lets later
    /// upgrades load theirs again. The person's own beers win where both have a beer.
    @discardableResult
    public func addBundledBeers() throws -> BundledCatalogue.InstallResult {
        try writing { db in
            try db.execute(sql: "DELETE FROM meta WHERE key IN (?, ?)",
                           arguments: [MetaKey.bundledCatalogueLeftOut, MetaKey.bundledCatalogueVersion])
        }
        return try BundledCatalogue.install(into: self)
    }
}
