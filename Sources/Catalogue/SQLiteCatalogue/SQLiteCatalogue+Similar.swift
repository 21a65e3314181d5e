import GRDB

/// The beers like a beer: candidates the indexes find without reading the catalogue whole (the
/// brewery's; the style's nearest in ABV on each side, by `beers_style_abv`; any style's nearest
/// in ABV on each side, by the in-memory search's ABV order) and the beers the other people who
/// rated it 4 or more liked too (the person asking is not counted: their own taste is no news to
/// them), ranked by `SimilarityRanking` as every store ranks them. The candidates are rows read
/// here and there, so they are read through a small page cache: a detail opened after another
/// does not fill the connection's cache with them.
extension SQLiteCatalogue {
    public func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer] {
        let userID = session?.user.id
        return try await work.run { [store] in
            try store.reading { db in
                try db.withPageCache(kibibytes: 1_024) {
                    guard let beer = try Self.traits(db, "WHERE b.id = ?", [beerID]).first else {
                        throw CatalogueError.noSuchBeer(beerID)
                    }
                    let nearest = try Self.nearestByABV(to: beer, index: try store.searchIndex.index(db), db)
                    return try Self.similarBeers(db, beer, nearest: nearest, userID)
                }
            }
        }
    }

    static func traits(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws -> [SimilarityRanking.Traits] {
        try Row.fetchAll(db, sql: "SELECT b.id, b.brewery_id, b.style_id, b.abv, b.ibu, b.srm FROM beers b \(sql)",
                         arguments: arguments).map { row in
            SimilarityRanking.Traits(id: row[0], breweryID: row[1], styleID: row[2], abv: row[3], ibu: row[4], srm: row[5])
        }
    }

    /// The ids of the beers of any style nearest in ABV above and below `beer`, ties by id: the
    /// in-memory ABV order walked from it both ways.
    static func nearestByABV(to beer: SimilarityRanking.Traits, index: SearchIndex, _ db: Database) throws -> [Int64] {
        guard let abv = beer.abv, let cursor = NextPage(afterSortValue: .number(abv), id: beer.id).cursor else { return [] }
        return try [false, true].flatMap { descending in
            try CatalogueStore.orderedSlots(.abv, descending: descending, after: cursor, limit: SimilarityRanking.candidatesPerKind,
                                            in: index, db, isSelected: { _ in true }).map(index.id(of:))
        }
    }

    static func similarBeers(_ db: Database, _ beer: SimilarityRanking.Traits, nearest: [Int64],
                             _ userID: Int64?) throws -> [SimilarBeer] {
        let perKind = SimilarityRanking.candidatesPerKind
        var candidates = try traits(db, "WHERE b.brewery_id = ? AND b.id <> ? ORDER BY b.id LIMIT ?", [beer.breweryID, beer.id, perKind])
        if let style = beer.styleID {
            if let abv = beer.abv {
                candidates += try traits(db, "WHERE b.style_id = ? AND (b.abv, b.id) > (?, ?) ORDER BY b.abv, b.id LIMIT ?",
                                         [style, abv, beer.id, perKind])
                candidates += try traits(db, "WHERE b.style_id = ? AND (b.abv, b.id) < (?, ?) ORDER BY b.abv DESC, b.id DESC LIMIT ?",
                                         [style, abv, beer.id, perKind])
            } else {
                candidates += try traits(db, "WHERE b.style_id = ? AND b.id <> ? ORDER BY b.id LIMIT ?", [style, beer.id, perKind])
            }
        }
        let liked = try Row.fetchAll(db, sql: """
            SELECT other.beer_id, count(*) AS people FROM ratings mine
            JOIN ratings other ON other.user_id = mine.user_id AND other.beer_id <> mine.beer_id AND other.stars >= 4
            WHERE mine.beer_id = ? AND mine.stars >= 4 AND mine.user_id <> ?
            GROUP BY other.beer_id ORDER BY people DESC, other.beer_id LIMIT ?
            """, arguments: [beer.id, userID ?? 0, perKind])
        let likedBy = Dictionary(liked.map { ($0[0] as Int64, $0[1] as Int) }, uniquingKeysWith: +)
        let others = Array(Set(nearest).union(likedBy.keys)).sorted()
        if !others.isEmpty {
            candidates += try traits(db, "WHERE b.id IN (\(others.map { _ in "?" }.joined(separator: ",")))", StatementArguments(others))
        }
        let ranked = SimilarityRanking.rank(beer, candidates: candidates, likedBy: likedBy)
        let summaries = try CatalogueStore.summaries(db, ids: ranked.map(\.id), userID: userID)
        return zip(summaries, ranked).map { SimilarBeer(beer: $0, reasons: $1.reasons) }
    }
}

extension SQLiteCatalogue {
    /// The ABV counts come from `beers_style_abv` alone; the IBU counts read the style's rows,
    /// through a small page cache so a large style does not fill the connection's.
    public func styleDistribution(ofStyle name: String) async throws -> StyleDistribution {
        // SQLite would compare the text only up to a NUL; no style's name holds one.
        guard !name.unicodeScalars.contains("\u{0}") else { return StyleDistribution() }
        return try await work.run { [store] in
            try store.reading { db in
                guard let style = try Int64.fetchOne(db, sql: "SELECT id FROM styles WHERE name = ?", arguments: [name]) else {
                    return StyleDistribution()
                }
                func bins(_ expression: String, _ column: String) throws -> [(bin: Int, count: Int)] {
                    try Row.fetchAll(db, sql: """
                        SELECT \(expression), count(*) FROM beers b WHERE b.style_id = ? AND b.\(column) >= 0 GROUP BY 1
                        """, arguments: [style]).map { ($0[0], $0[1]) }
                }
                let abv = try bins(Self.abvBin, "abv")
                let ibu = try db.withPageCache(kibibytes: 512) {
                    try bins("""
                        CASE WHEN b.ibu >= \(IBUBins.last * IBUBins.width) THEN \(IBUBins.last) ELSE CAST(b.ibu AS INTEGER) / \(IBUBins.width) END
                        """, "ibu")
                }
                return StyleDistribution(abv: ABVBins.histogram(abv), ibu: IBUBins.histogram(ibu))
            }
        }
    }
}
