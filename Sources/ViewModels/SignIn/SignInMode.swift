/// The form's two uses.
public enum SignInMode: Hashable, Sendable {
    case signIn
    case createAccount

    var toggled: SignInMode { self == .signIn ? .createAccount : .signIn }
}
