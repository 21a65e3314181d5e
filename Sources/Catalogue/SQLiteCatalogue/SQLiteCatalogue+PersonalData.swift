import Foundation
import GRDB

/// A person's own data, through its record types. Each change is one transaction that reads the
/// person's data about the beer back before it commits (WAL keeps it durable across a crash at any
/// moment). Favourites, ratings and notes are WITHOUT ROWID tables, whose changes SQLite does not
/// report to GRDB's observation: their writes announce themselves with `notifyChanges` (see
/// `CatalogueStore.observeChanges`).
extension SQLiteCatalogue {
    /// Throws `CatalogueError.noSuchBeer` for a beer that does not exist, as every change does.
    public func personalData(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let userID = session.user.id
        return try await work.run { [store] in try store.reading { db in try Self.personalData(db, userID, beerID) } }
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let time = sessions.now()
        return try await change(beerID: beerID, session: session) { db, userID in
            if isFavourite {
                // Favourited already: the first time is kept.
                try FavouriteRecord(userID: userID, beerID: beerID, createdAt: time).insert(db, onConflict: .ignore)
            } else {
                try FavouriteRecord.all().owned(by: userID, about: beerID).deleteAll(db)
            }
            try db.notifyChanges(in: FavouriteRecord.all())
        }
    }

    public func setRating(_ stars: Int?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        if let stars, !(1...5).contains(stars) {
            throw StoreError.invalidValue("a rating is 1 to 5 stars, not \(stars)")
        }
        // Whole seconds, as check-ins: a check-in in the same second comes after it.
        let time = sessions.wholeSecondsNow()
        return try await change(beerID: beerID, session: session) { db, userID in
            if let stars {
                // The row is its key and its values, so replacing it is an upsert. (GRDB's own
                // `upsert` asks for the rowid back, which a WITHOUT ROWID table does not have.)
                try RatingRecord(userID: userID, beerID: beerID, stars: stars, ratedAt: time).insert(db, onConflict: .replace)
            } else {
                try RatingRecord.all().owned(by: userID, about: beerID).deleteAll(db)
            }
            try db.notifyChanges(in: RatingRecord.all())
        }
    }

    public func setNote(_ text: String?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let note = text?.nonEmptyNormalised
        return try await change(beerID: beerID, session: session) { db, userID in
            if let note {
                // An upsert, as for a rating.
                try NoteRecord(userID: userID, beerID: beerID, text: note).insert(db, onConflict: .replace)
            } else {
                try NoteRecord.all().owned(by: userID, about: beerID).deleteAll(db)
            }
            try db.notifyChanges(in: NoteRecord.all())
        }
    }

    public func checkIn(beerID: Int64, _ details: NewCheckIn, session: Session) async throws -> PersonalBeerData {
        let checkIn = try details.validated(now: sessions.wholeSecondsNow)
        return try await change(beerID: beerID, session: session) { db, userID in
            try Self.record(checkIn, userID: userID, beerID: beerID, db)
            // The schema's revision triggers cover favourites, ratings and notes, not check-ins:
            // the personal revision moves here, as on every change a reader sees.
            try db.execute(sql: "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?",
                           arguments: [MetaKey.personalRevision])
        }
    }

    /// Adds a validated check-in unless the person has its external id already (then it answers
    /// false and changes nothing). A rated one sets the person's rating of the beer, in whole
    /// stars, unless they rated it later than the check-in's time.
    @discardableResult
    static func record(_ checkIn: NewCheckIn, userID: Int64, beerID: Int64, _ db: Database) throws -> Bool {
        var record = CheckInRecord(userID: userID, beerID: beerID, checkIn)
        try record.insert(db, onConflict: .ignore)
        guard db.changesCount > 0 else { return false }
        if let rating = checkIn.rating {
            try db.execute(sql: """
                INSERT INTO ratings (user_id, beer_id, stars, rated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (user_id, beer_id) DO UPDATE SET stars = excluded.stars, rated_at = excluded.rated_at
                WHERE ratings.rated_at <= excluded.rated_at
                """, arguments: [userID, beerID, rating.wholeStars, record.at.timeIntervalSince1970])
            try db.notifyChanges(in: RatingRecord.all())
        }
        return true
    }

    /// One query per personal-data table and one for the beers, however many beers there are.
    public func personalExport(session: Session) async throws -> [PersonalExportRow] {
        let userID = session.user.id
        return try await work.run { [store] in try store.reading { db in try Self.personalExport(db, userID) } }
    }

    /// Runs `write` for the session's user in one transaction and reads their data about the beer
    /// back in it; a user or beer that does not exist is `CatalogueError.noSuchUser`/`.noSuchBeer`.
    private func change(beerID: Int64, session: Session,
                        _ write: @escaping @Sendable (Database, Int64) throws -> Void) async throws -> PersonalBeerData {
        let userID = session.user.id
        return try await work.run { [store] in
            try store.mappingMissingRows(userID: userID, beerID: beerID) {
                try store.writing { db in
                    // Read first, so a beer that does not exist is named even by a removal.
                    _ = try Self.personalData(db, userID, beerID)
                    try write(db, userID)
                    return try Self.personalData(db, userID, beerID)
                }
            }
        }
    }

    /// The person's data about the beer; `CatalogueError.noSuchBeer` when there is no such beer.
    static func personalData(_ db: Database, _ userID: Int64, _ beerID: Int64) throws -> PersonalBeerData {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM beers WHERE id = ?)", arguments: [beerID]) == true else {
            throw CatalogueError.noSuchBeer(beerID)
        }
        return PersonalBeerData(
            isFavourite: !(try FavouriteRecord.all().owned(by: userID, about: beerID).isEmpty(db)),
            rating: try RatingRecord.all().owned(by: userID, about: beerID).fetchOne(db)?.stars,
            note: try NoteRecord.all().owned(by: userID, about: beerID).fetchOne(db)?.text,
            checkIns: try CheckInRecord.all().owned(by: userID, about: beerID)
                .order(CheckInRecord.Columns.at.desc, CheckInRecord.Columns.id.desc).fetchAll(db).map(\.checkIn))
    }

    static func personalExport(_ db: Database, _ userID: Int64) throws -> [PersonalExportRow] {
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
        let newestFirst = CheckInRecord.all().owned(by: userID)
            .order(CheckInRecord.Columns.at.desc, CheckInRecord.Columns.id.desc)
        for checkIn in try newestFirst.fetchAll(db) {
            data[checkIn.beerID, default: PersonalBeerData()].checkIns.append(checkIn.checkIn)
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
                rating: personal.rating, checkInCount: personal.checkIns.count)
            return PersonalExportRow(beer: summary, data: personal)
        }
    }
}
