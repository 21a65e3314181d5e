import Catalogue
import RxCore

/// Signing in and out and creating accounts. Success updates the app state's user; calls run
/// when subscribed and deliver on the main scheduler. Failures are `AccountError`s (and, on a
/// server, `RemoteCatalogueError`s).
public protocol SessionServicing: AnyObject {
    /// Whether a sign-in can be kept for the next start ("Stay signed in"): on a server, where
    /// the token can be saved; never on the embedded store.
    var offersStaySignedIn: Bool { get }
    /// Signs in; `staySignedIn` keeps the sign-in for the next start, where that is offered.
    func signIn(username: String, password: String, staySignedIn: Bool) -> Single<User>
    /// Creates the account and signs it in.
    func createAccount(username: String, password: String, staySignedIn: Bool) -> Single<User>
    func signOut()
}

extension SessionServicing {
    public func signIn(username: String, password: String) -> Single<User> {
        signIn(username: username, password: password, staySignedIn: false)
    }

    public func createAccount(username: String, password: String) -> Single<User> {
        createAccount(username: username, password: password, staySignedIn: false)
    }
}
