import Catalogue
import Foundation
import XCTest

extension CatalogueConformanceSuite {
    /// `revision()` moves forward on every change a reader sees (favourites, ratings, notes,
    /// check-ins, imports) and not on a read; `revisions()` yields the current revision first,
    /// then a larger one soon after a change, never going back, until it is the one `revision()`
    /// reads. Waits are bounded by `patience` and fail naming what they waited for.
    public static func revisions(_ subject: ConformanceSubject) async throws {
        let catalogue = subject.catalogue
        try await subject.loadBeers(ConformanceFixture.beers)
        _ = try await catalogue.createAccount(name: "admin", password: "admin password")
        try await subject.makeAdmin("admin")
        let admin = try await catalogue.signIn(name: "admin", password: "admin password")
        let page = try await catalogue.search(SearchRequest(query: try QueryParser.parse("orval")), as: nil)
        guard let orval = page.beers.first?.id else { throw StageError("\(subject.name): no Orval") }

        // revision(): every change moves it forward; reads do not.
        var revision = try await catalogue.revision()
        _ = try await catalogue.search(SearchRequest(), as: admin)
        _ = try await catalogue.personalData(beerID: orval, session: admin)
        let afterReads = try await catalogue.revision()
        XCTAssertEqual(afterReads, revision, "\(subject.name): reading moved the revision")
        let import1 = ImportedFile(bytes: Array("name,brewery,abv\nRochefort 10,Rochefort,11.3\n".utf8), format: .csv)
        let changes: [(String, @Sendable () async throws -> Void)] = [
            ("a favourite", { _ = try await catalogue.setFavourite(true, beerID: orval, session: admin) }),
            ("a favourite removed", { _ = try await catalogue.setFavourite(false, beerID: orval, session: admin) }),
            ("a rating", { _ = try await catalogue.setRating(4, beerID: orval, session: admin) }),
            ("another rating", { _ = try await catalogue.setRating(2, beerID: orval, session: admin) }),
            ("a rating cleared", { _ = try await catalogue.setRating(nil, beerID: orval, session: admin) }),
            ("a note", { _ = try await catalogue.setNote("Dry", beerID: orval, session: admin) }),
            ("a note removed", { _ = try await catalogue.setNote(nil, beerID: orval, session: admin) }),
            ("a check-in", { _ = try await catalogue.checkIn(beerID: orval, session: admin) }),
            ("an import", { _ = try await catalogue.importFile(import1, session: admin) }),
        ]
        for (what, change) in changes {
            try await change()
            let moved = try await catalogue.revision()
            XCTAssertGreaterThan(moved, revision, "\(subject.name): \(what) did not move the revision")
            revision = moved
        }

        // revisions(): the revision now first, then a larger one after a change.
        let recorder = RevisionRecorder(catalogue.revisions())
        defer { recorder.stop() }
        let current = try await catalogue.revision()
        guard let first = await recorder.wait(for: "\(subject.name): the first revision", until: { !$0.isEmpty })?.first else {
            return
        }
        XCTAssertEqual(first, current, "\(subject.name): the stream's first revision is the revision now")

        _ = try await catalogue.setRating(5, beerID: orval, session: admin)
        let changed = try await catalogue.revision()
        XCTAssertGreaterThan(changed, current, subject.name)
        let heard = await recorder.wait(for: "\(subject.name): a revision after a rating", until: { $0.contains { $0 >= changed } })
        XCTAssertEqual(heard?.last, changed, "\(subject.name): the stream reached the revision of the rating")

        _ = try await catalogue.importFile(ImportedFile(bytes: Array("name,brewery\nOrval Vert,Brasserie d'Orval\n".utf8),
                                                        format: .csv), session: admin)
        let imported = try await catalogue.revision()
        let afterImport = await recorder.wait(for: "\(subject.name): a revision after an import",
                                              until: { $0.contains { $0 >= imported } })
        XCTAssertEqual(afterImport?.last, imported, "\(subject.name): the stream reached the revision of the import")

        let values = recorder.values
        XCTAssertEqual(values, values.sorted(), "\(subject.name): revisions went back: \(values)")
        XCTAssertEqual(Set(values).count, values.count, "\(subject.name): a revision yielded twice: \(values)")
        XCTAssertNil(recorder.failure, "\(subject.name): the stream failed")
    }
}
