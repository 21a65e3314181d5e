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
                   (SELECT text FROM notes WHERE user_id = \(userID) AND beer_id = \(beerID)),
                   ARRAY(SELECT at FROM checkins WHERE user_id = \(userID) AND beer_id = \(beerID) ORDER BY at, id)
            """)
        guard let row = rows.first else { return PersonalBeerData() }
        let (exists, favourite, stars, note, checkIns) = try row.decode((Bool, Bool, Int32?, String?, [Double]).self)
        guard exists else { throw CatalogueError.noSuchBeer(beerID) }
        return PersonalBeerData(isFavourite: favourite, rating: stars.map(Int.init), note: note,
                                checkIns: checkIns.map(Date.init(timeIntervalSince1970:)))
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
        return try await change(userID: userID, beerID: beerID, stars.map { stars in
            """
            INSERT INTO ratings (user_id, beer_id, stars) VALUES (\(userID), \(beerID), \(Int32(stars)))
            ON CONFLICT (user_id, beer_id) DO UPDATE SET stars = excluded.stars
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

    public func checkIn(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let userID = session.user.id
        let time = sessions.wholeSecondsNow()
        return try await change(userID: userID, beerID: beerID, """
            INSERT INTO checkins (user_id, beer_id, at) VALUES (\(userID), \(beerID), \(time.timeIntervalSince1970))
            """)
    }

    /// Every beer the user has favourited, rated, noted or checked in, in name order.
    public func personalExport(session: Session) async throws -> [PersonalExportRow] {
        let userID = session.user.id
        let rows = try await rows("""
            SELECT b.id, b.name, r.name, COALESCE(r.country_code, r.country), s.name, b.abv, b.ibu,
                   EXISTS (SELECT 1 FROM favourites WHERE user_id = \(userID) AND beer_id = b.id),
                   (SELECT stars FROM ratings WHERE user_id = \(userID) AND beer_id = b.id),
                   (SELECT text FROM notes WHERE user_id = \(userID) AND beer_id = b.id),
                   ARRAY(SELECT at FROM checkins WHERE user_id = \(userID) AND beer_id = b.id ORDER BY at, id)
            FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
            WHERE b.id IN (SELECT beer_id FROM favourites WHERE user_id = \(userID)
                           UNION SELECT beer_id FROM ratings WHERE user_id = \(userID)
                           UNION SELECT beer_id FROM notes WHERE user_id = \(userID)
                           UNION SELECT beer_id FROM checkins WHERE user_id = \(userID))
            ORDER BY b.sort_key, b.id
            """)
        return try rows.map { row in
            let (id, name, brewery, country, style, abv, ibu, favourite, stars, note, checkIns) = try row.decode(
                (Int64, String, String, String?, String?, Double?, Double?, Bool, Int32?, String?, [Double]).self)
            let data = PersonalBeerData(isFavourite: favourite, rating: stars.map(Int.init), note: note,
                                        checkIns: checkIns.map(Date.init(timeIntervalSince1970:)))
            let beer = BeerSummary(id: id, name: name, breweryName: brewery, country: country, style: style,
                                   abv: abv, ibu: ibu, isFavourite: favourite, rating: data.rating)
            return PersonalExportRow(beer: beer, data: data)
        }
    }

    /// Runs one change to a user's data with the revision moved, in one transaction that reads
    /// their data about the beer back; a user or beer that does not exist is named as `CatalogueError`.
    private func change(userID: Int64, beerID: Int64, _ statement: PostgresQuery) async throws -> PersonalBeerData {
        do {
            return try await inTransaction { connection in
                // Read first, so a beer that does not exist is named even by a removal.
                _ = try await Self.personalData(beerID: beerID, userID: userID) {
                    try await connection.query($0, logger: logger).collect()
                }
                try await connection.query(statement, logger: logger)
                try await connection.query("UPDATE catalogue_revision SET value = value + 1", logger: logger)
                return try await Self.personalData(beerID: beerID, userID: userID) {
                    try await connection.query($0, logger: logger).collect()
                }
            }
        } catch let error as PSQLError where error.sqlState == SQLState.foreignKeyViolation {
            if error.constraintName?.contains("user") == true { throw CatalogueError.noSuchUser(userID) }
            throw CatalogueError.noSuchBeer(beerID)
        }
    }
}
