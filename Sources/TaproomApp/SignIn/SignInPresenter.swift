import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// Builds the sign-in form and its view model; a successful sign-in (or a new account) returns
/// to the screen underneath, whose title then names the user.
@MainActor
final class SignInPresenter: Presenter {
    let keyBindings = [
        KeyHint("Tab ⇧Tab ↑ ↓", "Move between fields and buttons"),
        KeyHint("Enter", "Sign in (when the form is complete)"),
        KeyHint("Esc", "Back"),
    ]

    /// Called after a successful sign-in, once the form has closed.
    var onSignedIn: (() -> Void)?

    let viewModel: SignInViewModel
    private let view: SignInScreen
    private weak var router: Router?
    private let bag = DisposeBag()

    var screen: Screen { view.screen }

    /// How often the spinner turns while the password is checked.
    static let spinnerPeriod: RxTimeInterval = .milliseconds(100)

    init(services: AppServices, router: Router) {
        self.router = router
        view = SignInScreen(hints: [KeyHint("Tab", "Next field"), KeyHint("Enter", "Submit"), KeyHint("Esc", "Back"),
                                    KeyHint("F1", "Help")])
        viewModel = SignInViewModel(username: view.username, password: view.password,
                                    confirmation: view.confirmation, session: services.session)
        let ticks = Observable<Int>.interval(Self.spinnerPeriod, scheduler: services.timerScheduler)
            .asDriver(onErrorDriveWith: .empty())
        bag.insert(view.bind(viewModel, title: services.title, ticks: ticks))
        bag.insert(view.bind(actions: viewModel, back: { [weak self] in self?.leave() }))
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

    private func leave() {
        router?.pop(self)
    }
}
