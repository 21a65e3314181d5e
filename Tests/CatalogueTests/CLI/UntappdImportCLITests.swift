import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// `taproom import EXPORT --user NAME` with Untappd exports written here, holding every quirk:
/// a byte-order mark, comments over lines with quotes, accents and case that still match a
/// catalogue beer, an unlisted serving, blank ratings, columns an older export lacks, JSON.
final class UntappdImportCLITests: XCTestCase {
    private var home: URL!
    private var database: String!

    override func setUpWithError() throws {
        home = try makeTemporaryDirectory()
        database = home.appendingPathComponent("data/taproom.sqlite").path
        let store = try CatalogueStore(path: database)
        try store.write { tx in
            for beer in Fixtures.beers { try tx.upsert(beer: beer) }
            try tx.setMeta(String(try BundledCatalogue.shippedVersion()), forKey: MetaKey.bundledCatalogueVersion)
        }
        let made = try taproom("account", "create", "alice", "--password-stdin", "--database", database, stdin: "correct horse battery\n")
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    private func taproom(_ arguments: String..., stdin: String = "") throws -> TaproomProcess.Result {
        try TaproomProcess.run(arguments, stdin: stdin, environment: [:], home: home)
    }

    private func write(_ name: String, _ text: String, bom: Bool = false) throws -> String {
        let url = home.appendingPathComponent(name)
        try Data((bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)).write(to: url)
        return url.path
    }

    static let header = "beer_name,brewery_name,beer_type,beer_abv,beer_ibu,comment,venue_name,venue_city,venue_state,"
        + "venue_country,venue_lat,venue_lng,rating_score,created_at,checkin_url,beer_url,brewery_url,brewery_country,"
        + "brewery_city,brewery_state,flavor_profiles,purchase_venue,serving_type,checkin_id,bid,brewery_id,photo_url,"
        + "global_rating_score,global_weighted_rating_score,tagged_friends,total_toasts,total_comments"

    static let rows = [
        // Case and accents differ from the catalogue's "Früh Kölsch" by "Cölner Hofbräu Früh".
        #"FRUH KOLSCH,Colner Hofbrau Fruh,Kölsch,4.8,0,"Crisp."#,
        #"Second line, with ""quotes"".",Früh am Dom,Köln,,Germany,50.9,6.9,3.75,2019-05-04 19:45:12,https://untappd.com/c/1001,,,Germany,Köln,,,,Draft,1001,1,2,,3.6,3.6,,0,0"#,
        #"Hazy Thing,New Brewery Ünïcode,IPA - New England,6.5,45,,,,,,,,,2020-01-31 23:59:59,,,,United States,Portland,Maine,,,Crowler,1002,3,4,,3.9,3.9,,2,0"#,
        #"Orval,Brasserie d'Orval,Belgian Pale Ale,6.2,32,,Home,,,,,,4.25,2021-12-24 18:00:00,,,,Belgium,,,,,bottle,1003,5,6,,4,4,,1,1"#,
    ]

    private func alicesExport() throws -> [[String: Any]] {
        let export = try taproom("export", "--database", database, "--user", "alice", "--json")
        XCTAssertEqual(export.status, 0, export.stderr)
        return try export.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func testACSVExportImportsOnceAndExportsBackExactly() throws {
        let path = try write("untappd.csv", ([Self.header] + Self.rows).joined(separator: "\r\n") + "\r\n", bom: true)

        let dry = try taproom("import", path, "--user", "alice", "--dry-run", "--database", database)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("3 check-ins added, 0 already imported, 1 beer added"), dry.stdout)
        XCTAssertEqual(try alicesExport().count, 0, "a dry run writes nothing")

        let first = try taproom("import", path, "--user", "alice", "--database", database)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("3 check-ins added, 0 already imported, 1 beer added"), first.stdout)
        XCTAssertTrue(first.stdout.contains(#"1 check-in served as "Crowler" kept without a serving"#), first.stdout)
        let again = try taproom("import", path, "--user", "alice", "--database", database)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("0 check-ins added, 3 already imported, 0 beers added"), again.stdout)

        let lines = try alicesExport()
        XCTAssertEqual(lines.map { $0["name"] as? String }, ["Früh Kölsch", "Hazy Thing", "Orval"],
                       "the Kölsch matched the catalogue's beer; the unknown one was added")
        let checkIns = lines.map { ($0["checkins"] as? [[String: Any]]) ?? [] }
        XCTAssertEqual(checkIns.map(\.count), [1, 1, 1])
        guard checkIns.map(\.count) == [1, 1, 1] else { return }
        let kolsch = checkIns[0][0]
        XCTAssertEqual(kolsch["time"] as? String, "2019-05-04T19:45:12Z", "created_at is UTC")
        XCTAssertEqual(kolsch["comment"] as? String, "Crisp.\r\nSecond line, with \"quotes\".", "a comment comes back as written, line ends too")
        XCTAssertEqual(kolsch["place"] as? String, "Früh am Dom")
        XCTAssertEqual(kolsch["serving"] as? String, "draught")
        XCTAssertEqual(kolsch["rating"] as? Double, 3.75)
        XCTAssertEqual(kolsch["external_id"] as? String, "untappd:1001")
        XCTAssertEqual(lines[0]["rating"] as? Int, 4, "the person's whole-star rating follows the check-in's")
        XCTAssertNil(checkIns[1][0]["rating"], "a blank rating is not rated")
        XCTAssertNil(checkIns[1][0]["serving"])
        XCTAssertEqual(checkIns[2][0]["rating"] as? Double, 4.25)
        XCTAssertEqual(checkIns[2][0]["serving"] as? String, "bottle")
        XCTAssertEqual(checkIns[2][0]["place"] as? String, "Home")

        let csv = try taproom("export", "--database", database, "--user", "alice")
        XCTAssertTrue(csv.stdout.contains(#"2019-05-04T19:45:12Z,draught,Früh am Dom,"Crisp."#), csv.stdout)
        XCTAssertTrue(csv.stdout.contains(#"4.25,untappd:1003"#), csv.stdout)
    }

    func testAnOlderJSONExportWithoutSomeColumns() throws {
        let path = try write("untappd.json", """
            [{"beer_name": "Westmalle Tripel", "brewery_name": "westmalle", "created_at": "2015-07-01 12:00:00",
              "rating_score": "5", "checkin_id": 7, "serving_type": "CAN", "comment": null},
             {"beer_name": "Westmalle Tripel", "brewery_name": "Westmalle", "created_at": "2016-07-01 12:00:00",
              "rating_score": "", "checkin_id": 8}]
            """)
        let result = try taproom("import", path, "--user", "alice", "--database", database)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("2 check-ins added, 0 already imported, 0 beers added"), result.stdout)
        let checkIns = try XCTUnwrap(try alicesExport().first?["checkins"] as? [[String: Any]])
        XCTAssertEqual(checkIns.map { $0["time"] as? String }, ["2016-07-01T12:00:00Z", "2015-07-01T12:00:00Z"])
        guard checkIns.count == 2 else { return }
        XCTAssertEqual(checkIns[1]["serving"] as? String, "can")
        XCTAssertEqual(checkIns[1]["rating"] as? Double, 5)
    }

    func testAMalformedRowNamesFileLineAndColumnAndWritesNothing() throws {
        let bad = Self.rows[2].replacingOccurrences(of: "2020-01-31 23:59:59", with: "31/01/2020")
        let path = try write("bad.csv", ([Self.header] + Self.rows.prefix(2) + [bad]).joined(separator: "\n"))
        let result = try taproom("import", path, "--user", "alice", "--database", database)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("bad.csv:4: column 14 (created_at)"), result.stderr)
        let rating = try write("rating.csv", [Self.header, Self.rows[3].replacingOccurrences(of: "4.25", with: "4.3")]
            .joined(separator: "\n"))
        let refused = try taproom("import", rating, "--user", "alice", "--database", database)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("rating.csv:2: column 13 (rating_score)"), refused.stderr)
        XCTAssertEqual(try alicesExport().count, 0, "nothing written")
    }

    func testAnExportWithoutAUserIsNotTakenForBeers() throws {
        let path = try write("untappd.csv", ([Self.header] + Self.rows).joined(separator: "\n"))
        let result = try taproom("import", path, "--database", database)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("is an Untappd export"), result.stderr)
        let json = try write("untappd.json", #"[{"beer_name": "Orval", "brewery_name": "Orval", "created_at": "2015-07-01 12:00:00", "checkin_id": 1}]"#)
        let refused = try taproom("import", json, "--database", database)
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("is an Untappd export"), refused.stderr)
    }

    func testTheAccountMustExist() throws {
        let path = try write("untappd.csv", ([Self.header] + Self.rows).joined(separator: "\n"))
        let result = try taproom("import", path, "--user", "nobody", "--database", database)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("nobody"), result.stderr)
    }
}
