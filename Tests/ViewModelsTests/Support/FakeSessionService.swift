import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import ViewModels

/// Accounts in memory; answers arrive `delay` ticks after subscription.
final class FakeSessionService: SessionServicing {
    private let scheduler: TestScheduler
    private let writer: AppStateWriter
    var passwords: [String: String] = [:]
    /// Set to make sign-in fail as throttled.
    var throttledFor: Int?
    var delay = 50
    private(set) var signInCalls = 0

    init(scheduler: TestScheduler, writer: AppStateWriter) {
        self.scheduler = scheduler
        self.writer = writer
    }

    /// Set to offer "Stay signed in".
    var offersStaySignedIn = false
    /// What each sign-in or new account asked about staying signed in.
    private(set) var staySignedInChoices: [Bool] = []

    func signIn(username: String, password: String, staySignedIn: Bool) -> Single<User> {
        deferredSingle { [self] in
            signInCalls += 1
            staySignedInChoices.append(staySignedIn)
            if let seconds = throttledFor {
                return scheduler.single(.failure(AccountError.throttled(retryAfterSeconds: seconds)), after: delay)
            }
            guard passwords[username] == password else {
                return scheduler.single(.failure(AccountError.wrongCredentials), after: delay)
            }
            return succeed(username)
        }
    }

    func createAccount(username: String, password: String, staySignedIn: Bool) -> Single<User> {
        deferredSingle { [self] in
            staySignedInChoices.append(staySignedIn)
            if passwords[username] != nil {
                return scheduler.single(.failure(AccountError.nameTaken(username)), after: delay)
            }
            passwords[username] = password
            return succeed(username)
        }
    }

    func signOut() {
        writer.setUser(nil)
    }

    private func succeed(_ username: String) -> Single<User> {
        let user = User(id: 1, name: username, createdAt: Date(timeIntervalSince1970: 0))
        let writer = writer
        return scheduler.single(.success(user), after: delay).map { user in
            writer.setUser(user)
            return user
        }
    }
}
