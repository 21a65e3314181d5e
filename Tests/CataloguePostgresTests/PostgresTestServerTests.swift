import Foundation
import PostgresTestSupport
import XCTest

final class PostgresTestServerTests: XCTestCase {
    func testTheServerListensOnlyOnItsPrivateSocket() throws {
        let server = try PostgresTestServer.running()
        XCTAssertTrue(FileManager.default.fileExists(atPath: server.socketPath), server.socketPath)
        XCTAssertTrue(server.socketDirectory.contains("taproom-postgres-"))
        XCTAssertIdentical(try PostgresTestServer.running(), server, "one server per test process")
    }

    func testEachDatabaseIsNew() throws {
        let server = try PostgresTestServer.running()
        let first = try server.makeDatabase()
        let second = try server.makeDatabase()
        XCTAssertNotEqual(first, second)
        try server.dropDatabase(first)
        try server.dropDatabase(second)
    }
}

final class PostgresTestServerFailureTests: XCTestCase {
    func testAServerThatCannotStartSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-postgres-\(UUID().uuidString)").path
        XCTAssertThrowsError(try PostgresTestServer.start(programsIn: folder)) { error in
            let description = "\(error)"
            XCTAssertTrue(description.contains("initdb"), description)
            XCTAssertTrue(description.contains(folder), description)
        }
    }
}
