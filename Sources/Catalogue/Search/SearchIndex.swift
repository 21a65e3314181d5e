import GRDB
import Locking

/// What a filtered search runs on, in memory, for one revision of the catalogue: every beer's
/// id, ABV and IBU, the beers of each brewery and style, each brewery's country, the full-text
/// terms of beers', breweries' and styles' names, and (loaded on first use) each sort order.
/// A keystroke query then costs a bitmap per word and a walk down an array, instead of SQLite
/// reading 10,000+ prefix matches and seeking each in a sort index (5–25 ms for 1–2 letters).
/// Valid while the `search_revision` meta counter holds `revision`: triggers move it on every
/// change a search can see, whichever process writes (see `CatalogueSchema`).
final class SearchIndex: Sendable {
    let revision: Int64?
    /// Beer ids, ascending: a beer's slot is its position here.
    private let ids: SlotIDs
    /// The words of beers' names, by beer slot.
    let beerWords: FullTextTerms
    /// Brewery ids, ascending (a brewery's slot is its position), and each one's words.
    let breweries: SlotIDs
    let breweryWords: FullTextTerms
    /// Style ids, ascending (a style's slot is its position), and each one's words.
    let styles: SlotIDs
    let styleWords: FullTextTerms
    /// Per brewery slot, its beers; per style slot, its beers.
    let beersOfBrewery: OwnedBeers
    let beersOfStyle: OwnedBeers
    /// Per slot; NaN where the beer has no value.
    private let abv: NumericColumn
    private let ibu: NumericColumn
    /// Per brewery slot, an index into `countries` (0: unknown).
    private let countryOfBrewery: [UInt16]
    private let countries: [String?]
    private let orders = Locked<[SortField: SortedSlots]>([:])
    /// The ratings as last read (on first use), valid while `rating_revision` holds theirs.
    private let ratings = Locked<CommunityRatings?>(nil)

    private init(revision: Int64?, ids: SlotIDs, beerWords: FullTextTerms, breweries: SlotIDs,
                 breweryWords: FullTextTerms, styles: SlotIDs, styleWords: FullTextTerms, beersOfBrewery: OwnedBeers,
                 beersOfStyle: OwnedBeers, abv: NumericColumn, ibu: NumericColumn, countryOfBrewery: [UInt16],
                 countries: [String?]) {
        self.revision = revision
        self.ids = ids
        self.beerWords = beerWords
        self.breweries = breweries
        self.breweryWords = breweryWords
        self.styles = styles
        self.styleWords = styleWords
        self.beersOfBrewery = beersOfBrewery
        self.beersOfStyle = beersOfStyle
        self.abv = abv
        self.ibu = ibu
        self.countryOfBrewery = countryOfBrewery
        self.countries = countries
    }

    var count: Int { ids.count }

