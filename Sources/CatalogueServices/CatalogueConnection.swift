import Catalogue
import Foundation
import Locking
import RxCore

/// The app's side of the catalogue contract, whichever store is behind it (the SQLite file, or
/// `taproom serve` over HTTP): the catalogue, its accounts, the signed-in person's session, and
/// how calls are made. `CatalogueService` and `SessionService` share one. Every call runs off the
/// main queue and delivers on the main scheduler. Reads that fail for a reason that may pass (a
/// server that cannot be reached) are tried again with `backoff` on the timer scheduler, without
/// limit, and the app state says the catalogue cannot be reached until one succeeds; writes are
/// never repeated behind the person's back. A session the catalogue no longer accepts signs the
/// person out here, with a notice.
public final class CatalogueConnection {
    public let catalogue: any BeerCatalogue
    public let accounts: any CatalogueAccounts
    let writer: AppStateWriter
    let schedulers: ServiceSchedulers
    let timerScheduler: SchedulerType
    let backoff: RetryBackoff
    /// Where a sign-in is kept for the next start; nil when there is no such place.
    public let savedSignIn: SavedSignIn?
    private let current = SignedInSession()
    private let bag = DisposeBag()

    public init(catalogue: any BeerCatalogue, accounts: any CatalogueAccounts, writer: AppStateWriter,
                schedulers: ServiceSchedulers, timerScheduler: SchedulerType, backoff: RetryBackoff = RetryBackoff(),
                savedSignIn: SavedSignIn? = nil) {
        self.catalogue = catalogue
        self.accounts = accounts
        self.writer = writer
        self.schedulers = schedulers
        self.timerScheduler = timerScheduler
        self.backoff = backoff
        self.savedSignIn = savedSignIn
    }

    /// The catalogue as messages name it (a file's path, a server's URL).
    public var location: String { catalogue.location }
    var session: Session? { current.value }

    // MARK: Calls

    /// A read with the signed-in person's session (as it is at each attempt), retried while the
    /// catalogue cannot be reached.
    func read<Value: Sendable>(_ call: @escaping @Sendable (any BeerCatalogue, Session?) async throws -> Value) -> Single<Value> {
        let catalogue = catalogue
        let schedulers = schedulers
        let current = current
        return retryingWhileUnreachable(Single.deferred {
            let session = current.value
            return schedulers.performAsync { try await call(catalogue, session) }
        })
    }

    /// A change to the signed-in person's data: one attempt; its failure is the person's to see.
    func write<Value: Sendable>(_ call: @escaping @Sendable (any BeerCatalogue, Session) async throws -> Value) -> Single<Value> {
        guard let session = current.value else { return .error(PersonalDataError.notSignedIn) }
        let catalogue = catalogue
        let writer = writer
        return schedulers.performAsync { try await call(catalogue, session) }
            .do(onSuccess: { _ in writer.setConnection(.reachable) }, onError: { [weak self] in self?.noteFailure($0) })
    }

    /// Tries `single` again after each transient failure (1 s, 2 s, 4 s, … at most 15 s),
    /// showing the catalogue as unreachable meanwhile and reachable again once it answers.
    func retryingWhileUnreachable<Value>(_ single: Single<Value>) -> Single<Value> {
        let writer = writer
        let backoff = backoff
        let timer = timerScheduler
        let location = location
        return single.asObservable()
            .retry(when: { (errors: Observable<Error>) in
                errors.enumerated().flatMap { failures, error -> Observable<Int> in
                    guard (error as? RemoteCatalogueError)?.isTransient == true else { return .error(error) }
                    writer.setConnection(.retrying(address: location))
                    return .timer(backoff.delay(afterFailures: failures + 1), scheduler: timer)
                }
            })
            .do(onNext: { _ in writer.setConnection(.reachable) }, onError: { [weak self] in self?.noteFailure($0) })
            .asSingle()
    }

    /// A sign-in the catalogue no longer accepts signs the person out (on the main scheduler).
    private func noteFailure(_ error: Error) {
        guard case .signInExpired? = error as? RemoteCatalogueError else { return }
        forgetSignIn(notice: RemoteCatalogueError.signInExpired.description)
    }

    // MARK: Sessions

    /// Signs in with `call`; the session is kept in memory, and its token in the saved file too
    /// when `staySignedIn` (any file from before is removed otherwise).
    func signIn(staySignedIn: Bool, _ call: @escaping @Sendable (any CatalogueAccounts) async throws -> Session) -> Single<User> {
        let accounts = accounts
        let saved = savedSignIn
        let current = current
        let writer = writer
        return schedulers.performAsync({ () async throws -> SignedIn in
            let session = try await call(accounts)
            var problem: String?
            if staySignedIn, let saved {
                do { try saved.save(session.token) } catch { problem = "\(error)" }
            } else {
                saved?.delete()
            }
            return SignedIn(session: session, saveProblem: problem)
        }, onMain: { signedIn in
            current.set(signedIn.session)
            writer.setNotice(signedIn.saveProblem)
            writer.setConnection(.reachable)
            writer.setUser(signedIn.session.user)
        })
        .map(\.session.user)
    }

    /// Signs out at once here (the token's file gone before anyone sees it), and revokes the
    /// session in the background (a failure there changes nothing: the token is forgotten, and
    /// expires).
    func signOut() {
        let revoked = current.take()
        savedSignIn?.delete()
        writer.setUser(nil)
        guard let revoked else { return }
        let accounts = accounts
        schedulers.performAsync {
            try await accounts.signOut(revoked)
        }
        .subscribe(onFailure: { _ in })  // nothing to undo: the person is signed out here either way
        .disposed(by: bag)
    }

    /// Signs in with the saved token, if there is one the catalogue still accepts (asked with the
    /// same retries as any read); one it refuses is deleted, and nobody is signed in.
    public func restoreSavedSignIn() -> Disposable {
        guard let saved = savedSignIn else { return Disposables.create() }
        let accounts = accounts
        let current = current
        let writer = writer
        let schedulers = schedulers
        return schedulers.performAsync { saved.load() }
            .flatMap { [weak self] found -> Single<Session??> in
                guard let self, let found else { return .just(nil) }
                return retryingWhileUnreachable(schedulers.performAsync { try await accounts.session(for: found) })
                    .map { .some($0) }
            }
            .subscribe(onSuccess: { restored in
                guard let restored else { return }
                guard let session = restored else { return saved.delete() }
                current.set(session)
                writer.setUser(session.user)
            }, onFailure: { error in
                if case .signInExpired? = error as? RemoteCatalogueError { saved.delete() }
            })
    }

    /// Forgets the session here (and its file), signing the person out with `notice` if anyone
    /// was signed in.
    private func forgetSignIn(notice: String) {
        savedSignIn?.delete()
        guard current.take() != nil else { return }
        writer.setUser(nil)
        writer.setNotice(notice)
    }
}

/// The signed-in person's session, read when each call starts.
private final class SignedInSession: Sendable {
    private let session = Locked<Session?>(nil)

    var value: Session? { session.withLock { $0 } }
    func set(_ value: Session) { session.withLock { $0 = value } }
    func take() -> Session? { session.withLock { current in defer { current = nil }; return current } }
}

/// A sign-in's session, and why its token could not be kept if it could not.
private struct SignedIn: Sendable {
    let session: Session
    let saveProblem: String?
}
