import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The sign-in form's widgets, laid out on its `Screen`, and their bindings to the view model:
/// username, password (masked), a confirmation in create-account mode, the
/// submit button (enabled only when the form is valid), a switch to the other mode, "Stay signed
/// in" where the session offers it (on a server), an error line and a spinner while the password
/// is checked. It only binds.
@MainActor
final class SignInWidgets {
    let screen = Screen(size: .zero)
    let titleBar = TitleBar()
    let headingLabel = Label("Sign in", role: .accent)
    let usernameField = TextField(placeholder: "username", maxLength: 32)
    let passwordField = TextField(placeholder: "at least 8 characters", isSecure: true, maxLength: 1024)
    let confirmationField = TextField(placeholder: "the password again", isSecure: true, maxLength: 1024)
    let confirmationRow: HStack
    let submitButton = Button("Sign in")
    let modeButton = Button("Create an account instead")
    let stayCheckbox = Checkbox("Stay signed in")
    let stayRow: HStack
    let errorLabel = Label("", overflow: .wrap, role: .muted)
    let spinner = Spinner(label: "Checking the password…")
    let statusLabel = Label("", role: .muted)
    let hintBar: StatusBar

    init() {
        hintBar = StatusBar()
        func row(_ name: String, _ field: TextField) -> HStack {
            HStack([(Label(name, role: .muted), .fixed(10)), (field, .flexible)])
        }
        confirmationRow = row("Confirm", confirmationField)
        let buttons = HStack(spacing: 2, [(submitButton, .fixed(18)), (modeButton, .fixed(29)), (Label(""), .flexible)])
        // After the buttons in the focus chain, so Esc from a field still lands on a button.
        stayRow = HStack([(stayCheckbox, .fixed(stayCheckbox.preferredWidth)), (Label(""), .flexible)])
        // Blank rows are flexible spacers, so on a short terminal they give way first and the
        // error and the spinner keep their rows.
        let form = VStack([
            (Label(""), .flexible(weight: 1)), (headingLabel, .fixed(1)), (Label(""), .flexible(weight: 1)),
            (row("Username", usernameField), .fixed(1)), (row("Password", passwordField), .fixed(1)),
            (confirmationRow, .fixed(1)), (Label(""), .flexible(weight: 1)), (buttons, .fixed(1)),
            (stayRow, .fixed(1)), (Label(""), .flexible(weight: 1)), (errorLabel, .fixed(2)), (spinner, .fixed(1)),
            (Label(""), .flexible(weight: 8)),
        ])
        let padded = HStack([(Label(""), .fixed(2)), (form, .flexible), (Label(""), .fixed(2))])
        screen.content = ScreenLayout.make(title: titleBar, body: padded, status: statusLabel, hints: hintBar)
        spinner.isHidden = true
        stayRow.isHidden = true
        // Enter in a field submits the form: the keymap's binding, not the field's.
        for field in [usernameField, passwordField, confirmationField] { field.keysLeftToScreen = [.enter] }
        _ = screen.focus(usernameField)
        // The help opened from a field ends the typing: closing it returns to the buttons, so
        // Esc twice still leads back to the screen underneath.
        screen.onFocusChange.add { [weak self] _ in
            guard let self, let overlay = self.screen.topOverlay, overlay.restoreFocusTo is TextField else { return }
            overlay.restoreFocusTo = nil
        }
    }

    /// Whether a field has the focus (Esc then leaves the field, not the form).
    var isInField: Bool { screen.focusedView is TextField }

    /// Esc in a field: out of it to the form's first button that works (Sign in once the form is
    /// complete, else the switch to the other mode), as Esc leaves the detail's note for its
    /// buttons; a second Esc leaves the form.
    func leaveField() {
        screen.focusAutomatically()
    }

    var username: Driver<String> { usernameField.rx.text.asDriver() }
    var password: Driver<String> { passwordField.rx.text.asDriver() }
    var confirmation: Driver<String> { confirmationField.rx.text.asDriver() }
    var staySignedIn: Driver<Bool> { stayCheckbox.rx.isChecked.asDriver() }

    /// - Parameter ticks: drives the spinner while signing in (a timer on the main scheduler).
    func bind(_ state: SignInState, title: TitleState, ticks: Driver<Int>) -> [Disposable] {
        let creating = state.mode.map { $0 == .createAccount }
        stayRow.isHidden = !state.offersStaySignedIn
        return [
            ScreenLayout.bind(titleBar, to: title),
            headingLabel.rx.text <- state.heading,
            submitButton.rx.title <- state.submitTitle,
            modeButton.rx.title <- state.switchTitle,
            modeButton.rx.compactTitle <- state.switchCompactTitle.map { $0 },
            confirmationRow.rx.isHidden <- creating.map { !$0 },
            statusLabel.rx.text <- state.guidance,
            passwordField.rx.text <- state.passwordText,
            submitButton.rx.isEnabled <- state.signInEnabled,
            errorLabel.rx.text <- state.errorText.map { $0 ?? "" },
            errorLabel.rx.role <- ScreenLayout.role(showing: state.errorText),
            spinner.rx.isHidden <- state.isSigningIn.map { !$0 },
            state.isSigningIn
                .flatMapLatest { $0 ? ticks : .empty() }
                .drive(onNext: { [spinner] _ in MainActor.assumeIsolated { spinner.tick() } }),
            state.focusRequest.emit(onNext: { [weak self] field in MainActor.assumeIsolated { self?.focus(field) } }),
        ]
    }

    private func focus(_ field: SignInField) {
        let view: View = switch field {
        case .username: usernameField
        case .password: passwordField
        case .confirmation: confirmationField
        case .submit: submitButton
        }
        if !screen.focus(view) { screen.focusAutomatically() }
    }

    /// Buttons to the view model's actions (the keys are the presenter's keymap).
    func bind(actions: SignInAction) -> [Disposable] {
        [
            submitButton.rx.tap.bind(onNext: { actions.signIn() }),
            modeButton.rx.tap.bind(onNext: { actions.toggleMode() }),
        ]
    }
}
