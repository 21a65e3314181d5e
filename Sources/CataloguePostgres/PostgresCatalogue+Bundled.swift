import Catalogue
import PostgresNIO

/// The bundled beers in a PostgreSQL catalogue, as `taproom init` and `taproom bundled` handle
/// them in a file: written with origin `bundled` (so they never overwrite an imported beer), and
/// removed only with the favourites, ratings, notes and check-ins on them when told to. The
/// database keeps no version of them: they are loaded when asked (`init`, `bundled add`), never
/// behind the owner's back.
extension PostgresCatalogue {
    /// Adds (or refreshes) the bundled beers; the owner's own beers win where both have one.
    @discardableResult
    public func addBundledBeers() async throws -> ChangeCount {
        let bundled = try BundledCatalogue.load()
        return try await importBeers(bundled.batch.beers.map { CatalogueImporter.newBeer($0, origin: .bundled) })
    }

    /// Removes the bundled beers, and the breweries and styles only they used. When anyone has
    /// favourites, ratings, notes or check-ins on them and `discardingPersonalData` is false,
    /// removes nothing and reports how many (`beers` is then 0).
    public func removeBundledBeers(discardingPersonalData: Bool) async throws -> CatalogueStore.BundledRemoval {
        try await inTransaction { connection in
            func count(_ query: PostgresQuery) async throws -> Int {
                Int(try await connection.query(query, logger: self.logger).collect().first?.decode(Int64.self) ?? 0)
            }
            var removal = CatalogueStore.BundledRemoval()
            removal.personalEntries = try await count("""
                SELECT (SELECT count(*) FROM favourites WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                     + (SELECT count(*) FROM ratings WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                     + (SELECT count(*) FROM notes WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                     + (SELECT count(*) FROM checkins WHERE beer_id IN (SELECT id FROM beers WHERE origin = 'bundled'))
                """)
            if removal.personalEntries == 0 || discardingPersonalData {
                try await connection.query("""
                    CREATE TEMP TABLE bundled_used ON COMMIT DROP AS
                    SELECT DISTINCT brewery_id, style_id FROM beers WHERE origin = 'bundled'
                    """, logger: self.logger)
                removal.beers = try await count(
                    "WITH removed AS (DELETE FROM beers WHERE origin = 'bundled' RETURNING 1) SELECT count(*) FROM removed")
                try await connection.query("""
                    DELETE FROM breweries r WHERE r.id IN (SELECT brewery_id FROM bundled_used)
                        AND NOT EXISTS (SELECT 1 FROM beers b WHERE b.brewery_id = r.id)
                    """, logger: self.logger)
                try await connection.query("""
                    DELETE FROM styles s WHERE s.id IN (SELECT style_id FROM bundled_used)
                        AND NOT EXISTS (SELECT 1 FROM beers b WHERE b.style_id = s.id)
                    """, logger: self.logger)
                try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: self.logger)
            }
            removal.remainingBeers = try await count("SELECT count(*) FROM beers")
            return removal
        }
    }
}
