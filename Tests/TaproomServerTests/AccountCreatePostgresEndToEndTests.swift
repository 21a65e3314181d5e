import Foundation
import PostgresTestSupport
import PTYTestSupport
import XCTest

/// `taproom account create --postgres URL`: accounts, admins among them, made straight in the
/// PostgreSQL database a `taproom serve --postgres` shares.
final class AccountCreatePostgresEndToEndTests: XCTestCase {
    func testAnAdminMadeInPostgreSQLSignsInToTheServerAsAnAdmin() throws {
        let postgres = try PostgresTestServer.running()
        let database = try postgres.makeDatabase()
        addTeardownBlock { try? postgres.dropDatabase(database) }
        let url = "postgres://\(postgres.username)@localhost:\(postgres.port)/\(database)?host=\(postgres.socketDirectory)"
        let taproom = try BuiltProduct.path(named: "taproom")

        let admin = try ChildProcess.run(taproom, ["account", "create", "--admin", "--password-stdin", "--postgres", url, "alice"],
                                         input: "correct horse battery\n")
        XCTAssertEqual(admin.status, 0, admin.errors)
        XCTAssertEqual(admin.output, "created admin account alice\n")
        let member = try ChildProcess.run(taproom, ["account", "create", "--password-stdin", "--postgres", url, "bob"],
                                          input: "correct horse battery\n")
        XCTAssertEqual(member.output, "created account bob\n", member.errors)
        let again = try ChildProcess.run(taproom, ["account", "create", "--password-stdin", "--postgres", url, "alice"],
                                         input: "correct horse battery\n")
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.errors.contains("the username \"alice\" is taken"), again.errors)

        let server = try ServerProcess(arguments: ["--postgres", url])
        defer { _ = server.stop() }
        for (name, isAdmin) in [("alice", true), ("bob", false)] {
            let session = try Curl.send("POST", "http://127.0.0.1:\(server.port)/v1/sessions",
                                        json: #"{"name":"\#(name)","password":"correct horse battery"}"#)
            XCTAssertEqual(session.status, 201, session.body)
            let token = try XCTUnwrap(try JSONDecoder().decode(JSONValue.self, from: Data(session.body.utf8))["token"]?.string)
            let me = try Curl.send("GET", "http://127.0.0.1:\(server.port)/v1/me", token: token)
            XCTAssertTrue(me.body.contains("\"isAdmin\":\(isAdmin)"), me.body)
        }
    }

    func testPostgresAndADatabaseFileAreRefusedTogether() throws {
        let taproom = try BuiltProduct.path(named: "taproom")
        let both = try ChildProcess.run(taproom, ["account", "create", "--password-stdin", "--postgres", "postgres://u@localhost/db",
                                                  "--database", "x.sqlite", "alice"], input: "correct horse battery\n")
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.errors.contains("--database and --read-only are for a SQLite file"), both.errors)
        let malformed = try ChildProcess.run(taproom, ["account", "create", "--password-stdin", "--postgres", "mysql://x/y", "alice"],
                                             input: "correct horse battery\n")
        XCTAssertEqual(malformed.status, 64)
        XCTAssertTrue(malformed.errors.contains("--postgres: a PostgreSQL URL starts postgres://"), malformed.errors)
    }
}
