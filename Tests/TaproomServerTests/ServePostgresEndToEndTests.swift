import Foundation
import PostgresTestSupport
import PTYTestSupport
import XCTest

/// The real `taproom serve --postgres` on a PostgreSQL server the tests start: it migrates an
/// empty database, serves it, and two server processes share it with nothing kept in memory (a
/// token one of them issued works on the other; a change through one reaches the other's events
/// clients).
final class ServePostgresEndToEndTests: XCTestCase {
    func testTwoServersShareOnePostgreSQLDatabase() throws {
        let postgres = try PostgresTestServer.running()
        let database = try postgres.makeDatabase()
        addTeardownBlock { try? postgres.dropDatabase(database) }
        let url = "postgres://\(postgres.username)@localhost:\(postgres.port)/\(database)?host=\(postgres.socketDirectory)"

        let first = try ServerProcess(arguments: ["--postgres", url])
        let second = try ServerProcess(arguments: [], environment: ["TAPROOM_POSTGRES_URL": url])
        let (one, two) = ("http://127.0.0.1:\(first.port)", "http://127.0.0.1:\(second.port)")

        let created = try Curl.send("POST", "\(one)/v1/users", json: #"{"name":"alice","password":"correct horse battery"}"#)
        XCTAssertEqual(created.status, 201, created.body)
        let session = try Curl.send("POST", "\(one)/v1/sessions", json: #"{"name":"alice","password":"correct horse battery"}"#)
        XCTAssertEqual(session.status, 201, session.body)
        let token = try XCTUnwrap(try JSONDecoder().decode(JSONValue.self, from: Data(session.body.utf8))["token"]?.string)

        let me = try Curl.send("GET", "\(two)/v1/me", token: token)
        XCTAssertEqual(me.status, 200, me.body)
        XCTAssertTrue(me.body.contains("\"alice\""), me.body)
        let stats = try Curl.send("GET", "\(two)/v1/stats")
        XCTAssertTrue(stats.body.contains("\"users\":1"), stats.body)
        let search = try Curl.send("GET", "\(two)/v1/beers?q=stout&sort=rating")
        XCTAssertEqual(search.status, 200, search.body)

        // Live: a change through either server reaches the events clients of both.
        let events = [try EventStreamReader(port: first.port), try EventStreamReader(port: second.port)]
        let before = try events.map { try XCTUnwrap(try $0.nextRevision()) }
        try postgres.execute("UPDATE users SET is_admin = true WHERE name = 'alice'", in: database)
        let imported = try Curl.send("POST", "\(one)/v1/imports", token: token,
                                     extra: ["-H", "Content-Type: text/csv", "--data-binary", "name,brewery\nOrval,Brasserie d'Orval\n"])
        XCTAssertEqual(imported.status, 200, imported.body)
        let afterImport = try zip(events, before).map { try $0.revision(above: $1) }
        let found = try Curl.send("GET", "\(two)/v1/beers?q=orval")
        let orval = try XCTUnwrap(try JSONDecoder().decode(JSONValue.self, from: Data(found.body.utf8))["beers"]?.array?.first?["id"])
        guard case .integer(let orvalID) = orval else { return XCTFail(found.body) }
        let rated = try Curl.send("PUT", "\(two)/v1/me/ratings/\(orvalID)", token: token, json: #"{"stars":4}"#)
        XCTAssertEqual(rated.status, 200, rated.body)
        XCTAssertTrue(rated.body.contains("\"rating\":4"), rated.body)
        let afterRating = try zip(events, afterImport).map { try $0.revision(above: $1) }
        let revision = try Curl.send("GET", "\(one)/v1/revision")
        XCTAssertEqual(afterRating[0], afterRating[1])
        XCTAssertTrue(revision.body.contains("\(afterRating[0])"), "\(afterRating) vs \(revision.body)")

        let signOut = try Curl.send("DELETE", "\(two)/v1/sessions/current", token: token)
        XCTAssertEqual(signOut.status, 204, signOut.body)
        XCTAssertEqual(try Curl.send("GET", "\(one)/v1/me", token: token).status, 401)

        for server in [first, second] {
            let exit = try XCTUnwrap(server.stop(with: SIGTERM), "taproom serve did not stop on SIGTERM")
            XCTAssertEqual(exit.status, 0, server.standardError)
        }
    }

    func testAnUnreachableOrMalformedPostgreSQLURLIsRefused() throws {
        let taproom = try BuiltProduct.path(named: "taproom")
        let malformed = try ChildProcess.run(taproom, ["serve", "--listen", "127.0.0.1:0", "--postgres", "mysql://x/y"])
        XCTAssertNotEqual(malformed.status, 0)
        XCTAssertTrue(malformed.errors.contains("--postgres: a PostgreSQL URL starts postgres://"), malformed.errors)

        let both = try ChildProcess.run(taproom, ["serve", "--postgres", "postgres://u@localhost/db", "--database", "x.sqlite"])
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue(both.errors.contains("--database and --read-only are for a SQLite file"), both.errors)

        let nobody = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-no-postgres-\(UUID().uuidString)").path
        let unreachable = try ChildProcess.run(taproom, ["serve", "--listen", "127.0.0.1:0", "--postgres",
                                                         "postgres://u:secret@localhost:5999/db?host=\(nobody)"])
        XCTAssertEqual(unreachable.status, 1, unreachable.errors)
        XCTAssertTrue(unreachable.errors.contains("cannot use the PostgreSQL database at postgres://u:***@localhost:5999/db") && unreachable.errors.contains("no answer within"),
                      unreachable.errors)
        XCTAssertFalse(unreachable.errors.contains("secret"), unreachable.errors)
    }
}
