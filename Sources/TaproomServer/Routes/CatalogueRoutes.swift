import Catalogue
import Hummingbird

/// What anyone may read: search, a beer's position in a search, one beer, the beers like it, the counts and the
/// revision. A search with a bearer token shows that person's favourites and ratings and may use `fav`.
struct CatalogueRoutes {
    let catalogue: any SharedCatalogue
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        let beers = group.group("beers").add(middleware: BearerAuthentication(accounts: catalogue, required: false))
        beers.get { request, context in
            let search = try SearchParameters(request.uri.queryParameters, configuration).request
            return SearchPageResponse(page: try await catalogue.search(search, as: context.session))
        }
        beers.get("{id}/position") { request, context in
            let id = try context.beerID()
            let list = try SearchParameters.list(request.uri.queryParameters)
            guard try await catalogue.beer(id: id) != nil else { throw APIError.noSuchBeer(id) }
            return JSONResponse(API.Position(position: try await catalogue.position(of: id, in: list, as: context.session)))
        }
        beers.get("{id}/similar") { _, context in
            JSONResponse(API.SimilarBeers(try await catalogue.similarBeers(to: try context.beerID(), as: context.session)))
        }
        group.get("beers/{id}") { _, context in
            let id = try context.beerID()
            guard let beer = try await catalogue.beer(id: id) else { throw APIError.noSuchBeer(id) }
            return JSONResponse(API.Beer(beer))
        }
        group.get("style-distribution") { request, _ in
            guard let name = request.uri.queryParameters["style"].map(String.init), !name.isEmpty else {
                throw APIError.badRequest("style: a style's name is required", field: "style")
            }
            return JSONResponse(API.StyleDistribution(try await catalogue.styleDistribution(ofStyle: name)))
        }
        group.get("stats") { _, _ in JSONResponse(API.Stats(try await catalogue.stats())) }
        group.get("revision") { _, _ in JSONResponse(API.Revision(revision: try await catalogue.revision())) }
    }
}
