import Catalogue
import RxCore

/// What several screens share, in one place: the signed-in user, the catalogue's revision (bumped
/// whenever beers or personal data change, so lists re-query), its beer count and the sort order.
/// Screens and view models can only read it; writing needs the `AppStateWriter` that
/// `AppState.make()` hands to the services.
public final class AppState: Sendable {
    fileprivate let userRelay = BehaviorRelay<User?>(value: nil)
    fileprivate let revisionRelay = BehaviorRelay<Int>(value: 0)
    fileprivate let beerCountRelay = BehaviorRelay<Int?>(value: nil)
    fileprivate let sortRelay: BehaviorRelay<CatalogueSort>

    private init(sort: CatalogueSort) {
        sortRelay = BehaviorRelay(value: sort)
    }

    /// A new state and the only object that can change it (give it to the services).
    public static func make(sort: CatalogueSort = .name) -> (state: AppState, writer: AppStateWriter) {
        let state = AppState(sort: sort)
        return (state, AppStateWriter(state: state))
    }

    public var user: Driver<User?> { userRelay.asDriver() }
    public var revision: Driver<Int> { revisionRelay.asDriver() }
    /// Beers in the whole catalogue; nil until counted.
    public var beerCount: Driver<Int?> { beerCountRelay.asDriver() }
    public var sort: Driver<CatalogueSort> { sortRelay.asDriver() }

    /// Snapshots for services that need the value at the moment of a request.
    public var currentUser: User? { userRelay.value }
    public var currentSort: CatalogueSort { sortRelay.value }
}

/// Write access to an `AppState`. Only services hold one.
public struct AppStateWriter: Sendable {
    fileprivate let state: AppState

    public func setUser(_ user: User?) { state.userRelay.accept(user) }
    public func setBeerCount(_ count: Int) { state.beerCountRelay.accept(count) }
    public func setSort(_ sort: CatalogueSort) { state.sortRelay.accept(sort) }
    /// Marks the catalogue or the user's data as changed.
    public func bumpRevision() { state.revisionRelay.accept(state.revisionRelay.value + 1) }
}