    static func currentRevision(_ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?"),
                           arguments: [MetaKey.searchRevision])
    }

    /// Reads the beers and the full-text terms as `db` sees them now.
    static func load(_ db: Database, revision: Int64?) throws -> SearchIndex {
        // One pass over the whole table and full-text index: keeping its pages would only fill
        // this connection's page cache (16 MB) for nothing, and count in the app's memory.
        try db.withPageCache(kibibytes: 512) { try read(db, revision: revision) }
    }

    private static func read(_ db: Database, revision: Int64?) throws -> SearchIndex {
        var breweryIDs = SlotIDs.Builder()
        var countryOfBrewery: [UInt16] = []
        var countries: [String?] = [nil]
        var countryIndex: [String: UInt16] = [:]
        let breweryRows = try SQLiteStepper(db, sql: "SELECT id, country_code FROM breweries ORDER BY id")
        while try breweryRows.next() {
            breweryIDs.append(breweryRows.int64(0))
            var country: UInt16 = 0
            if !breweryRows.isNull(1) {
                let code = String(decoding: breweryRows.bytes(1), as: UTF8.self)
                if let known = countryIndex[code] {
                    country = known
                } else if countries.count <= Int(UInt16.max) {
                    country = UInt16(countries.count)
                    countryIndex[code] = country
                    countries.append(code)
                }
            }
            countryOfBrewery.append(country)
        }
        var styleIDs = SlotIDs.Builder()
        let styleRows = try SQLiteStepper(db, sql: "SELECT id FROM styles ORDER BY id")
        while try styleRows.next() { styleIDs.append(styleRows.int64(0)) }
        let (breweries, styles) = (breweryIDs.build(), styleIDs.build())

        var ids = SlotIDs.Builder()
        var abv = NumericColumn.Builder()
        var ibu = NumericColumn.Builder()
        let rows = try SQLiteStepper(db, sql: "SELECT id, abv, ibu FROM beers ORDER BY id")
        while try rows.next() {
            ids.append(rows.int64(0))
            abv.append(rows.isNull(1) ? nil : rows.double(1))
            ibu.append(rows.isNull(2) ? nil : rows.double(2))
        }
        let slotIDs = ids.build()
        guard slotIDs.count <= Int(Int32.max) else {
            throw DatabaseError(resultCode: .SQLITE_TOOBIG, message: "too many beers to search in memory")
        }
        return SearchIndex(
            revision: revision, ids: slotIDs,
            beerWords: try FullTextTerms.load(db, .beers, slot: slotIDs.slot(of:)),
            breweries: breweries, breweryWords: try FullTextTerms.load(db, .breweries, slot: breweries.slot(of:)),
            styles: styles, styleWords: try FullTextTerms.load(db, .styles, slot: styles.slot(of:)),
            // Each through its owner's index, which keeps its beers in this order.
            beersOfBrewery: try OwnedBeers.load(
                db, sql: "SELECT brewery_id, id FROM beers ORDER BY brewery_id, id", owners: breweries, beer: slotIDs.slot(of:)),
            beersOfStyle: try OwnedBeers.load(
                db, sql: "SELECT style_id, id FROM beers WHERE style_id IS NOT NULL ORDER BY style_id, id", owners: styles,
                beer: slotIDs.slot(of:)),
            abv: abv.build(), ibu: ibu.build(),
            countryOfBrewery: countryOfBrewery, countries: countries)
    }

    func slot(of id: Int64) -> Int32? { ids.slot(of: id) }

    func id(of slot: Int32) -> Int64 { ids.id(of: slot) }

    /// The beers in `field`'s order, read from `db` (at this index's revision) on first use; the
    /// rating order again whenever the ratings changed.
    func order(_ field: SortField, _ db: Database) throws -> SortedSlots {
        if field == .rating { return try communityRatings(db).order }
        if let loaded = orders.withLock({ $0[field] }) { return loaded }
        let loaded = try SortedSlots.load(db, field: field, slotCount: count, slot: slot(of:))
        orders.withLock { $0[field] = loaded }
        return loaded
    }

    /// The beers in `field`'s order if it has been read (for the ratings as `db` sees them),
    /// else nil (never reads the order).
    func loadedOrder(_ field: SortField, _ db: Database) throws -> SortedSlots? {
        guard field == .rating else { return orders.withLock { $0[field] } }
        let revision = try CommunityRatings.currentRevision(db)
        guard let loaded = ratings.withLock({ $0 }), revision != nil, loaded.revision == revision else { return nil }
        return loaded.order
    }

    /// The ratings as `db` sees them, read again when `rating_revision` moved.
    func communityRatings(_ db: Database) throws -> CommunityRatings {
        let revision = try CommunityRatings.currentRevision(db)
        if let loaded = ratings.withLock({ $0 }), revision != nil, loaded.revision == revision { return loaded }
        let loaded = try CommunityRatings.load(db, revision: revision, slotCount: count, slot: slot(of:))
        ratings.withLock { $0 = loaded }
        return loaded
    }

    /// Whether the beer in `slot` passes every numeric filter; a missing value passes none (as in SQL).
    func passes(_ slot: Int32, _ filters: [(BeerNumber, NumericBound)]) -> Bool {
        for (field, bound) in filters {
            let value = switch field {
            case .abv: abv[Int(slot)]
            case .ibu: ibu[Int(slot)]
            }
            if !bound.contains(value) { return false }
        }
        return true
    }

    /// The beers whose brewery is in the country with `code` (none when no brewery is).
    func beers(inCountry code: String) -> SlotSet {
        var set = SlotSet(capacity: count)
        guard let country = countries.firstIndex(where: { $0 == code }).map(UInt16.init) else { return set }
        var matched = SlotSet(capacity: breweries.count)
        for (brewery, breweryCountry) in countryOfBrewery.enumerated() where breweryCountry == country {
            matched.insert(Int32(brewery))
        }
        beersOfBrewery.insertBeers(of: matched, into: &set)
        return set
    }
}

/// The last `SearchIndex` a store loaded, shared by its reader connections.
final class SearchIndexCache: Sendable {
    private let latest = Locked<SearchIndex?>(nil)
    /// Held while loading, so searches arriving meanwhile wait for that load instead of each
    /// doing their own.
    private let loading = Locked<Void>(())
    /// How many times an index was loaded (for tests).
    private let loadCount = Locked(0)

    var loads: Int { loadCount.withLock { $0 } }

    /// The index for the database as `db` sees it if it is already loaded, else nil.
    func loaded(_ db: Database) throws -> SearchIndex? {
        guard let revision = try SearchIndex.currentRevision(db),
              let cached = latest.withLock({ $0 }), cached.revision == revision else { return nil }
        return cached
    }

    /// The index for the database as `db` sees it, loaded when the revision moved.
    func index(_ db: Database) throws -> SearchIndex {
        guard let revision = try SearchIndex.currentRevision(db) else {
            // No counter (a hand-edited database): nothing says when a copy goes stale.
            return try SearchIndex.load(db, revision: nil)
        }
        if let cached = latest.withLock({ $0 }), cached.revision == revision { return cached }
        return try loading.withLock { _ in
            if let cached = latest.withLock({ $0 }), cached.revision == revision { return cached }
            let loaded = try SearchIndex.load(db, revision: revision)
            loadCount.withLock { $0 += 1 }
            latest.withLock { $0 = loaded }
            return loaded
        }
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
