import CataloguePostgres
import XCTest

/// Connection URLs read as libpq reads them, and refused naming what is wrong.
final class PostgresURLTests: XCTestCase {
    func testATCPURLNamesHostPortUserAndDatabase() throws {
        let url = try PostgresURL("postgres://taproom:s3cret@db.example:6543/beers?sslmode=require")
        XCTAssertEqual(url.configuration.host, "db.example")
        XCTAssertEqual(url.configuration.port, 6543)
        XCTAssertEqual(url.configuration.username, "taproom")
        XCTAssertEqual(url.configuration.password, "s3cret")
        XCTAssertEqual(url.configuration.database, "beers")
        XCTAssertEqual(url.redacted, "postgres://taproom:***@db.example:6543/beers?sslmode=require")
    }

    func testASocketFolderInTheQueryConnectsThroughTheSocket() throws {
        let url = try PostgresURL("postgresql://me@localhost:5433/beers?host=/run/postgresql")
        XCTAssertEqual(url.configuration.unixSocketPath, "/run/postgresql/.s.PGSQL.5433")
        XCTAssertNil(url.configuration.host)
        XCTAssertEqual(url.configuration.username, "me")
        XCTAssertEqual(url.redacted, "postgresql://me@localhost:5433/beers?host=/run/postgresql")
    }

    func testDefaultsAreLibpqs() throws {
        let url = try PostgresURL("postgres://localhost/beers")
        XCTAssertEqual(url.configuration.port, 5432)
        XCTAssertEqual(url.configuration.username, "postgres")
        XCTAssertNil(url.configuration.password)
    }

    func testWhatIsWrongIsNamed() {
        let cases: [(String, PostgresURLError)] = [
            ("mysql://localhost/beers", .notAURL),
            ("not a url", .notAURL),
            ("postgres://localhost", .missingDatabase),
            ("postgres://localhost/", .missingDatabase),
            ("postgres:///beers", .missingHost),
            ("postgres://localhost:0/beers", .badPort),
            ("postgres://localhost/beers?sslmode=sometimes", .badSSLMode("sometimes")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try PostgresURL(text), text) { XCTAssertEqual($0 as? PostgresURLError, expected, text) }
        }
    }
}
