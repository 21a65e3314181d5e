import Catalogue
import CatalogueServices
import Foundation
import RxCore

/// The sign-in screen's outputs.
public protocol SignInState {
    var mode: Driver<SignInMode> { get }
    /// "Sign in" / "Create an account".
    var heading: Driver<String> { get }
    /// The submit button's title.
    var submitTitle: Driver<String> { get }
    /// The button that switches mode: "Create an account instead" / "I have an account".
    var switchTitle: Driver<String> { get }
    /// The same in a word or two, for a narrow form: "Sign up" / "I have one".
    var switchCompactTitle: Driver<String> { get }
    /// The status line: what the form expects in this mode.
    var guidance: Driver<String> { get }
    /// The password field's text: what the person typed, and empty again after a sign-in the
    /// catalogue refused (while they type it is the text the field holds, so binding it back
    /// sets nothing).
    var passwordText: Driver<String> { get }
    /// The submit button's enabled state.
    var signInEnabled: Driver<Bool> { get }
    /// True while the password is being checked (the spinner).
    var isSigningIn: Driver<Bool> { get }
    /// "Wrong username or password", the throttling wait, an account error, or nil.
    var errorText: Driver<String?> { get }
    /// Signed in (or the new account created and signed in).
    var signedIn: Signal<User> { get }
    /// Where the focus goes after a change of mode, or Enter on a form not yet complete: the
    /// first empty field (so a password is never typed into the username field); after a
    /// refused sign-in, the password field, emptied for the password to be typed again.
    var focusRequest: Signal<SignInField> { get }
    /// Whether the form offers "Stay signed in" (on a server, where a sign-in can be kept).
    var offersStaySignedIn: Bool { get }
}

/// What the sign-in screen can do.
public protocol SignInAction {
    /// Submits the form (ignored while disabled or already submitting).
    func signIn()
    /// Switches between signing in and creating an account.
    func toggleMode()
}

/// A sign-in form with a create-account mode. Outputs derive from the fields with
/// `combineLatest`; submitting runs the session service and reports progress and errors.
public final class SignInViewModel: SignInState, SignInAction {
    public let mode: Driver<SignInMode>
    public let heading: Driver<String>
    public let submitTitle: Driver<String>
    public let switchTitle: Driver<String>
    public let switchCompactTitle: Driver<String>
    public let guidance: Driver<String>
    public let passwordText: Driver<String>
    public let signInEnabled: Driver<Bool>
    public let isSigningIn: Driver<Bool>
    public let errorText: Driver<String?>
    public let signedIn: Signal<User>
    public let focusRequest: Signal<SignInField>
    public let offersStaySignedIn: Bool

    private let modes = BehaviorRelay(value: SignInMode.signIn)
    private let submits = PublishRelay<Void>()
    private let modeChanges = PublishRelay<Void>()
    /// A refused sign-in empties the password.
    private let passwordResets = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    /// - Parameter staySignedIn: the "Stay signed in" checkbox (only where the session offers it).
    public init(username: Driver<String>, password: Driver<String>, confirmation: Driver<String> = .just(""),
                staySignedIn: Driver<Bool> = .just(false), session: SessionService, keys: KeyNames = KeyNames()) {
        let offersStaySignedIn = session.offersStaySignedIn
        let password = Observable.merge(password.asObservable(), passwordResets.asObservable().map { "" })
            .asDriver(onErrorJustReturn: "")
        let form = Driver.combineLatest(modes.asDriver(), username, password, confirmation, staySignedIn) {
            SignInForm(mode: $0, username: $1, password: $2, confirmation: $3,
                       staySignedIn: offersStaySignedIn && $4)
        }
        // flatMapFirst: a second submit while one is running is ignored.
        let attempts = submits.asSignal()
            .withLatestFrom(form)
            .filter(\.isSubmittable)
            .flatMapFirst { form -> Signal<Attempt> in
                if let problem = form.accountProblem { return .just(.failed(problem)) }
                let call = form.mode == .signIn
                    ? session.signIn(username: form.username, password: form.password, staySignedIn: form.staySignedIn)
                    : session.createAccount(username: form.username, password: form.password,
                                            staySignedIn: form.staySignedIn)
                return call.asObservable()
                    .map(Attempt.succeeded)
                    .startWith(.started)
                    .asSignal(onErrorRecover: { error in .just(.failed(SignInMessages.error(error))) })
            }

        mode = modes.asDriver()
        self.offersStaySignedIn = offersStaySignedIn
        heading = mode.map { $0 == .createAccount ? "Create an account" : "Sign in" }
        submitTitle = mode.map { $0 == .createAccount ? "Create account" : "Sign in" }
        switchTitle = mode.map { $0 == .createAccount ? "I have an account" : "Create an account instead" }
        switchCompactTitle = mode.map { $0 == .createAccount ? "I have one" : "Sign up" }
        guidance = mode.map {
            $0 == .createAccount ? "Usernames: letters, digits, . _ - (up to 32). Passwords: 8 characters or more."
                                 : "\(keys.submit) submits when the form is complete."
        }
        signInEnabled = form.map(\.isSubmittable).distinctUntilChanged()
        isSigningIn = attempts.map(\.isRunning).asDriver(onErrorJustReturn: false).startWith(false).distinctUntilChanged()
        // An error stays until the next attempt or a change of mode.
        errorText = Driver.merge(attempts.map(\.errorText).asDriver(onErrorJustReturn: nil),
                                 modes.asDriver().map { _ in nil })
            .distinctUntilChanged { $0 == $1 }
        signedIn = attempts.compactMap(\.user)
        passwordText = password.distinctUntilChanged()
        // A refused sign-in (not a new account's problem, whose password may be fine) asks for
        // the password again.
        let refused = attempts.filter { $0.errorText != nil }
            .withLatestFrom(modes.asDriver())
            .filter { $0 == .signIn }
            .map { _ in () }
        // Enter on an incomplete form goes on to the field still missing, as the person meant.
        let missing = submits.asSignal().withLatestFrom(form)
            .filter { !$0.isSubmittable && $0.firstEmptyField != .submit }
            .map(\.firstEmptyField)
        focusRequest = Signal.merge(modeChanges.asSignal().withLatestFrom(form) { _, form in form.firstEmptyField }, missing,
                                    refused.map { SignInField.password })
        refused.emit(to: passwordResets).disposed(by: disposeBag)
    }

    public func signIn() {
        submits.accept(())
    }

    public func toggleMode() {
        modes.accept(modes.value.toggled)
        modeChanges.accept(())
    }
}

/// One submit's progress.
private enum Attempt {
    case started
    case succeeded(User)
    case failed(String)

    var isRunning: Bool {
        if case .started = self { return true }
        return false
    }

    var errorText: String? {
        if case .failed(let text) = self { return text }
        return nil
    }

    var user: User? {
        if case .succeeded(let user) = self { return user }
        return nil
    }
}
