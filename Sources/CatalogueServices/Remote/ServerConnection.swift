import Catalogue
import Foundation
import Locking
import RxCore

/// The app's side of a served catalogue, shared by the remote services: the catalogue, the
/// signed-in person's token (in memory, and in `savedSignIn` once they chose to stay signed in),
/// and how calls are made. Every call runs off the main queue and delivers on the main
/// scheduler. Reads that fail for a reason that may pass are tried again with `backoff` on the
/// timer scheduler, without limit, and the app state says the server cannot be reached until
/// one succeeds; writes are never repeated behind the person's back. A token the server no
/// longer accepts signs the person out here, with a notice.
public final class ServerConnection {
    public let remote: RemoteCatalogue
    let writer: AppStateWriter
    let schedulers: ServiceSchedulers
    let timerScheduler: SchedulerType
    let backoff: RetryBackoff
    /// Where a sign-in is kept for the next start; nil when there is no such place.
    public let savedSignIn: SavedSignIn?
    private let token = SignInToken()
    private let bag = DisposeBag()

    public init(remote: RemoteCatalogue, writer: AppStateWriter, schedulers: ServiceSchedulers,
                timerScheduler: SchedulerType, backoff: RetryBackoff = RetryBackoff(), savedSignIn: SavedSignIn? = nil) {
        self.remote = remote
        self.writer = writer
        self.schedulers = schedulers
        self.timerScheduler = timerScheduler
        self.backoff = backoff
        self.savedSignIn = savedSignIn
    }

    public var address: String { remote.address }
    var currentToken: BearerToken? { token.value }

    // MARK: Calls

    /// A read with the signed-in person's token (as it is at each attempt), retried while the
    /// server cannot be reached.
    func read<Value: Sendable>(_ call: @escaping @Sendable (RemoteCatalogue, BearerToken?) async throws -> Value) -> Single<Value> {
        let remote = remote
        let schedulers = schedulers
        let token = token
        return retryingWhileUnreachable(Single.deferred {
            let current = token.value
            return schedulers.performAsync { try await call(remote, current) }
        })
    }

    /// A change to the signed-in person's data: one attempt; its failure is the person's to see.
    func write<Value: Sendable>(_ call: @escaping @Sendable (RemoteCatalogue, BearerToken) async throws -> Value) -> Single<Value> {
        guard let current = token.value else { return .error(PersonalDataError.notSignedIn) }
        let remote = remote
        let writer = writer
        return schedulers.performAsync { try await call(remote, current) }
            .do(onSuccess: { _ in writer.setConnection(.reachable) }, onError: { [weak self] in self?.noteFailure($0) })
    }

    /// Tries `single` again after each transient failure (1 s, 2 s, 4 s, … at most 15 s),
    /// showing the server as unreachable meanwhile and reachable again once it answers.
    func retryingWhileUnreachable<Value>(_ single: Single<Value>) -> Single<Value> {
        let writer = writer
        let backoff = backoff
        let timer = timerScheduler
        let address = address
        return single.asObservable()
            .retry(when: { (errors: Observable<Error>) in
                errors.enumerated().flatMap { failures, error -> Observable<Int> in
                    guard (error as? RemoteCatalogueError)?.isTransient == true else { return .error(error) }
                    writer.setConnection(.retrying(address: address))
                    return .timer(backoff.delay(afterFailures: failures + 1), scheduler: timer)
                }
            })
            .do(onNext: { _ in writer.setConnection(.reachable) }, onError: { [weak self] in self?.noteFailure($0) })
            .asSingle()
    }

    /// A sign-in the server no longer accepts signs the person out (on the main scheduler).
    private func noteFailure(_ error: Error) {
        guard case .signInExpired? = error as? RemoteCatalogueError else { return }
        forgetSignIn(notice: RemoteCatalogueError.signInExpired.description)
    }

    // MARK: Sessions

    /// Signs in (or creates the account) with `call`; the token is kept in memory, and in the
    /// saved file too when `staySignedIn` (any file from before is removed otherwise).
    func signIn(staySignedIn: Bool, _ call: @escaping @Sendable (RemoteCatalogue) async throws -> RemoteSession) -> Single<User> {
        let remote = remote
        let saved = savedSignIn
        let token = token
        let writer = writer
        return schedulers.performAsync({ () async throws -> SignedIn in
            let session = try await call(remote)
            var problem: String?
            if staySignedIn, let saved {
                do { try saved.save(session.token) } catch { problem = "\(error)" }
            } else {
                saved?.delete()
            }
            return SignedIn(session: session, saveProblem: problem)
        }, onMain: { signedIn in
            token.set(signedIn.session.token)
            writer.setNotice(signedIn.saveProblem)
            writer.setConnection(.reachable)
            writer.setUser(signedIn.session.user)
        })
        .map(\.session.user)
    }

    /// Signs out at once here (the token's file gone before anyone sees it), and revokes the
    /// token on the server in the background (a failure there changes nothing: the token is
    /// forgotten, and expires).
    func signOut() {
        let revoked = token.take()
        savedSignIn?.delete()
        writer.setUser(nil)
        guard let revoked else { return }
        let remote = remote
        schedulers.performAsync {
            try await remote.signOut(revoked)
        }
        .subscribe(onFailure: { _ in })  // nothing to undo: the person is signed out here either way
        .disposed(by: bag)
    }

    /// Signs in with the saved token, if there is one the server still accepts (asked with the
    /// same retries as any read); one it refuses is deleted, and nobody is signed in.
    public func restoreSavedSignIn() -> Disposable {
        guard let saved = savedSignIn else { return Disposables.create() }
        let remote = remote
        let token = token
        let writer = writer
        return schedulers.performAsync { saved.load() }
            .flatMap { [weak self] found -> Single<(BearerToken, User?)?> in
                guard let self, let found else { return .just(nil) }
                return retryingWhileUnreachable(schedulers.performAsync {
                    (found, try await remote.user(for: found))
                })
                .map { $0 }
            }
            .subscribe(onSuccess: { restored in
                guard let (found, user) = restored else { return }
                guard let user else { return saved.delete() }
                token.set(found)
                writer.setUser(user)
            }, onFailure: { error in
                if case .signInExpired? = error as? RemoteCatalogueError { saved.delete() }
            })
    }

    /// Forgets the token here (and its file), signing the person out with `notice` if anyone was
    /// signed in.
    private func forgetSignIn(notice: String) {
        savedSignIn?.delete()
        guard token.take() != nil else { return }
        writer.setUser(nil)
        writer.setNotice(notice)
    }
}

/// The signed-in person's token, read when each call starts.
private final class SignInToken: Sendable {
    private let token = Locked<BearerToken?>(nil)

    var value: BearerToken? { token.withLock { $0 } }
    func set(_ value: BearerToken) { token.withLock { $0 = value } }
    func take() -> BearerToken? { token.withLock { current in defer { current = nil }; return current } }
}

/// A sign-in's session, and why its token could not be kept if it could not.
private struct SignedIn: Sendable {
    let session: RemoteSession
    let saveProblem: String?
}
