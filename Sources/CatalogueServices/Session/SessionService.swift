import Catalogue
import RxCore

/// `SessionServicing` over the Catalogue's `AccountService` (scrypt hashing and sign-in
/// throttling happen there, on the background scheduler).
public final class SessionService: SessionServicing {
    private let accounts: AccountService
    private let writer: AppStateWriter
    private let schedulers: ServiceSchedulers

    public init(accounts: AccountService, writer: AppStateWriter, schedulers: ServiceSchedulers) {
        self.accounts = accounts
        self.writer = writer
        self.schedulers = schedulers
    }

    /// The embedded store's sign-in lasts as long as the app.
    public var offersStaySignedIn: Bool { false }

    public func signIn(username: String, password: String, staySignedIn: Bool) -> Single<User> {
        let accounts = accounts
        let writer = writer
        return schedulers.perform({ try accounts.signIn(name: username, password: password) },
                                  onMain: { writer.setUser($0) })
    }

    public func createAccount(username: String, password: String, staySignedIn: Bool) -> Single<User> {
        let accounts = accounts
        let writer = writer
        return schedulers.perform({ try accounts.createUser(name: username, password: password) },
                                  onMain: { writer.setUser($0) })
    }

    public func signOut() {
        writer.setUser(nil)
    }
}
