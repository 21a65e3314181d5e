import Catalogue
import CatalogueClient
import Foundation
import TaproomServer
import XCTest

private let password = "correct horse battery"

/// Every way a request can fail reaches the caller as the protocol's errors: the network's as
/// `RemoteCatalogueError`, the server's refusals of names, passwords and sign-ins as `AccountError`.
final class FailureMappingTests: XCTestCase {
    func testAClosedPortIsUnreachableWithConnectionRefused() async throws {
        let port = try SilentListener.closedPort()
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(port)")
        do {
            _ = try await client.stats()
            XCTFail("nothing listens there")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .unreachable(address: "http://127.0.0.1:\(port)", reason: "connection refused"))
            XCTAssertEqual(error.description, "Cannot reach the server at http://127.0.0.1:\(port): connection refused")
        }
    }

    func testAHostNobodyCanResolveIsNotFound() async throws {
        // .invalid never resolves (RFC 6761).
        let client = try CatalogueHTTPClient(serverURL: "http://beer.invalid:8080")
        await assertThrows(RemoteCatalogueError.unreachable(address: "http://beer.invalid:8080", reason: "host not found")) {
            _ = try await client.stats()
        }
    }

    func testAServerThatDoesNotSpeakTLSIsATLSFailure() async throws {
        let plain = try SilentListener(greeting: "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n",
                                       afterRequestHead: false)
        defer { plain.close() }
        let client = try CatalogueHTTPClient(serverURL: "https://127.0.0.1:\(plain.port)")
        await assertThrows(RemoteCatalogueError.unreachable(
            address: "https://127.0.0.1:\(plain.port)",
            reason: "TLS failure: the server does not speak TLS on that port (is its address http:// rather than https://?)")) {
            _ = try await client.stats()
        }
    }

    func testAServerThatHangsUpDuringTheHandshakeIsATLSFailure() async throws {
        let closing = try SilentListener(afterRequestHead: false, then: .close)
        defer { closing.close() }
        let client = try CatalogueHTTPClient(serverURL: "https://127.0.0.1:\(closing.port)")
        await assertThrows(RemoteCatalogueError.unreachable(
            address: client.location, reason: "TLS failure: the server closed the connection during the handshake")) {
            _ = try await client.stats()
        }
    }

    func testACertificateThisMachineDoesNotTrustIsATLSFailure() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tls = try Self.selfSignedCertificate(in: directory)
        try await LiveServer.run(tls: tls) { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            XCTAssertTrue(server.url.hasPrefix("https://"), server.url)
            await assertThrows(RemoteCatalogueError.unreachable(
                address: server.url, reason: "TLS failure: the server's certificate is not trusted (self-signed certificate)")) {
                _ = try await client.stats()
            }
        }
    }

    /// A certificate for 127.0.0.1 signed by itself, as `openssl req -x509` makes one.
    private static func selfSignedCertificate(in directory: URL) throws -> ServerTLS {
        let certificate = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                             "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        XCTAssertEqual(openssl.terminationStatus, 0, "openssl req")
        return ServerTLS(certificatePath: certificate, keyPath: key)
    }

    func testAServerThatHangsUpWithoutAnsweringIsUnreachable() async throws {
        let closing = try SilentListener(then: .close)
        defer { closing.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(closing.port)")
        do {
            _ = try await client.stats()
            XCTFail("nobody answered")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .unreachable(address: client.location, reason: "the server closed the connection without answering"))
            XCTAssertTrue(error.isTransient)
        }
    }

    func testAResetConnectionIsUnreachable() async throws {
        let resetting = try SilentListener(then: .reset)
        defer { resetting.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(resetting.port)")
        await assertThrows(RemoteCatalogueError.unreachable(address: client.location, reason: "the connection was reset")) {
            _ = try await client.stats()
        }
    }

    func testAServerThatHangsUpHalfwayThroughTheAnswerIsUnreachable() async throws {
        let closing = try SilentListener(
            greeting: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{", then: .close)
        defer { closing.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(closing.port)")
        await assertThrows(RemoteCatalogueError.unreachable(
            address: client.location, reason: "the server closed the connection before the whole answer arrived")) {
            _ = try await client.stats()
        }
    }

    /// Halfway through the head: what a server killed in the middle of answering leaves. (Foundation's
    /// URLSession stopped the whole process here; the client's transport is libcurl for that reason.)
    func testAServerThatHangsUpHalfwayThroughTheHeadIsUnreachable() async throws {
        let closing = try SilentListener(greeting: "HTTP/1.1 200 OK\r\nContent-", then: .close)
        defer { closing.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(closing.port)")
        do {
            _ = try await client.stats()
            XCTFail("no whole answer came")
        } catch let error as RemoteCatalogueError {
            guard case .unreachable = error else { return XCTFail("\(error)") }
            XCTAssertTrue(error.isTransient, "a read is tried again")
        }
        let streaming = try SilentListener(greeting: "HTTP/1.1 200 OK\r\nContent-", then: .close)
        defer { streaming.close() }
        let events = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(streaming.port)")
        do {
            for try await _ in events.revisions() { XCTFail("no revision came") }
            XCTFail("the stream did not fail")
        } catch {
            XCTAssertTrue((error as? RemoteCatalogueError)?.isTransient == true, "\(error)")
        }
    }

    func testAnAnswerThatIsNotHTTPIsAServerFailure() async throws {
        let other = try SilentListener(greeting: "SSH-2.0-OpenSSH_9.2\r\n", then: .close)
        defer { other.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(other.port)")
        await assertThrows(RemoteCatalogueError.serverFailed(address: client.location, detail: "an answer that is not HTTP")) {
            _ = try await client.stats()
        }
    }

    func testAServerThatNeverAnswersTimesOut() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)",
                                             requestTimeout: .milliseconds(300))
        do {
            _ = try await client.revision()
            XCTFail("a silent server cannot answer")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .timedOut(address: "http://127.0.0.1:\(listener.port)"))
        }
    }

    func testSigningInWaitsForTheLongerPasswordLimit() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)",
                                             requestTimeout: .milliseconds(100), passwordRequestTimeout: .milliseconds(800))
        let clock = ContinuousClock()
        let started = clock.now
        do {
            _ = try await client.signIn(name: "alice", password: "correct horse")
            XCTFail("a silent server cannot answer")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .timedOut(address: "http://127.0.0.1:\(listener.port)"))
        }
        XCTAssertGreaterThanOrEqual(clock.now - started, .milliseconds(800), "not the 100 ms of other requests")
    }

    func testABodyThatNeverEndsTimesOut() async throws {
        let listener = try SilentListener(greeting: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
        defer { listener.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(listener.port)",
                                             requestTimeout: .milliseconds(300))
        do {
            _ = try await client.stats()
            XCTFail("half an answer is no answer")
        } catch let error as RemoteCatalogueError {
            XCTAssertEqual(error, .timedOut(address: "http://127.0.0.1:\(listener.port)"))
        }
    }

    func testAFailingServerAndAnUnreadableAnswerAreServerFailures() async throws {
        let failing = try SilentListener(greeting: Self.reply(status: "500 Internal Server Error",
            body: #"{"error": {"code": "internal_error", "message": "internal error"}}"#))
        defer { failing.close() }
        let client = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(failing.port)")
        await assertThrows(RemoteCatalogueError.serverFailed(address: client.location, detail: "internal error")) {
            _ = try await client.stats()
        }

        let garbled = try SilentListener(greeting: Self.reply(status: "200 OK", body: #"{"beers": "#))
        defer { garbled.close() }
        let confused = try CatalogueHTTPClient(serverURL: "http://127.0.0.1:\(garbled.port)")
        do {
            _ = try await confused.stats()
            XCTFail("half a JSON document cannot be read")
        } catch RemoteCatalogueError.serverFailed(let address, _) {
            XCTAssertEqual(address, confused.location)
        }
    }

    /// A whole HTTP/1.1 answer with a JSON body.
    private static func reply(status: String, body: String) -> String {
        "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    func testPasswordsAreNotSentOverPlainHTTPToAnotherMachine() async throws {
        let client = try CatalogueHTTPClient(serverURL: "http://beer.example:8080")
        for attempt in [{ _ = try await client.signIn(name: "alice", password: password) },
                        { _ = try await client.createAccount(name: "alice", password: password) }]
            as [@Sendable () async throws -> Void] {
            do {
                try await attempt()
                XCTFail("a password must not travel unencrypted")
            } catch let error as RemoteCatalogueError {
                XCTAssertEqual(error, .insecurePassword(address: "http://beer.example:8080"))
            }
        }
    }

    func testInsecurePasswordsGoOutWhenAllowed() async throws {
        // 192.0.2.0/24 is reserved for documentation: the attempt fails on the network, not before it.
        let client = try CatalogueHTTPClient(serverURL: "http://192.0.2.1:8080", requestTimeout: .milliseconds(300),
                                             allowsInsecurePasswords: true)
        do {
            _ = try await client.signIn(name: "alice", password: password)
            XCTFail("nothing answers at a documentation address")
        } catch let error as RemoteCatalogueError {
            XCTAssertNotEqual(error, .insecurePassword(address: "http://192.0.2.1:8080"))
            XCTAssertTrue(error.isTransient, "\(error)")
        }
    }

    func testWrongPasswordThrottlingAndAccountRefusals() async throws {
        try await LiveServer.run(throttle: SignInThrottle(threshold: 2, baseDelay: 30)) { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            _ = try await client.createAccount(name: "alice", password: password)
            await assertThrows(AccountError.wrongCredentials) { _ = try await client.signIn(name: "alice", password: "wrong one") }
            await assertThrows(AccountError.wrongCredentials) { _ = try await client.signIn(name: "nobody", password: "wrong one") }
            await assertThrows(AccountError.wrongCredentials) { _ = try await client.signIn(name: "alice", password: "wrong two") }
            await assertThrows(AccountError.throttled(retryAfterSeconds: 30)) {
                _ = try await client.signIn(name: "alice", password: password)
            }
            server.advanceClock(by: 31)
            _ = try await client.signIn(name: "alice", password: password)

            await assertThrows(AccountError.nameTaken("alice")) {
                _ = try await client.createAccount(name: "alice", password: password)
            }
            do {
                _ = try await client.createAccount(name: "", password: password)
                XCTFail("an empty name is refused")
            } catch AccountError.invalidUsername(let reason) {
                XCTAssertFalse(reason.isEmpty)
                XCTAssertFalse(reason.hasPrefix("invalid username"), reason)
            }
            do {
                _ = try await client.createAccount(name: "bob", password: "short")
                XCTFail("a short password is refused")
            } catch AccountError.invalidPassword(let reason) {
                XCTAssertFalse(reason.isEmpty)
            }
        }
    }

    func testAnExpiredOrRevokedTokenMeansSignInAgain() async throws {
        try await LiveServer.run(tokenLifetime: 600) { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let orval = try server.beerID("Orval")
            _ = try await client.createAccount(name: "alice", password: password)
            let revoked = try await client.signIn(name: "alice", password: password)
            let expiring = try await client.signIn(name: "alice", password: password)
            try await client.signOut(revoked)
            await assertThrows(RemoteCatalogueError.signInExpired) {
                _ = try await client.setFavourite(true, beerID: orval, session: revoked)
            }
            await assertThrows(RemoteCatalogueError.signInExpired) {
                _ = try await client.search(SearchRequest(limit: 5), as: revoked)
            }
            await assertThrows(RemoteCatalogueError.signInExpired) { _ = try await client.personalExport(session: revoked) }
            _ = try await client.personalData(beerID: orval, session: expiring)
            server.advanceClock(by: 601)
            await assertThrows(RemoteCatalogueError.signInExpired) {
                _ = try await client.personalData(beerID: orval, session: expiring)
            }
            let nobody = try await client.session(for: expiring.token)
            XCTAssertNil(nobody)
        }
    }

    func testAReadOnlyCatalogueRefusesAsReadOnly() async throws {
        try await LiveServer.run(readOnly: true) { server in
            let client = try CatalogueHTTPClient(serverURL: server.url)
            let stats = try await client.stats()
            XCTAssertEqual(stats.beers, LiveServer.beers.count)
            await assertThrows(CatalogueError.readOnly) {
                _ = try await client.createAccount(name: "alice", password: password)
            }
        }
    }

    func testAnAddressThatIsNotAServerURLIsRefusedByName() {
        for text in ["ftp://beer.example", "beer.example:8080", "not a url", "http://", "http://beer.example/?q=1",
                     "http://beer.example:99999"] {
            XCTAssertThrowsError(try CatalogueHTTPClient(serverURL: text), text) { error in
                XCTAssertEqual(error as? InvalidServerAddress, InvalidServerAddress(text: text))
                XCTAssertTrue("\(error)".contains("\"\(text)\""), "\(error)")
            }
        }
        XCTAssertEqual(try CatalogueHTTPClient(serverURL: "https://beer.example/taproom/").location,
                       "https://beer.example/taproom")
    }

    func testLoopbackAddressesAreThisMachine() throws {
        for local in ["http://127.0.0.1:8080", "http://127.4.5.6", "http://[::1]:8080", "http://localhost:1", "http://LOCALHOST"] {
            XCTAssertTrue(try ServerAddress(local).isLoopback, local)
        }
        for remote in ["http://128.0.0.1", "http://10.0.0.1", "http://beer.example", "http://127.0.0.1.beer.example",
                       "http://[::2]", "http://localhost.beer.example"] {
            XCTAssertFalse(try ServerAddress(remote).isLoopback, remote)
        }
    }
}
