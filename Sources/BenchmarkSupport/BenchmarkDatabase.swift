import Catalogue

/// A database of generated beers for the benchmarks.
public enum BenchmarkDatabase {
    /// Writes `count` generated beers (seeded, so every run has the same catalogue) into a new
    /// store at `path`, in one transaction, and returns the store.
    public static func create(at path: String, count: Int, seed: UInt64 = 42) throws -> CatalogueStore {
        let beers = CatalogueGenerator.beers(count: count, seed: seed)
        let store = try CatalogueStore(path: path)
        try store.write { transaction in
            for beer in beers { _ = try transaction.upsert(beer: beer) }
        }
        return store
    }
}
