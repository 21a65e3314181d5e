import Catalogue
import RxCore

/// What several screens share, in one place: the signed-in user, the catalogue's revision (bumped
/// whenever beers or personal data change, so lists re-query), its beer count, the sort order,
/// whether the catalogue can be reached, whether it is read-only, and a notice from the services
/// (a sign-in that expired).
/// Screens and view models can only read it; writing needs the `AppStateWriter` that
/// `AppState.make()` hands to the services.
public final class AppState: Sendable {
    fileprivate let userRelay = BehaviorRelay<User?>(value: nil)
    fileprivate let revisionRelay = BehaviorRelay<Int>(value: 0)
    fileprivate let beerCountRelay = BehaviorRelay<Int?>(value: nil)
    fileprivate let sortRelay: BehaviorRelay<CatalogueSort>
    fileprivate let connectionRelay = BehaviorRelay(value: ConnectionStatus.reachable)
    fileprivate let noticeRelay = BehaviorRelay<String?>(value: nil)

    /// Whether the catalogue is only read (`--read-only`, or a file that cannot be written): nobody
    /// signs in or creates an account, so nothing personal is offered.
    public let isReadOnly: Bool

    private init(sort: CatalogueSort, isReadOnly: Bool) {
        sortRelay = BehaviorRelay(value: sort)
        self.isReadOnly = isReadOnly
    }

    /// A new state and the only object that can change it (give it to the services).
    public static func make(sort: CatalogueSort = .name, isReadOnly: Bool = false) -> (state: AppState, writer: AppStateWriter) {
        let state = AppState(sort: sort, isReadOnly: isReadOnly)
        return (state, AppStateWriter(state: state))
    }

    /// Whether signing in (and creating an account) is offered: not on a read-only catalogue.
    public var offersSignIn: Bool { !isReadOnly }

    public var user: Driver<User?> { userRelay.asDriver() }
    public var revision: Driver<Int> { revisionRelay.asDriver() }
    /// Beers in the whole catalogue; nil until counted.
    public var beerCount: Driver<Int?> { beerCountRelay.asDriver() }
    public var sort: Driver<CatalogueSort> { sortRelay.asDriver() }
    public var connection: Driver<ConnectionStatus> { connectionRelay.asDriver().distinctUntilChanged() }
    /// Something the person should know that no screen asked for ("Your sign-in has expired…"),
    /// or nil. It stays until the next sign-in.
    public var notice: Driver<String?> { noticeRelay.asDriver().distinctUntilChanged { $0 == $1 } }

    /// Snapshots for services that need the value at the moment of a request.
    public var currentUser: User? { userRelay.value }
    public var currentSort: CatalogueSort { sortRelay.value }
    public var currentConnection: ConnectionStatus { connectionRelay.value }
}

/// Write access to an `AppState`. Only services hold one.
public struct AppStateWriter: Sendable {
    fileprivate let state: AppState

    public func setUser(_ user: User?) { state.userRelay.accept(user) }
    public func setBeerCount(_ count: Int) { state.beerCountRelay.accept(count) }
    public func setSort(_ sort: CatalogueSort) { state.sortRelay.accept(sort) }
    public func setConnection(_ status: ConnectionStatus) {
        if state.connectionRelay.value != status { state.connectionRelay.accept(status) }
    }
    public func setNotice(_ notice: String?) { state.noticeRelay.accept(notice) }
    /// Marks the catalogue or the user's data as changed.
    public func bumpRevision() { state.revisionRelay.accept(state.revisionRelay.value + 1) }
}
