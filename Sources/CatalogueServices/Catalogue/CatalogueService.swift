import Catalogue
import Foundation
import RxCore

/// The view models' catalogue: the contract's reads and the signed-in person's changes as
/// `Single`s delivered on the main scheduler, the same whichever store is behind the
/// `CatalogueConnection` (reads retried while it cannot be reached, writes tried once). A list's
/// request becomes the contract's `SearchRequest` here, and only here.
public final class CatalogueService {
    public let connection: CatalogueConnection
    private let pageSize: Int

    public init(connection: CatalogueConnection, pageSize: Int = 100) {
        self.connection = connection
        self.pageSize = pageSize
    }

    /// A page of the list (the first, or where `after` says); fails with `QueryError` when the
    /// filter text cannot be understood, or asks for favourites with nobody signed in.
    public func page(_ request: BeerListRequest, after: NextPage?) -> Single<BeerPage> {
        let limit = pageSize
        return connection.read { catalogue, session in
            var search = try request.searchRequest(signedIn: session != nil)
            search.limit = limit
            search.after = after
            return try await catalogue.search(search, as: session)
        }
    }

    /// Where the beer is in the request's list (from 0), nil when it is not in it.
    public func position(of beerID: Int64, in request: BeerListRequest) -> Single<Int?> {
        connection.read { catalogue, session in
            try await catalogue.position(of: beerID, in: try request.searchRequest(signedIn: session != nil), as: session)
        }
    }

    /// The full beer (brewery location, colour, description); nil if it no longer exists.
    public func beer(id: Int64) -> Single<Beer?> {
        connection.read { catalogue, _ in try await catalogue.beer(id: id) }
    }

    /// The signed-in person's data about the beer; nil when nobody is signed in.
    public func personalData(beerID: Int64) -> Single<PersonalBeerData?> {
        guard connection.session != nil else { return .just(nil) }
        return connection.read { catalogue, session -> PersonalBeerData? in
            guard let session else { return nil }
            return try await catalogue.personalData(beerID: beerID, session: session)
        }
    }

    /// Each change answers with the person's data about the beer after it; the lists re-query.
    public func setFavourite(_ isFavourite: Bool, beerID: Int64) -> Single<PersonalBeerData> {
        change { try await $0.setFavourite(isFavourite, beerID: beerID, session: $1) }
    }

    public func setRating(_ stars: Int?, beerID: Int64) -> Single<PersonalBeerData> {
        change { try await $0.setRating(stars, beerID: beerID, session: $1) }
    }

    public func setNote(_ text: String?, beerID: Int64) -> Single<PersonalBeerData> {
        change { try await $0.setNote(text, beerID: beerID, session: $1) }
    }

    /// A check-in by the signed-in person: now, unless `checkIn` gives its time.
    public func checkIn(beerID: Int64, _ checkIn: NewCheckIn = NewCheckIn()) -> Single<PersonalBeerData> {
        change { try await $0.checkIn(beerID: beerID, checkIn, session: $1) }
    }

    /// A page of the signed-in person's journal, newest first: `query` is the filter text (the
    /// list's language with `since:`/`until:`); the first page, or where `after` says. Fails
    /// with `QueryError`, or `PersonalDataError.notSignedIn` when nobody is signed in.
    public func journal(_ query: String, after: JournalCursor?) -> Single<JournalPage> {
        let limit = pageSize
        return connection.read { catalogue, session in
            guard let session else { throw PersonalDataError.notSignedIn }
            let request = JournalRequest(query: try QueryParser.parse(query), limit: limit, after: after)
            return try await catalogue.journal(request, session: session)
        }
    }

    /// The beers most like `beerID`, best first, with why; with the signed-in person's marks.
    public func similarBeers(to beerID: Int64) -> Single<[SimilarBeer]> {
        connection.read { catalogue, session in try await catalogue.similarBeers(to: beerID, as: session) }
    }

    /// How strong and bitter the beers of a style are.
    public func styleDistribution(ofStyle name: String) -> Single<StyleDistribution> {
        connection.read { catalogue, _ in try await catalogue.styleDistribution(ofStyle: name) }
    }

    /// What the signed-in person's statistics are made of. Fails with
    /// `PersonalDataError.notSignedIn` when nobody is signed in.
    public func tasteFacts() -> Single<TasteFacts> {
        connection.read { catalogue, session in
            guard let session else { throw PersonalDataError.notSignedIn }
            return try await catalogue.tasteFacts(session: session)
        }
    }

    /// Counts the catalogue's beers into the app state (for the title).
    public func refreshBeerCount() -> Single<Int> {
        connection.refreshBeerCount()
    }

    /// Changes the app's sort order.
    public func setSort(_ sort: CatalogueSort) {
        connection.writer.setSort(sort)
    }

    private func change(_ call: @escaping @Sendable (any BeerCatalogue, Session) async throws -> PersonalBeerData)
        -> Single<PersonalBeerData> {
        let writer = connection.writer
        return connection.write(call).do(onSuccess: { _ in writer.bumpRevision() })
    }
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
