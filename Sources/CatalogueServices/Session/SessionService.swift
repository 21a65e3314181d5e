import Catalogue
import RxCore

/// Signing in and out and creating accounts, through the `CatalogueConnection` that keeps the
/// session (and, when the person chooses, its token in a file for the next start). Success updates
/// the app state's user; calls deliver on the main scheduler. Failures are `AccountError`s (and,
/// on a server, `RemoteCatalogueError`s).
public final class SessionService {
    private let connection: CatalogueConnection

    public init(connection: CatalogueConnection) {
        self.connection = connection
    }

    /// Whether a sign-in can be kept for the next start ("Stay signed in"): where there is a
    /// place to keep its token.
    public var offersStaySignedIn: Bool { connection.savedSignIn != nil }

    /// Signs in; `staySignedIn` keeps the sign-in for the next start, where that is offered.
    public func signIn(username: String, password: String, staySignedIn: Bool = false) -> Single<User> {
        connection.signIn(staySignedIn: staySignedIn) { accounts in
            try await accounts.signIn(name: username, password: password)
        }
    }

    /// Creates the account and signs it in.
    public func createAccount(username: String, password: String, staySignedIn: Bool = false) -> Single<User> {
        connection.signIn(staySignedIn: staySignedIn) { accounts in
            _ = try await accounts.createAccount(name: username, password: password)
            return try await accounts.signIn(name: username, password: password)
        }
    }

    public func signOut() {
        connection.signOut()
    }
}
