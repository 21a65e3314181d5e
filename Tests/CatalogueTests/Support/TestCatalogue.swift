import Catalogue
import Foundation

extension SQLiteCatalogue {
    /// The contract over a test's store: the store's work on the calling thread, test-strength
    /// password hashes, and sessions on `clock` when one is given.
    static func testing(_ store: CatalogueStore, clock: FakeClock? = nil, passwords: ScryptParameters = .testing,
                        throttle: SignInThrottle = SignInThrottle(),
                        sessionsWhenReadOnly: ReadOnlySessions = .refused) -> SQLiteCatalogue {
        let sessions = clock.map { clock in SessionRules(now: { clock.now }) } ?? SessionRules()
        return SQLiteCatalogue(store: store, work: .callersThread, passwords: passwords, throttle: throttle,
                               sessions: sessions, sessionsWhenReadOnly: sessionsWhenReadOnly)
    }

    /// A new account and a session for it (as its file's owner acts for it, without signing in).
    func account(_ name: String, password: String? = nil) async throws -> Session {
        _ = try await createAccount(name: name, password: password ?? "correct horse \(name)")
        return try await acting(asUserNamed: name)
    }
}
