import Catalogue
import PostgresNIO

/// Searches on this server's copy of the catalogue (`PostgresSearchMirror`), as a SQLite server
/// answers them: PostgreSQL is asked only for its revision, and for a signed-in person's marks
/// on the page's beers. A query about the person's own favourites or check-ins still runs in
/// SQL, where those are.
extension PostgresCatalogue {
    /// Loads this server's search mirror (seconds at a million beers) and keeps it current from
    /// then on; searches run in SQL until it has loaded. Called again, it catches up now.
    public func prepareSearch() async throws {
        try await searchMirror.prepare(self)
        mirrorFollowing.withLock { following in
            guard following == nil else { return }
            let changes = changeSignals()
            following = Task { [weak self] in
                for await change in changes {
                    guard let self else { return }
                    switch change {
                    case .lost:
                        hearsChanges.store(false, ordering: .sequentiallyConsistent)
                    case .listening, .moved:
                        if case .moved(let revision?) = change {
                            announcedRevision.store(max(announcedRevision.load(ordering: .sequentiallyConsistent), revision),
                                                    ordering: .sequentiallyConsistent)
                        }
                        // Caught up with all that committed until now (heard or not), the mirror
                        // may trust announcements from here on. A failure is met again, and
                        // reported, by the next search.
                        if (try? await searchMirror.current(atLeast: .max, self)) != nil {
                            hearsChanges.store(true, ordering: .sequentiallyConsistent)
                        }
                    }
                }
            }
        }
    }

    /// The mirror holding at least the revision the database has now, or nil while it has not
    /// loaded or when `query` asks for the person's own beers. Asks the database nothing while
    /// its announcements are heard and the mirror is as current as the latest one (and this
    /// catalogue wrote nothing since); else reads the revision and catches up.
    func currentMirror(for query: CatalogueQuery, signedIn: Bool) async throws -> SearchMirror? {
        if signedIn, query.wantsFavourites || query.wantsCheckIns { return nil }
        guard let loaded = searchMirror.latest.withLock({ $0 }) else { return nil }
        if hearsChanges.load(ordering: .sequentiallyConsistent),
           loaded.ownWrites == ownWrites.load(ordering: .sequentiallyConsistent),
           loaded.revision >= announcedRevision.load(ordering: .sequentiallyConsistent) {
            return loaded.mirror
        }
        let writes = ownWrites.load(ordering: .sequentiallyConsistent)
        let revision = Int64(try await revision())
        let mirror = try await searchMirror.current(atLeast: revision, self)
        await searchMirror.acknowledge(ownWrites: writes, revision: revision)
        return mirror
    }

    /// `page` with `userID`'s favourite marks, stars and check-in counts on its beers.
    func withPersonalMarks(_ page: BeerPage, userID: Int64) async throws -> BeerPage {
        guard !page.beers.isEmpty else { return page }
        // The same marks a search in SQL reads (`personalColumns`), for the page's ids as `b`.
        var sql = BoundSQL()
        let personal = try Self.personalColumns(of: userID, binding: &sql)
        let ids = try sql.bind(page.beers.map(\.id))
        sql.append("SELECT b.id, \(personal) FROM unnest(\(ids)::bigint[]) AS b(id)")
        let rows = try await rows(sql.query)
        var marks: [Int64: (favourite: Bool, stars: Int32?, checkIns: Int64)] = [:]
        for row in rows {
            let (id, favourite, stars, checkIns) = try row.decode((Int64, Bool, Int32?, Int64).self)
            marks[id] = (favourite, stars, checkIns)
        }
        let beers = page.beers.map { beer in
            let mark = marks[beer.id]
            return BeerSummary(id: beer.id, name: beer.name, breweryName: beer.breweryName, country: beer.country,
                               style: beer.style, abv: beer.abv, ibu: beer.ibu, isFavourite: mark?.favourite ?? false,
                               rating: mark?.stars.map(Int.init), averageRating: beer.averageRating,
                               ratingCount: beer.ratingCount, checkInCount: Int(mark?.checkIns ?? 0))
        }
        return BeerPage(beers: beers, total: page.total, next: page.next, words: page.words)
    }

    /// How many times this server read the whole catalogue into its mirror (for tests).
    public var searchMirrorLoads: Int {
        get async { await searchMirror.fullLoads }
    }
}
