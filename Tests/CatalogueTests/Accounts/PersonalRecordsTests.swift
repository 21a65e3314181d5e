@testable import Catalogue
import Foundation
import GRDB
import Locking
import XCTest

/// Personal data through its record types: times kept in the schema's own form, and an export
/// that reads a fixed number of statements however many beers it lists.
final class PersonalRecordsTests: XCTestCase {
    func testTimesAreStoredAsSecondsSince1970() throws {
        let store = try Fixtures.store(in: self)
        let created = Date(timeIntervalSince1970: 1_800_000_000.5)
        let accounts = AccountService(store: store, parameters: .testing, now: { created })
        let user = try accounts.createUser(name: "alice", password: "correct horse")
        let beerID = try XCTUnwrap(store.search(SearchRequest()).beers.first?.id)
        try store.setFavourite(true, userID: user.id, beerID: beerID, at: created)
        try store.checkIn(userID: user.id, beerID: beerID, at: created)
        let stored = try store.reading { db in
            try Row.fetchAll(db, sql: """
                SELECT typeof(created_at) AS type, created_at AS value FROM users
                UNION ALL SELECT typeof(created_at), created_at FROM favourites
                UNION ALL SELECT typeof(at), at FROM checkins
                """).map { row -> String in "\(row["type"] as String) \(row["value"] as Double)" }
        }
        XCTAssertEqual(stored, Array(repeating: "real 1800000000.5", count: 3))
        XCTAssertEqual(try accounts.user(named: "ALICE")?.createdAt, created)
        XCTAssertEqual(try store.personalData(userID: user.id, beerID: beerID).checkIns, [created])
    }

    func testAFavouriteKeepsItsFirstTime() throws {
        let store = try Fixtures.store(in: self)
        let user = try AccountService(store: store, parameters: .testing).createUser(name: "alice", password: "correct horse")
        let beerID = try XCTUnwrap(store.search(SearchRequest()).beers.first?.id)
        try store.setFavourite(true, userID: user.id, beerID: beerID, at: Date(timeIntervalSince1970: 100))
        try store.setFavourite(true, userID: user.id, beerID: beerID, at: Date(timeIntervalSince1970: 200))
        let times = try store.reading { db in try Double.fetchAll(db, sql: "SELECT created_at FROM favourites") }
        XCTAssertEqual(times, [100])
    }

    func testTheExportReadsAFixedNumberOfStatementsHoweverManyBeers() throws {
        let statements = Locked(0)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.hasPrefix("SELECT") {
                    statements.withLock { $0 += 1 }
                }
            }
        }
        let store = try CatalogueStore(database: DatabaseQueue(configuration: configuration))
        try store.write { tx in for beer in Fixtures.beers { try tx.upsert(beer: beer) } }
        let user = try AccountService(store: store, parameters: .testing).createUser(name: "alice", password: "correct horse")
        let beerIDs = try store.search(SearchRequest()).beers.map(\.id)

        func exportStatements(_ rows: Int) throws -> Int {
            statements.withLock { $0 = 0 }
            XCTAssertEqual(try store.personalExport(userID: user.id).count, rows)
            return statements.withLock { $0 }
        }
        try store.setRating(3, userID: user.id, beerID: beerIDs[0])
        let forOne = try exportStatements(1)
        for beerID in beerIDs.dropFirst() {
            try store.setFavourite(true, userID: user.id, beerID: beerID)
            try store.setNote("noted", userID: user.id, beerID: beerID)
            try store.checkIn(userID: user.id, beerID: beerID, at: Date(timeIntervalSince1970: 1))
        }
        XCTAssertEqual(try exportStatements(beerIDs.count), forOne)
        XCTAssertLessThanOrEqual(forOne, 5, "one read per personal-data table and one for the beers")
    }

    func testTheExportCarriesEveryKindOfData() throws {
        let store = try Fixtures.store(in: self)
        let user = try AccountService(store: store, parameters: .testing).createUser(name: "alice", password: "correct horse")
        let beers = try store.search(SearchRequest()).beers
        let (first, second) = (beers[0], beers[1])
        try store.setFavourite(true, userID: user.id, beerID: second.id)
        try store.setRating(5, userID: user.id, beerID: second.id)
        try store.setNote("again", userID: user.id, beerID: first.id)
        try store.checkIn(userID: user.id, beerID: first.id, at: Date(timeIntervalSince1970: 20))
        try store.checkIn(userID: user.id, beerID: first.id, at: Date(timeIntervalSince1970: 10))
        let export = try store.personalExport(userID: user.id)
        XCTAssertEqual(export.map(\.beer.id), [first.id, second.id], "in name order")
        XCTAssertEqual(export.map(\.data), [
            PersonalBeerData(note: "again", checkIns: [Date(timeIntervalSince1970: 10), Date(timeIntervalSince1970: 20)]),
            PersonalBeerData(isFavourite: true, rating: 5),
        ])
        XCTAssertEqual(export.map(\.beer.isFavourite), [false, true])
    }
}
