import Catalogue
import RxCore

/// Reading the catalogue and changing the signed-in user's data about beers. Every call runs
/// when subscribed and delivers on the main scheduler.
public protocol CatalogueServicing: AnyObject {
    /// A page of the list (the first, or where `after` says); fails with `QueryError` when the
    /// filter text cannot be understood.
    func page(_ request: BeerListRequest, after: NextPage?) -> Single<BeerPage>
    /// Where the beer is in the request's list (from 0), nil when it is not in it.
    func position(of beerID: Int64, in request: BeerListRequest) -> Single<Int?>
    /// The full beer (brewery location, colour, description); nil if it no longer exists.
    func beer(id: Int64) -> Single<Beer?>
    /// The signed-in user's data about the beer; nil when nobody is signed in.
    func personalData(beerID: Int64) -> Single<PersonalBeerData?>
    /// Changes the signed-in user's data and returns it (bumping the app's revision).
    func setFavourite(_ isFavourite: Bool, beerID: Int64) -> Single<PersonalBeerData>
    func setRating(_ stars: Int?, beerID: Int64) -> Single<PersonalBeerData>
    func setNote(_ text: String?, beerID: Int64) -> Single<PersonalBeerData>
    /// Counts the catalogue's beers into the app state (for the title).
    func refreshBeerCount() -> Single<Int>
    /// Changes the app's sort order.
    func setSort(_ sort: CatalogueSort)
}

/// Why a personal-data change was refused.
public enum PersonalDataError: Error, Hashable, Sendable, CustomStringConvertible {
    case notSignedIn
    /// Favourites-only was asked for with nobody signed in.
    case favouritesNeedSignIn

    public var description: String {
        switch self {
        case .notSignedIn: "Sign in to keep favourites, ratings and notes"
        case .favouritesNeedSignIn: "Sign in to see your favourites"
        }
    }
}
