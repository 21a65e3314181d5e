import Catalogue
import Foundation
import RxCore

/// `CatalogueServicing` over a served catalogue (`RemoteCatalogue`): the same pages, beers and
/// personal data as `CatalogueService`, through a `ServerConnection` (reads retried while the
/// server cannot be reached, writes tried once). The filter text is parsed here first, so text
/// the server would refuse fails with the same `QueryError` as on the embedded store.
public final class RemoteCatalogueService: CatalogueServicing {
    let connection: ServerConnection
    private let writer: AppStateWriter
    private let pageSize: Int

    public init(connection: ServerConnection, pageSize: Int = 100) {
        self.connection = connection
        writer = connection.writer
        self.pageSize = pageSize
    }

    public func page(_ request: BeerListRequest, after: NextPage?) -> Single<BeerPage> {
        let limit = pageSize
        return connection.read { remote, token in
            let text = try Self.queryText(for: request, signedIn: token != nil)
            return try await remote.search(query: text, sort: request.sort.field, descending: request.sort.descending,
                                           limit: limit, after: after, token: token)
        }
    }

    public func position(of beerID: Int64, in request: BeerListRequest) -> Single<Int?> {
        connection.read { remote, token in
            // Asked only for a list already shown, whose text has passed the sign-in check (the
            // embedded store does not check it here either).
            let text = try Self.queryText(for: request, signedIn: true)
            return try await remote.position(of: beerID, query: text, sort: request.sort.field,
                                             descending: request.sort.descending, token: token)
        }
    }

    public func beer(id: Int64) -> Single<Beer?> {
        connection.read { remote, _ in try await remote.beer(id: id) }
    }

    public func personalData(beerID: Int64) -> Single<PersonalBeerData?> {
        guard connection.currentToken != nil else { return .just(nil) }
        return connection.read { remote, token -> PersonalBeerData? in
            guard let token else { return nil }
            return try await remote.personalData(beerID: beerID, token: token)
        }
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64) -> Single<PersonalBeerData> {
        change { remote, token in try await remote.setFavourite(isFavourite, beerID: beerID, token: token) }
    }

    public func setRating(_ stars: Int?, beerID: Int64) -> Single<PersonalBeerData> {
        change { remote, token in try await remote.setRating(stars, beerID: beerID, token: token) }
    }

    public func setNote(_ text: String?, beerID: Int64) -> Single<PersonalBeerData> {
        change { remote, token in try await remote.setNote(text, beerID: beerID, token: token) }
    }

    public func refreshBeerCount() -> Single<Int> {
        let writer = writer
        return connection.read { remote, _ in try await remote.stats().beers }
            .do(onSuccess: { writer.setBeerCount($0) })
    }

    public func setSort(_ sort: CatalogueSort) {
        writer.setSort(sort)
    }

    /// The filter text as the server takes it: checked here first (the same `QueryError`s as the
    /// embedded store), with ` fav` added for favourites only.
    public static func queryText(for request: BeerListRequest, signedIn: Bool) throws -> String {
        let query = try QueryParser.parse(request.query)
        let wantsFavourites = query.wantsFavourites || request.favouritesOnly
        if wantsFavourites, !signedIn { throw QueryError.favouritesNeedUser }
        return request.favouritesOnly && !query.wantsFavourites ? request.query + " fav" : request.query
    }

    /// A personal-data change; the lists re-query once it is made.
    private func change(_ call: @escaping @Sendable (RemoteCatalogue, BearerToken) async throws -> PersonalBeerData)
        -> Single<PersonalBeerData> {
        let writer = writer
        return connection.write(call).do(onSuccess: { _ in writer.bumpRevision() })
    }
}
