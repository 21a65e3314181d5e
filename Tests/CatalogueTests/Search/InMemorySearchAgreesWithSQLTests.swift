@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// Both search strategies (in memory, and the one-off SQL) must find, count and order exactly what
/// a plain SQL query over one FTS5 index of every beer's name, brewery and style finds (built
/// by the test; the store indexes each table's names apart): every kind of term, every sort
/// order and direction, page by page.
final class InMemorySearchAgreesWithSQLTests: XCTestCase {
    private static let nameWords = ["Pale", "Ale", "Kölsch", "Bière", "Weißbier", "Øl", "Saint-Germain", "D'Or", "IPA",
                                    "Ñandú", "Zé", "Straße", "日本", "Brett", "2x", "Ale-7", "Dubbel", "Kolsch", "Porter"]
    private static let breweries = [("Abbaye de Saint-Rémy", "BE"), ("Brasserie d'Achouffe", "BE"), ("Früh", "DE"),
                                    ("Sierra Nevada", "US"), ("Nøgne Ø", "NO"), ("Anchor", nil), ("Ölbräu", "DE")]
    private static let styles: [String?] = ["Pale Ale", "India Pale Ale", "Kölsch", "Saison", "Imperial Stout", nil,
                                            "Weißbier", "Bière de Garde"]

    /// 700 beers (one bulk import, which indexes at the end) plus a few written one by one
    /// (through the per-row triggers); numbers repeat so that ties are broken by id.
    private func makeStore() throws -> CatalogueStore {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        var generator = SeededGenerator(seed: 7)
        var batch = ImportBatch()
        for index in 0..<700 {
            let words = (0..<(1 + index % 3)).map { _ in Self.nameWords[Int(generator.next() % UInt64(Self.nameWords.count))] }
            let (brewery, country) = Self.breweries[index % Self.breweries.count]
            batch.beers.append(ImportedBeer(
                name: words.joined(separator: " ") + " \(index)",
                brewery: ImportedBrewery(name: brewery, country: country),
                style: Self.styles[index % Self.styles.count],
                abv: index % 9 == 0 ? nil : Double(30 + index % 60) / 10,
                ibu: index % 4 == 0 ? nil : Double(10 + index % 50)))
        }
        _ = try CatalogueImporter.write(batch, into: store)
        try store.write { tx in
            for index in 0..<5 {
                try tx.upsert(beer: NewBeer(name: "Late Pale \(index)", brewery: NewBrewery(name: "Anchor"),
                                            style: "Pale Ale", abv: index == 0 ? nil : 5.5))
            }
        }
        return store
    }

    /// The empty query comes after others, so in memory it runs on the loaded index.
    private static let queries = [
        "pa", "", "p", "a", "ale", "kol", "kö", "KÖL", "bie", "biè", "wei", "weiß", "ø", "øl", "nø", "d'or", "saint-g",
        "saint", "2x", "7", "ñan", "nan", "ze", "zé", "stra", "straß", "日", "日本", "\"pale ale\"", "style:ale",
        "style:\"india pale\"", "style:kolsch", "brewery:abbaye", "brewery:\"brasserie d\"", "country:be pa",
        "country:no", "country:be country:de", "abv>6", "abv:5-7 ibu<40", "pa abv>=5", "ibu=20", "fav", "fav pa",
        "& pa", "zzz", "al al", "pale ale 1", "late", "rating>3", "rating>=2.5 pa", "rating:2-4", "rating<3 abv>5",
        "rating=4", "rating<=1 country:be", "\"sierra nev\"", "sierra ale", "\"nevada pale\"", "brewery:früh kö",
        "style:\"pale ale\" pale", "had", "had:no pa", "had fav", "had:yes country:be",
    ]

