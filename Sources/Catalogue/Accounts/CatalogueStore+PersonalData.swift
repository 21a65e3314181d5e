import Foundation
import GRDB

/// Personal data per user and beer. Each call is one transaction (WAL keeps it durable across
/// a crash at any moment).
extension CatalogueStore {
    public func setFavourite(_ isFavourite: Bool, userID: Int64, beerID: Int64, at time: Date = Date()) throws {
        try writing { db in
            if isFavourite {
                try db.execute(sql: """
                    INSERT INTO favourites (user_id, beer_id, created_at) VALUES (?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """, arguments: [userID, beerID, time.timeIntervalSince1970])
            } else {
                try db.execute(sql: "DELETE FROM favourites WHERE user_id = ? AND beer_id = ?", arguments: [userID, beerID])
            }
        }
    }

    /// Sets 1–5 stars, or clears the rating with nil.
    public func setRating(_ stars: Int?, userID: Int64, beerID: Int64) throws {
        if let stars, !(1...5).contains(stars) {
            throw StoreError.invalidValue("a rating is 1 to 5 stars, not \(stars)")
        }
        try writing { db in
            if let stars {
                try db.execute(sql: """
                    INSERT INTO ratings (user_id, beer_id, stars) VALUES (?, ?, ?)
                    ON CONFLICT(user_id, beer_id) DO UPDATE SET stars = excluded.stars
                    """, arguments: [userID, beerID, stars])
            } else {
                try db.execute(sql: "DELETE FROM ratings WHERE user_id = ? AND beer_id = ?", arguments: [userID, beerID])
            }
        }
    }

    /// Sets the note; nil or only whitespace removes it.
    public func setNote(_ text: String?, userID: Int64, beerID: Int64) throws {
        let note = text?.nonEmptyNormalised
        try writing { db in
            if let note {
                try db.execute(sql: """
                    INSERT INTO notes (user_id, beer_id, text) VALUES (?, ?, ?)
                    ON CONFLICT(user_id, beer_id) DO UPDATE SET text = excluded.text
                    """, arguments: [userID, beerID, note])
            } else {
                try db.execute(sql: "DELETE FROM notes WHERE user_id = ? AND beer_id = ?", arguments: [userID, beerID])
            }
        }
    }

    public func checkIn(userID: Int64, beerID: Int64, at time: Date) throws {
        try writing { db in
            try db.execute(sql: "INSERT INTO checkins (user_id, beer_id, at) VALUES (?, ?, ?)",
                           arguments: [userID, beerID, time.timeIntervalSince1970])
        }
    }

    public func personalData(userID: Int64, beerID: Int64) throws -> PersonalBeerData {
        try reading { db in try Self.personalData(db, userID: userID, beerID: beerID) }
    }

    /// Every beer the user has favourited, rated, noted or checked in, in name order.
    public func personalExport(userID: Int64) throws -> [PersonalExportRow] {
        try reading { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT b.id, b.name, r.name AS brewery_name, COALESCE(r.country_code, r.country) AS country,
                       s.name AS style_name, b.abv, b.ibu
                FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
                WHERE b.id IN (SELECT beer_id FROM favourites WHERE user_id = ?1
                               UNION SELECT beer_id FROM ratings WHERE user_id = ?1
                               UNION SELECT beer_id FROM notes WHERE user_id = ?1
                               UNION SELECT beer_id FROM checkins WHERE user_id = ?1)
                ORDER BY b.sort_key, b.id
                """, arguments: [userID])
            return try rows.map { row in
                let data = try Self.personalData(db, userID: userID, beerID: row["id"])
                let summary = BeerSummary(
                    id: row["id"], name: row["name"], breweryName: row["brewery_name"], country: row["country"],
                    style: row["style_name"], abv: row["abv"], ibu: row["ibu"], isFavourite: data.isFavourite,
                    rating: data.rating)
                return PersonalExportRow(beer: summary, data: data)
            }
        }
    }

    private static func personalData(_ db: Database, userID: Int64, beerID: Int64) throws -> PersonalBeerData {
        let arguments: StatementArguments = [userID, beerID]
        return PersonalBeerData(
            isFavourite: try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM favourites WHERE user_id = ? AND beer_id = ?)
                """, arguments: arguments) ?? false,
            rating: try Int.fetchOne(db, sql: "SELECT stars FROM ratings WHERE user_id = ? AND beer_id = ?",
                                     arguments: arguments),
            note: try String.fetchOne(db, sql: "SELECT text FROM notes WHERE user_id = ? AND beer_id = ?",
                                      arguments: arguments),
            checkIns: try Double.fetchAll(db, sql: "SELECT at FROM checkins WHERE user_id = ? AND beer_id = ? ORDER BY at",
                                          arguments: arguments).map(Date.init(timeIntervalSince1970:)))
    }
}
