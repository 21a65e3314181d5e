/// A place on the sign-in form the focus can be sent to.
public enum SignInField: Hashable, Sendable {
    case username
    case password
    case confirmation
    case submit
}
