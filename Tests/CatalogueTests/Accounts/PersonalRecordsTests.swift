@testable import Catalogue
import Foundation
import GRDB
import Locking
import XCTest

/// Personal data through its record types: times kept in the schema's own form, and an export
/// that reads a fixed number of statements however many beers it lists.
final class PersonalRecordsTests: XCTestCase {
    func testTimesAreStoredAsSecondsSince1970() async throws {
        let store = try Fixtures.store(in: self)
        let created = Date(timeIntervalSince1970: 1_800_000_000.5)
        let catalogue = SQLiteCatalogue(store: store, work: .callersThread, passwords: .testing,
                                        sessions: SessionRules(now: { created }))
        let alice = try await catalogue.account("alice")
        let beerID = try XCTUnwrap(store.search(SearchRequest()).beers.first?.id)
        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        _ = try await catalogue.checkIn(beerID: beerID, session: alice)
        let stored = try store.reading { db in
            try Row.fetchAll(db, sql: """
                SELECT typeof(created_at) AS type, created_at AS value FROM users
                UNION ALL SELECT typeof(created_at), created_at FROM favourites
                UNION ALL SELECT typeof(at), at FROM checkins
                """).map { row -> String in "\(row["type"] as String) \(row["value"] as Double)" }
        }
        // A check-in is kept in whole seconds (what a JSON time shows is what is stored).
        XCTAssertEqual(stored, ["real 1800000000.5", "real 1800000000.5", "real 1800000000.0"])
        let users = try await catalogue.users()
        XCTAssertEqual(users.first?.createdAt, created)
        let data = try await catalogue.personalData(beerID: beerID, session: alice)
        XCTAssertEqual(data.checkIns.map(\.time), [Date(timeIntervalSince1970: 1_800_000_000)])
    }

    func testAFavouriteKeepsItsFirstTime() async throws {
        let store = try Fixtures.store(in: self)
        let clock = FakeClock()
        let catalogue = SQLiteCatalogue.testing(store, clock: clock)
        let alice = try await catalogue.account("alice")
        let beerID = try XCTUnwrap(store.search(SearchRequest()).beers.first?.id)
        let first = clock.now
        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        clock.advance(by: 100)
        _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
        let times = try store.reading { db in try Double.fetchAll(db, sql: "SELECT created_at FROM favourites") }
        XCTAssertEqual(times, [first.timeIntervalSince1970])
    }

    func testTheExportReadsAFixedNumberOfStatementsHoweverManyBeers() async throws {
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
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let beerIDs = try store.search(SearchRequest()).beers.map(\.id)

        func exportStatements(_ rows: Int) async throws -> Int {
            statements.withLock { $0 = 0 }
            let export = try await catalogue.personalExport(session: alice)
            XCTAssertEqual(export.count, rows)
            return statements.withLock { $0 }
        }
        _ = try await catalogue.setRating(3, beerID: beerIDs[0], session: alice)
        let forOne = try await exportStatements(1)
        for beerID in beerIDs.dropFirst() {
            _ = try await catalogue.setFavourite(true, beerID: beerID, session: alice)
            _ = try await catalogue.setNote("noted", beerID: beerID, session: alice)
            _ = try await catalogue.checkIn(beerID: beerID, session: alice)
        }
        let forAll = try await exportStatements(beerIDs.count)
        XCTAssertEqual(forAll, forOne)
        XCTAssertLessThanOrEqual(forOne, 5, "one read per personal-data table and one for the beers")
    }

    func testTheExportCarriesEveryKindOfData() async throws {
        let store = try Fixtures.store(in: self)
        let clock = FakeClock()
        let catalogue = SQLiteCatalogue.testing(store, clock: clock)
        let alice = try await catalogue.account("alice")
        let beers = try store.search(SearchRequest()).beers
        let (first, second) = (beers[0], beers[1])
        _ = try await catalogue.setFavourite(true, beerID: second.id, session: alice)
        _ = try await catalogue.setRating(5, beerID: second.id, session: alice)
        _ = try await catalogue.setNote("again", beerID: first.id, session: alice)
        let earlier = clock.now
        clock.advance(by: 10)
        _ = try await catalogue.checkIn(beerID: first.id, session: alice)
        clock.advance(by: -10)
        _ = try await catalogue.checkIn(beerID: first.id, session: alice)
        let export = try await catalogue.personalExport(session: alice)
        XCTAssertEqual(export.map(\.beer.id), [first.id, second.id], "in name order")
        XCTAssertEqual(export.map(\.data.checkIns.count), [2, 0])
        XCTAssertEqual(export.map { PersonalBeerData(isFavourite: $0.data.isFavourite, rating: $0.data.rating, note: $0.data.note) }, [
            PersonalBeerData(note: "again"),
            PersonalBeerData(isFavourite: true, rating: 5),
        ])
        XCTAssertEqual(export.first?.data.checkIns.map(\.time), [earlier.addingTimeInterval(10), earlier], "newest first")
        XCTAssertEqual(export.map(\.beer.isFavourite), [false, true])
    }
}
