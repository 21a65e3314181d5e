import Foundation
import PTYTestSupport
import TaproomServer
import XCTest

/// `taproom serve`'s options: refused before anything starts when they cannot work, and
/// TAPROOM_LISTEN standing in for --listen.
final class ServeOptionsTests: XCTestCase {
    func testListenAddressesAreHostAndPort() {
        XCTAssertEqual(ListenAddress(parsing: "127.0.0.1:8080"), ListenAddress(host: "127.0.0.1", port: 8080))
        XCTAssertEqual(ListenAddress(parsing: "[::1]:0"), ListenAddress(host: "::1", port: 0))
        XCTAssertEqual(ListenAddress(parsing: "[::1]:0")?.description, "[::1]:0")
        for bad in ["8080", "localhost", ":8080", "host:port", "127.0.0.1:65536", "127.0.0.1:-1", ""] {
            XCTAssertNil(ListenAddress(parsing: bad), bad)
        }
    }

    func testAMalformedListenAddressIsRefused() throws {
        let result = try ChildProcess.run(try BuiltProduct.path(named: "taproom"), ["serve", "--listen", "8080"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("--listen takes host:port"), result.errors)
    }

    func testACertificateNeedsItsKey() throws {
        let result = try ChildProcess.run(try BuiltProduct.path(named: "taproom"),
                                          ["serve", "--listen", "127.0.0.1:0", "--tls-certificate", "cert.pem"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("--tls-certificate and --tls-key go together"), result.errors)
    }

    func testTheEnvironmentChoosesTheAddressAndDatabase() throws {
        let directory = try makeTemporaryDirectory()
        let database = directory.appendingPathComponent("env.sqlite").path
        let created = try ChildProcess.run(try BuiltProduct.path(named: "taproom"),
                                           ["init", "--empty", "--database", database])
        XCTAssertEqual(created.status, 0, created.errors)
        // --listen given on the command line wins over TAPROOM_LISTEN, which the server would
        // otherwise use: here it names a malformed address, so only the flag lets it start.
        let server = try ServerProcess(arguments: [],
                                       environment: ["TAPROOM_DATABASE": database, "TAPROOM_LISTEN": "not an address"])
        let stats = try Curl.send("GET", "http://127.0.0.1:\(server.port)/v1/stats")
        XCTAssertTrue(stats.body.contains("\"beers\":0"), stats.body)
        XCTAssertEqual(server.stop()?.status, 0)

        let fromEnvironment = try ChildProcess.run("/usr/bin/env", [
            "TAPROOM_LISTEN=nowhere", "TAPROOM_DATABASE=\(database)", try BuiltProduct.path(named: "taproom"), "serve",
        ])
        XCTAssertNotEqual(fromEnvironment.status, 0)
        XCTAssertTrue(fromEnvironment.errors.contains("not nowhere"), fromEnvironment.errors)
    }
}
