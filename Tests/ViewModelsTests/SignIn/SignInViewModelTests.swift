import Catalogue
import Foundation
import CatalogueServices
import RxCore
import RxCoreTest
import ViewModels
import VirtualTimeTestSupport
import XCTest

final class SignInViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var state: AppState!
    private var writer: AppStateWriter!
    private var catalogue: FakeCatalogue!
    /// Where "Stay signed in" keeps the token, when the catalogue offers it.
    private var savedSignIn: SavedSignIn!

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        (state, writer) = AppState.make()
        savedSignIn = SavedSignIn(fileURL: FileManager.default.temporaryDirectory
            .appendingPathComponent("signin-tests-\(UUID().uuidString)"))
        makeCatalogue(offeringStaySignedIn: false)
    }

    private func makeCatalogue(offeringStaySignedIn: Bool) {
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer, beers: [],
                                  savedSignIn: offeringStaySignedIn ? savedSignIn : nil)
        catalogue.passwords = ["alice": "correct horse"]
    }

    override func tearDown() {
        bag = nil
        savedSignIn.delete()
    }

    private func model(username: [Recorded<Event<String>>], password: [Recorded<Event<String>>],
                       confirmation: [Recorded<Event<String>>] = [.next(0, "")],
                       staySignedIn: [Recorded<Event<Bool>>] = [.next(0, false)],
                       _ body: (SignInViewModel) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let model = SignInViewModel(
                username: scheduler.createHotObservable(username).asDriver(onErrorJustReturn: ""),
                password: scheduler.createHotObservable(password).asDriver(onErrorJustReturn: ""),
                confirmation: scheduler.createHotObservable(confirmation).asDriver(onErrorJustReturn: ""),
                staySignedIn: scheduler.createHotObservable(staySignedIn).asDriver(onErrorJustReturn: false),
                session: catalogue.session)
            body(model)
        }
    }

    func testStaySignedInIsAskedForOnceTicked() {
        makeCatalogue(offeringStaySignedIn: true)
        var kept: [Bool] = []
        model(username: [.next(10, "alice")], password: [.next(10, "correct horse")],
              staySignedIn: [.next(10, false), .next(150, true)]) { model in
            XCTAssertTrue(model.offersStaySignedIn)
            _ = scheduler.record(model.signedIn, into: bag)
            for time in [100, 200] { scheduler.scheduleAt(time) { model.signIn() } }
            for time in [199, 299] { scheduler.scheduleAt(time) { kept.append(self.savedSignIn.load() != nil) } }
            scheduler.start()
        }
        XCTAssertEqual(kept, [false, true], "the token is kept only once Stay signed in is ticked")
    }

    func testStaySignedInIsNeverAskedForWhereTheSessionDoesNotOfferIt() {
        model(username: [.next(10, "alice")], password: [.next(10, "correct horse")],
              staySignedIn: [.next(10, true)]) { model in
            XCTAssertFalse(model.offersStaySignedIn)
            _ = scheduler.record(model.signedIn, into: bag)
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.start()
        }
        XCTAssertNil(savedSignIn.load(), "nothing is kept where staying signed in is not offered")
    }

    func testARefusedSignInEmptiesThePasswordAndAsksForItAgain() {
        var passwords: TestableObserver<String>!
        var focus: TestableObserver<SignInField>!
        var enabled: TestableObserver<Bool>!
        model(username: [.next(10, "alice")], password: [.next(10, "wrong horse"), .next(300, "correct horse")]) { model in
            passwords = scheduler.record(model.passwordText, into: bag)
            focus = scheduler.record(model.focusRequest, into: bag)
            enabled = scheduler.record(model.signInEnabled, into: bag)
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(passwords.events, [.next(10, "wrong horse"), .next(150, ""), .next(300, "correct horse")])
        XCTAssertEqual(focus.events, [.next(150, .password)])
        XCTAssertEqual(enabled.elements, [true, false, true], "an emptied password cannot be submitted")
    }

    func testANewAccountsProblemKeepsThePassword() {
        catalogue.passwords["bob"] = "battery staple"
        var passwords: TestableObserver<String>!
        model(username: [.next(10, "bob")], password: [.next(10, "long enough")],
              confirmation: [.next(10, "long enough")]) { model in
            passwords = scheduler.record(model.passwordText, into: bag)
            scheduler.scheduleAt(50) { model.toggleMode() }
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(passwords.elements, ["long enough"], "the name was taken, not the password wrong")
    }

    func testAChangeOfModeSendsTheFocusToTheFirstEmptyField() {
        var focus: TestableObserver<SignInField>!
        model(username: [.next(10, ""), .next(150, "bob")], password: [.next(10, ""), .next(250, "tr0ub4dor&3")],
              confirmation: [.next(10, ""), .next(350, "tr0ub4dor&3")]) { model in
            focus = scheduler.record(model.focusRequest, into: bag)
            for time in [100, 200, 300, 400] { scheduler.scheduleAt(time) { model.toggleMode() } }
            scheduler.start()
        }
        XCTAssertEqual(focus.events, [.next(100, .username), .next(200, .password), .next(300, .confirmation),
                                      .next(400, .submit)])
    }

    func testEnterOnAnIncompleteFormGoesToTheMissingField() {
        var focus: TestableObserver<SignInField>!
        model(username: [.next(10, ""), .next(150, "alice")], password: [.next(10, ""), .next(250, "short")]) { model in
            focus = scheduler.record(model.focusRequest, into: bag)
            for time in [100, 200, 300] { scheduler.scheduleAt(time) { model.signIn() } }
            scheduler.start()
        }
        XCTAssertEqual(focus.events, [.next(100, .username), .next(200, .password)],
                       "a password too short stays where it is")
    }

    func testTheFormsTextsFollowTheMode() {
        var headings: TestableObserver<String>!
        var switches: TestableObserver<String>!
        var compactSwitches: TestableObserver<String>!
        model(username: [.next(10, "")], password: [.next(10, "")]) { model in
            headings = scheduler.record(model.heading, into: bag)
            switches = scheduler.record(model.switchTitle, into: bag)
            compactSwitches = scheduler.record(model.switchCompactTitle, into: bag)
            scheduler.scheduleAt(100) { model.toggleMode() }
            scheduler.start()
        }
        XCTAssertEqual(headings.elements, ["Sign in", "Create an account"])
        XCTAssertEqual(switches.elements, ["Create an account instead", "I have an account"])
        XCTAssertEqual(compactSwitches.elements, ["Sign up", "I have one"])
    }

    func testSignInIsEnabledWithAUsernameAndAPasswordOfEightCharacters() {
        var enabled: TestableObserver<Bool>!
        model(username: [.next(10, ""), .next(100, "alice")],
              password: [.next(10, ""), .next(200, "1234567"), .next(300, "12345678"), .next(400, "")]) { model in
            enabled = scheduler.record(model.signInEnabled, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(enabled.events, [.next(10, false), .next(300, true), .next(400, false)])
    }

    func testADisabledFormIsNotSubmitted() {
        model(username: [.next(10, "alice")], password: [.next(10, "short")]) { model in
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(catalogue.signInCalls, 0)
    }

    func testAWrongPasswordShowsTheErrorAfterTheSpinner() {
        var signingIn: TestableObserver<Bool>!
        var errors: TestableObserver<String?>!
        var signedIn: TestableObserver<User>!
        model(username: [.next(10, "alice")], password: [.next(10, "incorrect")]) { model in
            signingIn = scheduler.record(model.isSigningIn, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            signedIn = scheduler.record(model.signedIn, into: bag)
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.scheduleAt(120) { model.signIn() }  // still checking: ignored
            scheduler.start()
        }
        XCTAssertEqual(signingIn.events, [.next(0, false), .next(100, true), .next(150, false)])
        XCTAssertEqual(errors.elements.last, "Wrong username or password")
        XCTAssertEqual(catalogue.signInCalls, 1)
        XCTAssertTrue(signedIn.events.isEmpty)
        XCTAssertNil(state.currentUser)
    }

    func testThrottlingSaysHowLongToWait() {
        catalogue.throttledFor = 30
        var errors: TestableObserver<String?>!
        model(username: [.next(10, "alice")], password: [.next(10, "correct horse")]) { model in
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(errors.elements.last, "Too many failed sign-ins; try again in 30 seconds")
    }

    func testTheRightPasswordSignsIn() {
        var signedIn: TestableObserver<User>!
        var errors: TestableObserver<String?>!
        model(username: [.next(10, "alice")], password: [.next(10, "correct horse")]) { model in
            signedIn = scheduler.record(model.signedIn, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(signedIn.events.map(\.time), [150])
        XCTAssertEqual(signedIn.elements.map(\.name), ["alice"])
        XCTAssertEqual(state.currentUser?.name, "alice")
        XCTAssertNil(errors.elements.last.flatMap { $0 })
    }

    func testCreateAccountRefusesMismatchedAndWeakPasswords() {
        var errors: TestableObserver<String?>!
        var enabled: TestableObserver<Bool>!
        var modes: TestableObserver<SignInMode>!
        model(username: [.next(10, "bob")],
              password: [.next(10, "lager and lime"), .next(200, "password"), .next(300, "short")],
              confirmation: [.next(10, "lager and lemon"), .next(200, "password"), .next(300, "short")]) { model in
            errors = scheduler.record(model.errorText, into: bag)
            enabled = scheduler.record(model.signInEnabled, into: bag)
            modes = scheduler.record(model.mode, into: bag)
            scheduler.scheduleAt(50) { model.toggleMode() }
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.scheduleAt(250) { model.signIn() }
            scheduler.scheduleAt(350) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(modes.elements, [.signIn, .createAccount])
        XCTAssertEqual(enabled.elements, [true], "in create mode any password may be submitted, to be told why it is refused")
        XCTAssertEqual(errors.elements.compactMap { $0 }, [
            "The passwords do not match",
            "The password is too weak: it is easy to guess",
            "The password is too weak: use at least 8 characters",
        ])
        XCTAssertTrue(catalogue.passwords["bob"] == nil)
    }

    func testCreateAccountSignsTheNewUserIn() {
        var signedIn: TestableObserver<User>!
        var errors: TestableObserver<String?>!
        model(username: [.next(10, "bob"), .next(200, "alice")], password: [.next(10, "lager and lime")],
              confirmation: [.next(10, "lager and lime")]) { model in
            signedIn = scheduler.record(model.signedIn, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(50) { model.toggleMode() }
            scheduler.scheduleAt(100) { model.signIn() }
            scheduler.scheduleAt(300) { model.signIn() }
            scheduler.start()
        }
        XCTAssertEqual(signedIn.elements.map(\.name), ["bob"])
        XCTAssertEqual(errors.elements.last, "The username \"alice\" is taken")
    }
}
