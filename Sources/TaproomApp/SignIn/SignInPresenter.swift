import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the sign-in form and its view model; a successful sign-in (or a new account) returns
/// to the screen underneath, whose title then names the user.
@MainActor
final class SignInPresenter: Presenter {
    /// Called after a successful sign-in, once the form has closed.
    var onSignedIn: (() -> Void)?

    let viewModel: SignInViewModel
    private let widgets: SignInWidgets
    private weak var router: Router?
    private let bag = DisposeBag()

    var screen: Screen { widgets.screen }
    var hintBar: StatusBar { widgets.hintBar }
    private(set) var keyMap = KeyMap()
    var offersSessionKey: Bool { false }
    var offersPalette: Bool { false }

    /// How often the spinner turns while the password is checked.
    static let spinnerPeriod: RxTimeInterval = .milliseconds(100)

    init(services: AppServices, router: Router) {
        self.router = router
        widgets = SignInWidgets()
        viewModel = SignInViewModel(username: widgets.username, password: widgets.password,
                                    confirmation: widgets.confirmation, staySignedIn: widgets.staySignedIn,
                                    session: services.session, keys: KeyNames(keys: services.keys))
        let ticks = Observable<Int>.interval(Self.spinnerPeriod, scheduler: services.timerScheduler)
            .asDriver(onErrorDriveWith: .empty())
        bag.insert(widgets.bind(viewModel, title: services.title, ticks: ticks))
        bag.insert(widgets.bind(actions: viewModel))
        keyMap = Self.makeKeyMap(widgets, actions: viewModel, back: { [weak self] in self?.leave() })
            .remapped(services.keys)
        // The outcome only: never the password.
        let logger = services.logger
        viewModel.errorText.compactMap { $0 }
            .drive(onNext: { logger.notice("sign-in refused: \($0)") })
            .disposed(by: bag)
        viewModel.signedIn
            .emit(onNext: { [weak self] _ in
                MainActor.assumeIsolated {
                    let signedIn = self?.onSignedIn
                    self?.leave()   // may release this presenter
                    signedIn?()
                }
            })
            .disposed(by: bag)
    }

    /// The form's keys. A focused field keeps its text keys and a focused button its Enter (the
    /// mode switch), so Enter here submits from a field.
    private static func makeKeyMap(_ widgets: SignInWidgets, actions: SignInAction, back: @escaping () -> Void) -> KeyMap {
        let screen = widgets.screen
        return KeyMap([
            KeyBinding([.signInFocusNext, .signInFocusPrevious], "Tab ⇧Tab", "Move between fields and buttons", hint: KeyHint("Tab", "Next field")) { key in
                if key == .tab { screen.focusNext() } else { screen.focusPrevious() }
            },
            // ↑ ↓ stop at the ends of the form (only Tab goes round), so ↑ in the first field never
            // lands on the last button and typing that follows never ends up somewhere unseen.
            KeyBinding([.signInUp, .signInDown], "↑ ↓", "Previous / next field, stopping at the ends") { key in
                let chain = screen.focusChain
                if key == .down, chain.last !== screen.focusedView { screen.focusNext() }
                if key == .up, chain.first !== screen.focusedView { screen.focusPrevious() }
            },
            KeyBinding(.signInSubmit, "Enter", "Sign in (when the form is complete)", hint: KeyHint("Enter", "Submit")) { _ in
                actions.signIn()
            },
            KeyBinding(.signInBack, "Esc", "Back (Esc leaves a field first)", hint: KeyHint("Esc", "Back")) { _ in
                if widgets.isInField { widgets.leaveField() } else { back() }
            },
        ])
    }

    private func leave() {
        router?.pop(self)
    }
}