    func testEveryQueryOrderAndDirectionMatchesSQLPageByPage() async throws {
        let store = try makeStore()
        let catalogue = SQLiteCatalogue.testing(store)
        let alice = try await catalogue.account("alice")
        let user = alice.user
        let favourites = try store.search(SearchRequest(query: QueryParser.parse("ale"), limit: 40)).beers
        for beer in favourites.enumerated() where beer.offset % 3 == 0 {
            _ = try await catalogue.setFavourite(true, beerID: beer.element.id, session: alice)
        }
        // Check-ins over a fifth of the beers, some twice.
        for beer in try store.search(SearchRequest(limit: 1_000)).beers.enumerated() where beer.offset % 5 == 0 {
            for _ in 0...(beer.offset % 2) { _ = try await catalogue.checkIn(beerID: beer.element.id, session: alice) }
        }
        // Ratings by three people over a third of the beers, so that averages tie and differ.
        let raters = [alice, try await catalogue.account("bob"), try await catalogue.account("carol")]
        let everyBeer = try store.search(SearchRequest(limit: 1_000)).beers
        for (offset, beer) in everyBeer.enumerated() where offset % 3 == 0 {
            for (number, rater) in raters.enumerated() where (offset + number) % 4 != 0 {
                _ = try await catalogue.setRating(1 + (offset * 7 + number * 3) % 5, beerID: beer.id, session: rater)
            }
        }
        var nonEmpty = 0
        for text in Self.queries {
            let query = try QueryParser.parse(text)
            for sort in SortField.allCases {
                for descending in [false, true] {
                    let expected = try reference(store, query, sort: sort, descending: descending, userID: user.id)
                    for strategy in [SearchStrategy.inMemory, .sql] {
                        let got = try store.allPages(SearchRequest(query: query, sort: sort, descending: descending,
                                                                   limit: 37), userID: user.id, strategy: strategy)
                        let label = "\(text) by \(sort) descending: \(descending) \(strategy)"
                        XCTAssertEqual(got.total, expected.count, label)
                        XCTAssertEqual(got.beers.map(\.id), expected, label)
                    }
                }
            }
            if try !reference(store, query, sort: .name, descending: false, userID: user.id).isEmpty { nonEmpty += 1 }
        }
        XCTAssertGreaterThan(nonEmpty, Self.queries.count * 3 / 4, "the queries mostly find something")
    }

    /// A beer's community rating straight from everyone's ratings (not the kept summaries).
    private static let averageOfRatings = "(SELECT avg(stars) FROM ratings WHERE beer_id = b.id)"

    /// The same search as one SQL statement over one FTS5 index of every beer's name, brewery
    /// and style, written independently of `SearchPlan`.
    private func reference(_ store: CatalogueStore, _ query: CatalogueQuery, sort: SortField, descending: Bool,
                           userID: Int64) throws -> [Int64] {
        func phrase(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
        func indexable(_ text: String) -> Bool { text.contains { $0.isLetter || $0.isNumber } }
        var match = query.words.filter(indexable).map(phrase)
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        for filter in query.filters {
            switch filter {
            case .style(let value) where indexable(value): match.append("style : " + phrase(value))
            case .brewery(let value) where indexable(value): match.append("brewery : " + phrase(value))
            case .style, .brewery, .since, .until: break
            case .country(let code):
                conditions.append("r.country_code = ?")
                arguments.append(code)
            case .favourites:
                conditions.append("b.id IN (SELECT beer_id FROM favourites WHERE user_id = ?)")
                arguments.append(userID)
            case .had(let keeps):
                conditions.append("\(keeps ? "" : "NOT ")EXISTS (SELECT 1 FROM checkins c WHERE c.beer_id = b.id AND c.user_id = ?)")
                arguments.append(userID)
            case .numeric(let field, let bound):
                let column = field == .rating ? Self.averageOfRatings : "b.\(field.rawValue)"
                switch bound {
                case .greaterThan(let value): conditions.append("\(column) > \(value)")
                case .greaterOrEqual(let value): conditions.append("\(column) >= \(value)")
                case .lessThan(let value): conditions.append("\(column) < \(value)")
                case .lessOrEqual(let value): conditions.append("\(column) <= \(value)")
                case .equal(let value): conditions.append("\(column) = \(value)")
                case .between(let low, let high): conditions.append("\(column) BETWEEN \(low) AND \(high)")
                }
            }
        }
        if !match.isEmpty {
            conditions.insert("b.id IN (SELECT rowid FROM reference_fts WHERE reference_fts MATCH ?)", at: 0)
            arguments.insert(match.joined(separator: " AND "), at: 0)
        }
        let column = ["name": "b.sort_key", "brewery": "b.brewery_sort", "abv": "b.abv", "ibu": "b.ibu",
                      "rating": Self.averageOfRatings][sort.rawValue] ?? ""
        let direction = descending ? "DESC" : "ASC"
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try store.database.writeWithoutTransaction { db in
            var ids: [Int64] = []
            try db.inTransaction {
                try db.execute(sql: """
                    CREATE VIRTUAL TABLE temp.reference_fts USING fts5(name, brewery, style,
                        tokenize = "unicode61 remove_diacritics 2");
                    INSERT INTO reference_fts (rowid, name, brewery, style)
                        SELECT b.id, b.name, r.name, s.name
                        FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id;
                    """)
                ids = try Int64.fetchAll(db, sql: """
                    SELECT b.id FROM beers b JOIN breweries r ON r.id = b.brewery_id \(whereClause)
                    ORDER BY \(column) IS NULL, \(column) \(direction), b.id \(direction)
                    """, arguments: StatementArguments(arguments))
                return .rollback
            }
            return ids
        }
    }
}
