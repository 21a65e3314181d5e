/// Why an account operation failed, worded for the person at the keyboard. No case carries a
/// password or hash.
public enum AccountError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidUsername(String)
    case invalidPassword(String)
    case nameTaken(String)
    case noSuchUser(String)
    /// Wrong password or unknown user: deliberately the same error.
    case wrongCredentials
    /// Too many failures: try again after this many seconds.
    case throttled(retryAfterSeconds: Int)
    /// The stored hash could not be read (a damaged row).
    case unreadableHash(String)

    public var description: String {
        switch self {
        case .invalidUsername(let reason): "invalid username: \(reason)"
        case .invalidPassword(let reason): "invalid password: \(reason)"
        case .nameTaken(let name): "the username \"\(name)\" is taken"
        case .noSuchUser(let name): "there is no user \"\(name)\""
        case .wrongCredentials: "wrong username or password"
        case .throttled(let seconds): "too many failed sign-ins; try again in \(Self.duration(seconds))"
        case .unreadableHash(let name): "the stored password of \"\(name)\" is damaged; delete and recreate the account"
        }
    }

    private static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
        let minutes = (seconds + 59) / 60
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}
