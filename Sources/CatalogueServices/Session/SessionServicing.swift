import Catalogue
import RxCore

/// Signing in and out and creating accounts. Success updates the app state's user; calls run
/// when subscribed and deliver on the main scheduler. Failures are `AccountError`s.
public protocol SessionServicing: AnyObject {
    func signIn(username: String, password: String) -> Single<User>
    /// Creates the account and signs it in.
    func createAccount(username: String, password: String) -> Single<User>
    func signOut()
}
