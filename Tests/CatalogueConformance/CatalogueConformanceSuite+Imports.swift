import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// `importFile`: admin accounts only (`CatalogueError.notAdmin` otherwise, nothing written);
    /// CSV and JSON (and either told apart by `.auto`) added and updated by name and brewery
    /// ignoring case, a value missing from a row keeping the stored one; the report's counts; a
    /// malformed file refused with an `ImportError` and nothing of it written.
    public static func imports(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        _ = try await catalogue.createAccount(name: "admin", password: "admin password")
        _ = try await catalogue.createAccount(name: "alice", password: Stage.alicePassword)
        try await subject.makeAdmin("admin")
        let admin = try await catalogue.signIn(name: "admin", password: "admin password")
        let alice = try await catalogue.signIn(name: "alice", password: Stage.alicePassword)
        XCTAssertTrue(admin.isAdmin, "\(subject.name): an admin's session says so")
        XCTAssertFalse(alice.isAdmin, subject.name)
        let adminAgain = try await catalogue.session(for: admin.token)
        XCTAssertEqual(adminAgain?.isAdmin, true, "\(subject.name): the session a token stands for says it is an admin's")
        let before = try await catalogue.stats()

        let csv = ImportedFile(bytes: Array("""
            name,brewery,style,abv,ibu,country
            Rochefort 10,Brasserie de Rochefort,Quadrupel,11.3,27,Belgium
            ORVAL,brasserie d'orval,,6.9,,
            Westmalle Tripel,Westmalle,Tripel,9.5,36,BE
            ,Nameless Brewing,,5,,
            Lost Beer,,,5,,

            """.utf8), format: .csv, name: "conformance.csv")

        // Not an admin: refused, nothing written.
        await subject.assertThrows(CatalogueError.notAdmin, "an import by an account that is no admin") {
            try await catalogue.importFile(csv, session: alice)
        }
        let refused = try await catalogue.stats()
        XCTAssertEqual(refused, before, "\(subject.name): a refused import wrote something")

        let report = try await catalogue.importFile(csv, session: admin)
        XCTAssertEqual(report, ImportReport(rowsRead: 5, added: 1, updated: 1, unchanged: 1, breweriesAdded: 1, skipped: 2),
                       "\(subject.name): the CSV import's report")
        let after = try await catalogue.stats()
        XCTAssertEqual(after.beers, before.beers + 1, subject.name)
        XCTAssertEqual(after.breweries, before.breweries + 1, subject.name)
        XCTAssertEqual(after.styles, before.styles + 1, subject.name)
        await subject.assertNames("rochefort", ["Rochefort 10"])
        await subject.assertNames("country:be", ["ORVAL", "Rochefort 10", "Westmalle Tripel"], "(the later name wins)")
        await subject.assertNames("lost", [], "(a row without a brewery is skipped)")
        let page = try await catalogue.search(SearchRequest(query: try QueryParser.parse("orval")), as: nil)
        let orval = try await catalogue.beer(id: page.beers.first?.id ?? missingBeer)
        XCTAssertEqual(orval?.name, "ORVAL", "\(subject.name): the later name wins")
        XCTAssertEqual(orval?.abv, 6.9, "\(subject.name): the later value wins")
        XCTAssertEqual(orval?.ibu, 32, "\(subject.name): a value missing from the row is kept")
        XCTAssertEqual(orval?.style?.name, "Belgian Pale Ale", "\(subject.name): a style missing from the row is kept")
        XCTAssertEqual(page.total, 1, "\(subject.name): an update is no new beer")

        let again = try await catalogue.importFile(csv, session: admin)
        XCTAssertEqual(again, ImportReport(rowsRead: 5, added: 0, updated: 0, unchanged: 3, breweriesAdded: 0, skipped: 2),
                       "\(subject.name): the same file again")

        // JSON, told by its format and by `.auto`.
        let json = ImportedFile(bytes: Array("""
            [{"name": "Achel Blond", "brewery": "Achel", "style": "Tripel", "abv": 8, "country": "Belgium"},
             {"name": "Achel Bruin", "brewery": "Achel", "abv": 8, "ibu": 30}]
            """.utf8), format: .json, name: "conformance.json")
        let fromJSON = try await catalogue.importFile(json, session: admin)
        XCTAssertEqual(fromJSON, ImportReport(rowsRead: 2, added: 2, updated: 0, unchanged: 0, breweriesAdded: 1, skipped: 0),
                       "\(subject.name): the JSON import's report")
        await subject.assertNames("achel", ["Achel Blond", "Achel Bruin"])
        await subject.assertNames("style:tripel", ["Achel Blond", "Westmalle Tripel"])
        let auto = ImportedFile(bytes: Array("""
            [{"name": "Achel Bruin", "brewery": "ACHEL", "abv": 8.5}]
            """.utf8), format: .auto)
        let fromAuto = try await catalogue.importFile(auto, session: admin)
        XCTAssertEqual(fromAuto, ImportReport(rowsRead: 1, added: 0, updated: 1, unchanged: 0, breweriesAdded: 0, skipped: 0),
                       "\(subject.name): JSON told apart from CSV")
        await subject.assertNames("abv=8.5", ["Achel Bruin"])
        let autoCSV = ImportedFile(bytes: Array("name,brewery,abv\nAchel Extra,Achel,9.5\n".utf8), format: .auto)
        let fromAutoCSV = try await catalogue.importFile(autoCSV, session: admin)
        XCTAssertEqual(fromAutoCSV.added, 1, "\(subject.name): CSV told apart from JSON")

        // Malformed files: an ImportError naming the place; nothing of the file written.
        let written = try await catalogue.stats()
        let revision = try await catalogue.revision()
        let shortRow = ImportedFile(bytes: Array("name,brewery,abv\nGood Beer,Good Brewery,5\nRochefort 8,Rochefort\n".utf8),
                                    format: .csv, name: "short.csv")
        let shortError = await thrownError { try await catalogue.importFile(shortRow, session: admin) }
        if case .fieldCount(_, let line, let found, let expected)? = shortError as? ImportError {
            XCTAssertEqual([line, found, expected], [3, 2, 3], "\(subject.name): the short row's place")
        } else {
            XCTFail("\(subject.name): a CSV row short of fields threw \(String(describing: shortError))")
        }
        let badJSON = ImportedFile(bytes: Array("[{\"name\": \"Good Beer\", \"brewery\": \"Good Brewery\"},\n {\"name\": ]".utf8),
                                   format: .json, name: "bad.json")
        let jsonError = await thrownError { try await catalogue.importFile(badJSON, session: admin) }
        if case .invalidJSON(_, let line, _, _)? = jsonError as? ImportError {
            XCTAssertEqual(line, 2, "\(subject.name): the bad JSON's line")
        } else {
            XCTFail("\(subject.name): malformed JSON threw \(String(describing: jsonError))")
        }
        let noName = ImportedFile(bytes: Array("brewery,abv\nGood Brewery,5\n".utf8), format: .csv, name: "no-name.csv")
        let noNameError = await thrownError { try await catalogue.importFile(noName, session: admin) }
        XCTAssertNotNil(noNameError as? ImportError, "\(subject.name): a file without a name column threw \(String(describing: noNameError))")
        await subject.assertNames("good", [], "(nothing of a refused file is written)")
        let unchanged = try await catalogue.stats()
        XCTAssertEqual(unchanged, written, "\(subject.name): a refused file changed the catalogue")
        let sameRevision = try await catalogue.revision()
        XCTAssertEqual(sameRevision, revision, "\(subject.name): a refused file moved the revision")
    }
}
