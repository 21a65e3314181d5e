import Catalogue
import Foundation
import PostgresNIO

/// An Untappd export into a person's journal, as the SQLite store writes it, in one transaction
/// (a dry run rolls it back) under the import lock: the beers found by their sort keys in one
/// statement, the missing ones added as an import adds beers (`writeBeers`), the check-ins in
/// multi-row statements that skip an external id the person has, then the ratings.
extension PostgresCatalogue {
    /// Rows per multi-row statement: a check-in binds 9 values, a rating 4 (at most 65,535 a statement).
    private static let checkInsPerBatch = 5_000
    private static let ratingsPerBatch = 10_000

    public func importCheckIns(_ checkIns: [UntappdCheckIn], dryRun: Bool, session: Session) async throws -> UntappdImportReport {
        let userID = session.user.id
        let plan = try UntappdImportPlan(checkIns, now: sessions.wholeSecondsNow)
        return try await inTransaction(commits: !dryRun) { connection in
            try await self.lockImports(connection)
            let user = try await connection.query("SELECT EXISTS (SELECT 1 FROM users WHERE id = \(userID))",
                                                  logger: self.logger).collect()
            guard try user.first?.decode(Bool.self) == true else { throw CatalogueError.noSuchUser(userID) }
            var beerIDs = try await self.storedBeers(plan.beers, connection)
            let missing = beerIDs.indices.filter { beerIDs[$0] == nil }
            var beersAdded = 0
            if !missing.isEmpty {
                beersAdded = try await self.writeBeers(missing.map { plan.beers[$0] }, connection).beersAdded
                for (index, id) in zip(missing, try await self.storedBeers(missing.map { plan.beers[$0] }, connection)) {
                    beerIDs[index] = id
                }
            }
            let ids = try zip(plan.beers, beerIDs).map { beer, id in
                guard let id else { throw UnmatchedBeer(name: beer.name) }
                return id
            }
            let added = try await self.addCheckIns(plan.rows, beerIDs: ids, userID: userID, connection)
            try await self.rate(from: plan.rows, added: added, beerIDs: ids, userID: userID, connection)
            if added.contains(true) {
                try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: self.logger)
            }
            return plan.report(added: added, beersAdded: beersAdded)
        }
    }

    /// Each beer's id, the first (by id) of its folded name at a brewery of its folded name; nil
    /// where there is none.
    private func storedBeers(_ beers: [NormalisedBeer], _ connection: PostgresConnection) async throws -> [Int64?] {
        let rows = try await connection.query("""
            SELECT k.position, (SELECT b.id FROM beers b JOIN breweries r ON r.id = b.brewery_id
                                WHERE b.sort_key = k.name AND r.sort_key = k.brewery ORDER BY b.id LIMIT 1)
            FROM unnest(\(beers.map(\.sortKey))::text[], \(beers.map(\.brewerySortKey))::text[],
                        \(beers.indices.map(Int64.init))::bigint[]) AS k(name, brewery, position)
            """, logger: logger).collect()
        var ids = [Int64?](repeating: nil, count: beers.count)
        for row in rows {
            let (position, id) = try row.decode((Int64, Int64?).self)
            ids[Int(position)] = id
        }
        return ids
    }

    /// Adds the rows' check-ins, in file order, but those whose external id the person has (in
    /// the table or earlier in the file); says which were added. Their ids are taken first, in
    /// file order, so the answer tells each row's fate and the journal's ties order as SQLite's.
    private func addCheckIns(_ rows: [UntappdImportPlan.Row], beerIDs: [Int64], userID: Int64,
                             _ connection: PostgresConnection) async throws -> [Bool] {
        guard !rows.isEmpty else { return [] }
        let ids = try await connection.query("""
            SELECT nextval(pg_get_serial_sequence('checkins', 'id')) FROM generate_series(1, \(rows.count))
            """, logger: logger).collect().map { try $0.decode(Int64.self) }.sorted()
        var added = Set<Int64>()
        for start in stride(from: 0, to: rows.count, by: Self.checkInsPerBatch) {
            var sql = BoundSQL("""
                INSERT INTO checkins (id, user_id, beer_id, at, serving, place, comment, rating_quarters, external_id)
                VALUES
                """)
            for index in start ..< min(start + Self.checkInsPerBatch, rows.count) {
                let checkIn = rows[index].checkIn
                sql.append(index == start ? "\n(" : ",\n(")
                sql.append([
                    try sql.bind(ids[index]), try sql.bind(userID), try sql.bind(beerIDs[rows[index].beer]),
                    try sql.bind(rows[index].time.timeIntervalSince1970), try sql.bind(checkIn.serving?.rawValue),
                    try sql.bind(checkIn.place), try sql.bind(checkIn.comment),
                    try sql.bind(checkIn.rating.map { Int32($0.quarters) }), try sql.bind(checkIn.externalID),
                ].joined(separator: ", ") + ")")
            }
            sql.append("\nON CONFLICT DO NOTHING RETURNING id")
            for row in try await connection.query(sql.query, logger: logger).collect() {
                added.insert(try row.decode(Int64.self))
            }
        }
        return ids.map(added.contains)
    }

    /// The rating rule of `checkIn`, as SQLite applies it row by row: for each beer, the added
    /// rated check-in latest in time (the last in the file of those at that time) sets the
    /// person's whole stars, unless they rated the beer later.
    private func rate(from rows: [UntappdImportPlan.Row], added: [Bool], beerIDs: [Int64], userID: Int64,
                      _ connection: PostgresConnection) async throws {
        var latest: [Int64: (time: Date, rating: QuarterRating)] = [:]
        var beers: [Int64] = []
        for (row, isNew) in zip(rows, added) where isNew {
            guard let rating = row.checkIn.rating else { continue }
            let beerID = beerIDs[row.beer]
            if let kept = latest[beerID] {
                if row.time < kept.time { continue }
            } else {
                beers.append(beerID)
            }
            latest[beerID] = (row.time, rating)
        }
        for start in stride(from: 0, to: beers.count, by: Self.ratingsPerBatch) {
            var sql = BoundSQL("INSERT INTO ratings (user_id, beer_id, stars, rated_at) VALUES")
            for index in start ..< min(start + Self.ratingsPerBatch, beers.count) {
                let rated = latest[beers[index]]
                sql.append(index == start ? "\n(" : ",\n(")
                sql.append([
                    try sql.bind(userID), try sql.bind(beers[index]), try sql.bind(rated.map { Int32($0.rating.wholeStars) }),
                    try sql.bind(rated?.time.timeIntervalSince1970),
                ].joined(separator: ", ") + ")")
            }
            sql.append("""

                ON CONFLICT (user_id, beer_id) DO UPDATE SET stars = excluded.stars, rated_at = excluded.rated_at
                WHERE ratings.rated_at <= excluded.rated_at
                """)
            try await connection.query(sql.query, logger: logger)
        }
    }
}

/// A beer the import added that its sort keys then did not find: a fault of the store, not of the export.
private struct UnmatchedBeer: Error, CustomStringConvertible {
    let name: String
    var description: String { "the beer \(String(reflecting: name)) was added but not found by its sort keys" }
}
