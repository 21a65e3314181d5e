import GRDB
import Synchronization

/// Every beer's ABV and IBU, indexed by beer id, so that a search with a full-text match and a
/// numeric filter (`ip abv>6`) counts its results in memory instead of seeking each match in the
/// table. Valid for one value of the `beer_numbers_revision` meta counter, which triggers move
/// on every change to a beer's numbers (see `CatalogueSchema`), whichever process makes it.
struct BeerNumbers: Sendable {
    let revision: Int64
    /// NaN where the beer has no value, or where there is no beer with that id.
    private let abv: [Double]
    private let ibu: [Double]

    /// The numbers as `db` sees them now, or nil when ids are too sparse for arrays.
    static func load(_ db: Database, revision: Int64) throws -> BeerNumbers? {
        let range = try Row.fetchOne(db, sql: "SELECT min(id), max(id), count(*) FROM beers")
        let lowest: Int64 = range?[0] ?? 0
        let highest: Int64 = range?[1] ?? -1
        let count: Int = range?[2] ?? 0
        guard lowest >= 0, highest < Int64(max(1 << 16, 8 * count)) else { return nil }
        var abv = [Double](repeating: .nan, count: Int(highest + 1))
        var ibu = abv
        let rows = try Row.fetchCursor(db, sql: "SELECT id, abv, ibu FROM beers")
        while let row = try rows.next() {
            let id: Int = row[0]
            if let value: Double = row[1] { abv[id] = value }
            if let value: Double = row[2] { ibu[id] = value }
        }
        return BeerNumbers(revision: revision, abv: abv, ibu: ibu)
    }

    static func currentRevision(_ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?"),
                           arguments: [MetaKey.beerNumbersRevision])
    }

    /// Whether beer `id` passes every filter; a missing value passes none (as in SQL).
    func passes(_ id: Int64, _ filters: [(NumericField, NumericBound)]) -> Bool {
        guard id >= 0, id < Int64(abv.count) else { return false }
        for (field, bound) in filters {
            let value = field == .abv ? abv[Int(id)] : ibu[Int(id)]
            if !bound.contains(value) { return false }
        }
        return true
    }
}

/// The last `BeerNumbers` a store loaded, shared by its reader connections.
final class BeerNumbersCache: Sendable {
    private let latest = Mutex<BeerNumbers?>(nil)

    /// The numbers for the database as `db` sees it, loading them when the revision moved.
    /// Nil when the database has no revision counter or its ids are too sparse.
    func numbers(_ db: Database) throws -> BeerNumbers? {
        guard let revision = try BeerNumbers.currentRevision(db) else { return nil }
        if let cached = latest.withLock({ $0 }), cached.revision == revision { return cached }
        guard let loaded = try BeerNumbers.load(db, revision: revision) else { return nil }
        latest.withLock { $0 = loaded }
        return loaded
    }
}

extension NumericBound {
    /// The same comparison SQL makes; NaN (no value) never passes.
    func contains(_ value: Double) -> Bool {
        switch self {
        case .greaterThan(let bound): value > bound
        case .greaterOrEqual(let bound): value >= bound
        case .lessThan(let bound): value < bound
        case .lessOrEqual(let bound): value <= bound
        case .equal(let bound): value == bound
        case .between(let low, let high): value >= low && value <= high
        }
    }
}
