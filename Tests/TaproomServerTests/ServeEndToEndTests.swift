import Foundation
import PTYTestSupport
import XCTest

/// The real `taproom serve` binary on a free loopback port: HTTP (and HTTPS) with curl, then a
/// graceful stop on SIGTERM.
final class ServeEndToEndTests: XCTestCase {
    private var directory: URL!
    private var database: String { directory.appendingPathComponent("taproom.sqlite").path }

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory()
        let created = try ChildProcess.run(try BuiltProduct.path(named: "taproom"),
                                           ["account", "create", "--admin", "--password-stdin", "--database", database, "alice"],
                                           input: "correct horse battery\n")
        XCTAssertEqual(created.status, 0, created.errors)
        XCTAssertTrue(created.output.contains("created admin account alice"), created.output)
    }

    func testServesTheAPIAndStopsCleanlyOnSIGTERM() throws {
        let server = try ServerProcess(arguments: ["--database", database])
        let base = "http://127.0.0.1:\(server.port)"

        let stats = try Curl.send("GET", "\(base)/v1/stats")
        XCTAssertEqual(stats.status, 200, stats.body)
        XCTAssertTrue(stats.body.contains("\"users\":1"), stats.body)
        let session = try Curl.send("POST", "\(base)/v1/sessions", json: #"{"name":"alice","password":"correct horse battery"}"#)
        XCTAssertEqual(session.status, 201, session.body)
        let token = try XCTUnwrap(try JSONDecoder().decode(JSONValue.self, from: Data(session.body.utf8))["token"]?.string)
        let me = try Curl.send("GET", "\(base)/v1/me", token: token)
        XCTAssertEqual(me.status, 200)
        XCTAssertTrue(me.body.contains("\"isAdmin\":true"), me.body)
        let search = try Curl.send("GET", "\(base)/v1/beers?q=stout&limit=5")
        XCTAssertEqual(search.status, 200, search.body)
        let missing = try Curl.send("GET", "\(base)/nowhere")
        XCTAssertEqual(missing.status, 404)
        XCTAssertTrue(missing.body.contains("\"not_found\""), missing.body)

        let exit = try XCTUnwrap(server.stop(with: SIGTERM), "taproom serve did not stop on SIGTERM")
        XCTAssertEqual(exit.reason, .exit)
        XCTAssertEqual(exit.status, 0, server.standardError)
        XCTAssertTrue(server.standardError.contains("stopped"), server.standardError)
    }

    func testAnImportByAnotherProcessReachesEventsClients() throws {
        let server = try ServerProcess(arguments: ["--database", database])
        let events = try EventStreamReader(port: server.port)
        let first = try XCTUnwrap(try events.nextRevision())

        let file = directory.appendingPathComponent("new.csv")
        try "name,brewery\nRochefort 10,Abbaye Notre-Dame de Saint-Rémy\n".write(to: file, atomically: true, encoding: .utf8)
        let imported = try ChildProcess.run(try BuiltProduct.path(named: "taproom"), ["import", "--database", database, file.path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        let moved = try events.revision(above: first)
        let current = try Curl.send("GET", "http://127.0.0.1:\(server.port)/v1/revision")
        XCTAssertTrue(current.body.contains("\(moved)"), "\(moved) vs \(current.body)")
        events.close()
        XCTAssertEqual(server.stop(with: SIGTERM)?.status, 0, server.standardError)
    }

    func testSIGTERMStopsPromptlyWithEventsClientsConnected() throws {
        let server = try ServerProcess(arguments: ["--database", database])
        let clients = try (0..<3).map { _ in try EventStreamReader(port: server.port) }
        for client in clients { XCTAssertNotNil(try client.nextRevision()) }

        let exit = try XCTUnwrap(server.stop(with: SIGTERM, timeout: 15), "taproom serve waited for its events clients")
        XCTAssertEqual(exit.reason, .exit)
        XCTAssertEqual(exit.status, 0, server.standardError)
        // Each stream ended rather than being cut: the client sees its end and reconnects.
        for client in clients { XCTAssertNil(try client.next(timeout: 15)) }
    }

    func testServesHTTPSWithTheGivenCertificate() throws {
        let certificate = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let made = try ChildProcess.run("/usr/bin/openssl", [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ])
        XCTAssertEqual(made.status, 0, made.errors)
        let server = try ServerProcess(arguments: ["--database", database, "--tls-certificate", certificate, "--tls-key", key])

        let stats = try Curl.send("GET", "https://127.0.0.1:\(server.port)/v1/stats", extra: ["--cacert", certificate])
        XCTAssertEqual(stats.status, 200, stats.body)
        XCTAssertTrue(stats.body.contains("\"beers\""), stats.body)
        // Plain HTTP to the TLS port gets no answer from the API.
        XCTAssertThrowsError(try Curl.send("GET", "http://127.0.0.1:\(server.port)/v1/stats"))

        let exit = try XCTUnwrap(server.stop(with: SIGINT))
        XCTAssertEqual(exit.status, 0, server.standardError)
    }

    func testAnUnreadableCertificateIsReportedBeforeServing() throws {
        let result = try ChildProcess.run(try BuiltProduct.path(named: "taproom"), [
            "serve", "--listen", "127.0.0.1:0", "--database", database,
            "--tls-certificate", "/nonexistent/cert.pem", "--tls-key", "/nonexistent/key.pem",
        ])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("cannot read a PEM certificate from /nonexistent/cert.pem"), result.errors)
    }
}
