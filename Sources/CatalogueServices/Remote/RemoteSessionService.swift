import Catalogue
import RxCore

/// `SessionServicing` on a server: signing in (or creating the account) there, through the
/// `ServerConnection` that keeps the token, and, when the person chooses, in a file for the next
/// start. Signing out revokes the token on the server.
public final class RemoteSessionService: SessionServicing {
    private let connection: ServerConnection

    public init(connection: ServerConnection) {
        self.connection = connection
    }

    public var offersStaySignedIn: Bool { connection.savedSignIn != nil }

    public func signIn(username: String, password: String, staySignedIn: Bool) -> Single<User> {
        connection.signIn(staySignedIn: staySignedIn) { remote in
            try await remote.signIn(name: username, password: password)
        }
    }

    public func createAccount(username: String, password: String, staySignedIn: Bool) -> Single<User> {
        connection.signIn(staySignedIn: staySignedIn) { remote in
            try await remote.createAccount(name: username, password: password)
        }
    }

    public func signOut() {
        connection.signOut()
    }
}
