import Catalogue
import Hummingbird

/// What anyone may read: search, a beer's position in a search, one beer, the counts and the
/// revision. A search with a bearer token shows that user's favourites and ratings and may use `fav`.
struct CatalogueRoutes {
    let backend: any CatalogueBackend
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        let beers = group.group("beers")
            .add(middleware: BearerAuthentication(backend: backend, now: configuration.now, required: false))
        beers.get { request, context in try await search(request, context) }
        beers.get("{id}/position") { request, context in try await position(request, context) }
        group.get("beers/{id}") { _, context in
            let id = try context.beerID()
            guard let beer = try await backend.beer(id: id) else { throw APIError.noSuchBeer(id) }
            return BeerResponse(beer)
        }
        group.get("stats") { _, _ in
            let stats = try await backend.stats()
            return StatsResponse(beers: stats.beers, breweries: stats.breweries, styles: stats.styles, users: stats.users)
        }
        group.get("revision") { _, _ in RevisionResponse(revision: try await backend.revision()) }
    }

    private func search(_ request: Request, _ context: TaproomRequestContext) async throws -> BeerPageResponse {
        let page = try await backend.search(try SearchParameters(request.uri.queryParameters, configuration,
                                                                 userID: context.user?.id).request)
        return BeerPageResponse(beers: page.beers.map(BeerSummaryResponse.init), total: page.total, next: page.next?.token,
                                words: page.words)
    }

    /// Where the beer is in the list `q`, `sort` and `order` name (404 when there is no such beer).
    private func position(_ request: Request, _ context: TaproomRequestContext) async throws -> PositionResponse {
        let id = try context.beerID()
        let list = try SearchParameters.list(request.uri.queryParameters, userID: context.user?.id)
        guard try await backend.beer(id: id) != nil else { throw APIError.noSuchBeer(id) }
        return PositionResponse(position: try await backend.position(of: id, in: list))
    }
}
