/// How a bulk import writes its beers (`StagedBeers`, `AppendedBeers`): row by row through
/// `upsert`, then `finish` once every row has been given.
protocol BulkBeerWriter: AnyObject {
    /// Writes a row whose beer was in the catalogue before the import into it, returning the
    /// result; or takes a new beer's row (written now or at `finish`) and returns nil.
    func upsert(_ prepared: PreparedBeer) throws -> UpsertResult?
    /// Completes the new beers; returns how many were added and how many of their rows repeated one.
    func finish() throws -> (added: Int, duplicates: Int)
}
