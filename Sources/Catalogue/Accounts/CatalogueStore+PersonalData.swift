import Foundation
import GRDB

/// Personal data per user and beer, through its record types. Each call is one transaction
/// (WAL keeps it durable across a crash at any moment). Favourites, ratings and notes are
/// WITHOUT ROWID tables, whose changes SQLite does not report to GRDB's observation: their
/// writes announce themselves with `notifyChanges` (see `observeChanges`).
extension CatalogueStore {
    public func setFavourite(_ isFavourite: Bool, userID: Int64, beerID: Int64, at time: Date = Date()) throws {
        try writing { db in
            if isFavourite {
                // Favourited already: the first time is kept.
                try FavouriteRecord(userID: userID, beerID: beerID, createdAt: time).insert(db, onConflict: .ignore)
            } else {
                try FavouriteRecord.all().owned(by: userID, about: beerID).deleteAll(db)
            }
            try db.notifyChanges(in: FavouriteRecord.all())
        }
    }

    /// Sets 1–5 stars, or clears the rating with nil.
    public func setRating(_ stars: Int?, userID: Int64, beerID: Int64) throws {
        if let stars, !(1...5).contains(stars) {
            throw StoreError.invalidValue("a rating is 1 to 5 stars, not \(stars)")
        }
        try writing { db in
            if let stars {
                // The row is its key and one value, so replacing it is an upsert. (GRDB's own
                // `upsert` asks for the rowid back, which a WITHOUT ROWID table does not have.)
                try RatingRecord(userID: userID, beerID: beerID, stars: stars).insert(db, onConflict: .replace)
            } else {
                try RatingRecord.all().owned(by: userID, about: beerID).deleteAll(db)
            }
            try db.notifyChanges(in: RatingRecord.all())
        }
    }

    /// Sets the note; nil or only whitespace removes it.
    public func setNote(_ text: String?, userID: Int64, beerID: Int64) throws {
        let note = text?.nonEmptyNormalised
        try writing { db in
            if let note {
                // An upsert, as for a rating.
                try NoteRecord(userID: userID, beerID: beerID, text: note).insert(db, onConflict: .replace)
            } else {
                try NoteRecord.all().owned(by: userID, about: beerID).deleteAll(db)
            }
            try db.notifyChanges(in: NoteRecord.all())
        }
    }

    public func checkIn(userID: Int64, beerID: Int64, at time: Date) throws {
        try writing { db in
            var checkIn = CheckInRecord(userID: userID, beerID: beerID, at: time)
            try checkIn.insert(db)
        }
    }

    public func personalData(userID: Int64, beerID: Int64) throws -> PersonalBeerData {
        try reading { db in
            PersonalBeerData(
                isFavourite: !(try FavouriteRecord.all().owned(by: userID, about: beerID).isEmpty(db)),
                rating: try RatingRecord.all().owned(by: userID, about: beerID).fetchOne(db)?.stars,
                note: try NoteRecord.all().owned(by: userID, about: beerID).fetchOne(db)?.text,
                checkIns: try CheckInRecord.all().owned(by: userID, about: beerID)
                    .order(CheckInRecord.Columns.at).fetchAll(db).map(\.at))
        }
    }

    /// Every beer the user has favourited, rated, noted or checked in, in name order: one query
    /// per personal-data table and one for the beers, however many beers there are.
    public func personalExport(userID: Int64) throws -> [PersonalExportRow] {
        try reading { db in
            var data: [Int64: PersonalBeerData] = [:]
            for favourite in try FavouriteRecord.all().owned(by: userID).fetchAll(db) {
                data[favourite.beerID, default: PersonalBeerData()].isFavourite = true
            }
            for rating in try RatingRecord.all().owned(by: userID).fetchAll(db) {
                data[rating.beerID, default: PersonalBeerData()].rating = rating.stars
            }
            for note in try NoteRecord.all().owned(by: userID).fetchAll(db) {
                data[note.beerID, default: PersonalBeerData()].note = note.text
            }
            for checkIn in try CheckInRecord.all().owned(by: userID).order(CheckInRecord.Columns.at).fetchAll(db) {
                data[checkIn.beerID, default: PersonalBeerData()].checkIns.append(checkIn.at)
            }
            guard !data.isEmpty else { return [] }
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
            return rows.compactMap { row in
                let id: Int64 = row["id"]
                guard let personal = data[id] else { return nil }
                let summary = BeerSummary(
                    id: id, name: row["name"], breweryName: row["brewery_name"], country: row["country"],
                    style: row["style_name"], abv: row["abv"], ibu: row["ibu"], isFavourite: personal.isFavourite,
                    rating: personal.rating)
                return PersonalExportRow(beer: summary, data: personal)
            }
        }
    }
}
