import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// Signing in on a server: the token in memory, or in a 0600 file when the person stays signed
/// in; signing out revokes it; a saved token is checked at start.
final class SessionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-state-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var saved: SavedSignIn {
        SavedSignIn(address: "http://beer.test:8080", environment: ["XDG_STATE_HOME": folder.path, "HOME": "/nonexistent"])!
    }

    func testTheFileIsOnePerServerUnderTheXDGStateFolderOrTheHomesLocalState() {
        XCTAssertEqual(SavedSignIn(address: "https://beer.example:8443", environment: ["XDG_STATE_HOME": "/state"])?.fileURL.path,
                       "/state/taproom/signin-https%3A%2F%2Fbeer.example%3A8443")
        XCTAssertEqual(SavedSignIn(address: "http://a", environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "relative"])?
            .fileURL.path, "/home/ann/.local/state/taproom/signin-http%3A%2F%2Fa")
        XCTAssertNil(SavedSignIn(address: "http://a", environment: [:]))
    }

    func testSigningInKeepsTheTokenInMemoryOnlyUnlessThePersonStaysSignedIn() throws {
        let bed = try ServiceTestBed(savedSignIn: saved)
        XCTAssertTrue(bed.session.offersStaySignedIn)
        bed.signInAlice()

        XCTAssertEqual(bed.state.currentUser?.name, "alice")
        XCTAssertFalse(FileManager.default.fileExists(atPath: saved.fileURL.path))
    }

    func testStayingSignedInWritesTheTokenToAFileOnlyItsOwnerCanRead() throws {
        let bed = try ServiceTestBed(savedSignIn: saved)
        bed.signInAlice(staySignedIn: true)

        let attributes = try FileManager.default.attributesOfItem(atPath: saved.fileURL.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let token = try XCTUnwrap(saved.load())
        XCTAssertTrue(bed.server.accepts(token))
        XCTAssertEqual(try String(contentsOf: saved.fileURL, encoding: .utf8), token.text + "\n")
    }

    func testSigningOutRevokesTheTokenOnTheServerAndDeletesTheFile() throws {
        let bed = try ServiceTestBed(savedSignIn: saved)
        bed.signInAlice(staySignedIn: true)
        let token = try XCTUnwrap(saved.load())

        bed.session.signOut()
        XCTAssertNil(bed.state.currentUser, "signed out here at once")
        XCTAssertFalse(FileManager.default.fileExists(atPath: saved.fileURL.path), "the file goes at once too")
        bed.advance(by: 1)

        XCTAssertFalse(bed.server.accepts(token))
        XCTAssertEqual(bed.server.calls("signOut"), 1)
    }

    func testSigningOutWhileTheServerCannotBeReachedStillSignsOutHereAndRaisesNothing() throws {
        let bed = try ServiceTestBed(savedSignIn: saved)
        bed.signInAlice(staySignedIn: true)
        var unhandled: [Error] = []
        let defaultHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in unhandled.append(error) }
        defer { Hooks.defaultErrorHandler = defaultHandler }
        bed.server.isOffline = true

        bed.session.signOut()
        bed.advance(by: 60_000)

        XCTAssertNil(bed.state.currentUser)
        XCTAssertFalse(FileManager.default.fileExists(atPath: saved.fileURL.path))
        XCTAssertEqual(bed.server.calls("signOut"), 1, "revoking is not retried")
        XCTAssertTrue(unhandled.isEmpty, "\(unhandled)")
    }

    func testASavedTokenTheServerAcceptsSignsInAtStart() throws {
        let first = try ServiceTestBed(savedSignIn: saved)
        first.signInAlice(staySignedIn: true)
        // Another start of the app, on the same server.
        let bed = try ServiceTestBed(savedSignIn: saved)
        bed.server.adoptTokens(of: first.server)
        bed.connection.restoreSavedSignIn().disposed(by: bed.bag)
        bed.advance(by: 1)

        XCTAssertEqual(bed.state.currentUser?.name, "alice")
        let personal = bed.run(bed.catalogue.personalData(beerID: bed.id("Orval")))
        bed.advance(by: 1)
        XCTAssertNotNil(personal.value ?? nil, "the restored token is sent")
    }

    func testASavedTokenTheServerNoLongerAcceptsIsDeletedAndNobodyIsSignedIn() throws {
        try saved.save(BearerToken(text: "revoked-long-ago"))
        let bed = try ServiceTestBed(savedSignIn: saved)
        let notices = bed.scheduler.record(bed.state.notice, into: bed.bag)
        bed.connection.restoreSavedSignIn().disposed(by: bed.bag)
        bed.advance(by: 1)

        XCTAssertEqual(bed.server.calls("session"), 1)
        XCTAssertNil(bed.state.currentUser)
        XCTAssertFalse(FileManager.default.fileExists(atPath: saved.fileURL.path))
        XCTAssertEqual(notices.elements, [nil], "nobody was signed in, so there is nothing to tell")
    }

    func testASavedTokenIsCheckedOnceTheServerCanBeReached() throws {
        let first = try ServiceTestBed(savedSignIn: saved)
        first.signInAlice(staySignedIn: true)
        let bed = try ServiceTestBed(savedSignIn: saved)
        bed.server.adoptTokens(of: first.server)
        bed.server.isOffline = true
        bed.connection.restoreSavedSignIn().disposed(by: bed.bag)
        bed.scheduler.scheduleAt(bed.scheduler.clock + 2_000) { bed.server.isOffline = false }
        bed.advance(by: 3_000)

        XCTAssertEqual(bed.server.calls("session"), 3, "at 0, 1 s and 3 s")
        XCTAssertEqual(bed.state.currentUser?.name, "alice")
        XCTAssertTrue(FileManager.default.fileExists(atPath: saved.fileURL.path))
    }

    func testStayingSignedInIsOfferedOnlyWhereThereIsAPlaceToKeepTheToken() throws {
        XCTAssertFalse(try ServiceTestBed(overServer: false).session.offersStaySignedIn)
        XCTAssertTrue(try ServiceTestBed(savedSignIn: saved).session.offersStaySignedIn)
    }
}
