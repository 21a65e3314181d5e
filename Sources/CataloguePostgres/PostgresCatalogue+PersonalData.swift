import Catalogue
import Foundation
import PostgresNIO

/// A user's own data about beers. Every statement names the user, so nobody reads or changes
/// another's; each change moves the catalogue revision (lists show favourites and ratings).
extension PostgresCatalogue {
    public func personalData(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await Self.personalData(beerID: beerID, userID: session.user.id) { try await self.rows($0) }
    }

    /// The person's data about the beer, read with `read` (the pool, or a change's transaction).
    private static func personalData(beerID: Int64, userID: Int64,
                                     _ read: (PostgresQuery) async throws -> [PostgresRow]) async throws -> PersonalBeerData {
        let rows = try await read("""
            SELECT EXISTS (SELECT 1 FROM beers WHERE id = \(beerID)),
                   EXISTS (SELECT 1 FROM favourites WHERE user_id = \(userID) AND beer_id = \(beerID)),
                   (SELECT stars FROM ratings WHERE user_id = \(userID) AND beer_id = \(beerID)),
                   (SELECT text FROM notes WHERE user_id = \(userID) AND beer_id = \(beerID))
            """)
        guard let row = rows.first else { return PersonalBeerData() }
        let (exists, favourite, stars, note) = try row.decode((Bool, Bool, Int32?, String?).self)
        guard exists else { throw CatalogueError.noSuchBeer(beerID) }
        let checkIns = try await read("""
            SELECT \(unescaped: checkInColumns) FROM checkins
            WHERE user_id = \(userID) AND beer_id = \(beerID) ORDER BY at DESC, id DESC
            """).map(checkIn(from:))
        return PersonalBeerData(isFavourite: favourite, rating: stars.map(Int.init), note: note, checkIns: checkIns)
    }

    /// The columns `checkIn(from:)` reads, in its order.
    static let checkInColumns = "id, beer_id, at, serving, place, comment, rating_quarters, external_id"

    static func checkIn(from row: PostgresRow) throws -> CheckIn {
        let (id, beerID, at, serving, place, comment, quarters, externalID) = try row.decode(
            (Int64, Int64, Double, String?, String?, String?, Int32?, String?).self)
        return CheckIn(id: id, beerID: beerID, time: Date(timeIntervalSince1970: at),
                       serving: serving.flatMap(Serving.init(rawValue:)), place: place, comment: comment,
                       rating: quarters.flatMap { QuarterRating(quarters: Int($0)) }, externalID: externalID)
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let userID = session.user.id
        let time = sessions.now().timeIntervalSince1970
        return try await change(userID: userID, beerID: beerID, isFavourite
            // Favourited already: the first time is kept.
            ? """
              INSERT INTO favourites (user_id, beer_id, created_at) VALUES (\(userID), \(beerID), \(time))
              ON CONFLICT DO NOTHING
              """
            : "DELETE FROM favourites WHERE user_id = \(userID) AND beer_id = \(beerID)")
    }

    public func setRating(_ stars: Int?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        if let stars, !(1...5).contains(stars) {
            throw StoreError.invalidValue("a rating is 1 to 5 stars, not \(stars)")
        }
        let userID = session.user.id
        // Whole seconds, as check-ins: a check-in in the same second comes after it.
        let time = sessions.wholeSecondsNow().timeIntervalSince1970
        return try await change(userID: userID, beerID: beerID, stars.map { stars in
            """
            INSERT INTO ratings (user_id, beer_id, stars, rated_at) VALUES (\(userID), \(beerID), \(Int32(stars)), \(time))
            ON CONFLICT (user_id, beer_id) DO UPDATE SET stars = excluded.stars, rated_at = excluded.rated_at
            """
        } ?? "DELETE FROM ratings WHERE user_id = \(userID) AND beer_id = \(beerID)")
    }

    public func setNote(_ text: String?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let userID = session.user.id
        let note = text?.catalogueNormalised
        return try await change(userID: userID, beerID: beerID, note.flatMap { $0.isEmpty ? nil : $0 }.map { note in
            """
            INSERT INTO notes (user_id, beer_id, text) VALUES (\(userID), \(beerID), \(note))
            ON CONFLICT (user_id, beer_id) DO UPDATE SET text = excluded.text
            """
        } ?? "DELETE FROM notes WHERE user_id = \(userID) AND beer_id = \(beerID)")
    }

    public func checkIn(beerID: Int64, _ details: NewCheckIn, session: Session) async throws -> PersonalBeerData {
        let checkIn = try details.validated(now: sessions.wholeSecondsNow)
        return try await change(userID: session.user.id, beerID: beerID, Self.recording(checkIn, userID: session.user.id, beerID: beerID))
    }

    /// The statement that adds a validated check-in unless the person has its external id
    /// already; a rated one sets their rating of the beer in whole stars unless they rated it later.
    static func recording(_ checkIn: NewCheckIn, userID: Int64, beerID: Int64) -> PostgresQuery {
        let time = checkIn.time?.timeIntervalSince1970 ?? 0
        let quarters = checkIn.rating.map { Int32($0.quarters) }
        guard let rating = checkIn.rating else {
            return """
                INSERT INTO checkins (user_id, beer_id, at, serving, place, comment, rating_quarters, external_id)
                VALUES (\(userID), \(beerID), \(time), \(checkIn.serving?.rawValue), \(checkIn.place), \(checkIn.comment),
                        \(quarters), \(checkIn.externalID))
                ON CONFLICT DO NOTHING
                """
        }
        return """
            WITH added AS (
                INSERT INTO checkins (user_id, beer_id, at, serving, place, comment, rating_quarters, external_id)
                VALUES (\(userID), \(beerID), \(time), \(checkIn.serving?.rawValue), \(checkIn.place), \(checkIn.comment),
                        \(quarters), \(checkIn.externalID))
                ON CONFLICT DO NOTHING RETURNING at
            )
            INSERT INTO ratings (user_id, beer_id, stars, rated_at)
            SELECT \(userID), \(beerID), \(Int32(rating.wholeStars)), at FROM added
            ON CONFLICT (user_id, beer_id) DO UPDATE SET stars = excluded.stars, rated_at = excluded.rated_at
            WHERE ratings.rated_at <= excluded.rated_at
            """
    }

    /// Every beer the user has favourited, rated, noted or checked in, in name order.
    public func personalExport(session: Session) async throws -> [PersonalExportRow] {
        let userID = session.user.id
        return try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            var checkIns: [Int64: [CheckIn]] = [:]
            for row in try await connection.query("""
                SELECT \(unescaped: Self.checkInColumns) FROM checkins WHERE user_id = \(userID) ORDER BY at DESC, id DESC
                """, logger: self.logger).collect() {
                let checkIn = try Self.checkIn(from: row)
                checkIns[checkIn.beerID, default: []].append(checkIn)
            }
            let rows = try await connection.query("""
                SELECT b.id, b.name, r.name, COALESCE(r.country_code, r.country), s.name, b.abv, b.ibu,
                       EXISTS (SELECT 1 FROM favourites WHERE user_id = \(userID) AND beer_id = b.id),
                       (SELECT stars FROM ratings WHERE user_id = \(userID) AND beer_id = b.id),
                       (SELECT text FROM notes WHERE user_id = \(userID) AND beer_id = b.id)
                FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
                WHERE b.id IN (SELECT beer_id FROM favourites WHERE user_id = \(userID)
                               UNION SELECT beer_id FROM ratings WHERE user_id = \(userID)
                               UNION SELECT beer_id FROM notes WHERE user_id = \(userID)
                               UNION SELECT beer_id FROM checkins WHERE user_id = \(userID))
                ORDER BY b.sort_key, b.id
                """, logger: self.logger).collect()
            return try rows.map { row in
                let (id, name, brewery, country, style, abv, ibu, favourite, stars, note) = try row.decode(
                    (Int64, String, String, String?, String?, Double?, Double?, Bool, Int32?, String?).self)
                let data = PersonalBeerData(isFavourite: favourite, rating: stars.map(Int.init), note: note,
                                            checkIns: checkIns[id] ?? [])
                let beer = BeerSummary(id: id, name: name, breweryName: brewery, country: country, style: style,
                                       abv: abv, ibu: ibu, isFavourite: favourite, rating: data.rating,
                                       checkInCount: data.checkIns.count)
                return PersonalExportRow(beer: beer, data: data)
            }
        }
    }

    /// Runs one change to a user's data with the revision moved, in one transaction that reads
    /// their data about the beer back; a user or beer that does not exist is named as `CatalogueError`.
    private func change(userID: Int64, beerID: Int64, _ statement: PostgresQuery) async throws -> PersonalBeerData {
        do {
            return try await inTransaction { connection in
                // Read first, so a beer that does not exist is named even by a removal.
                _ = try await Self.personalData(beerID: beerID, userID: userID) {
                    try await connection.query($0, logger: self.logger).collect()
                }
                try await connection.query(statement, logger: self.logger)
                try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: self.logger)
                return try await Self.personalData(beerID: beerID, userID: userID) {
                    try await connection.query($0, logger: self.logger).collect()
                }
            }
        } catch let error as PSQLError where error.sqlState == SQLState.foreignKeyViolation {
            if error.constraintName?.contains("user") == true { throw CatalogueError.noSuchUser(userID) }
            throw CatalogueError.noSuchBeer(beerID)
        }
    }
}
