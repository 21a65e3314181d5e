import Catalogue
import Foundation
import Hummingbird

/// `/v1/me/...`: the signed-in user's own favourites, ratings, notes, check-ins and export.
/// No path names a user: every call takes the user from the bearer token, so nobody can reach
/// another's data whatever they put in the path.
struct PersonalRoutes {
    let backend: any CatalogueBackend
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        let me = group.group("me")
            .add(middleware: BearerAuthentication(backend: backend, now: configuration.now, required: true))
        me.get { _, context in
            let user = try context.signedInUser()
            return MeResponse(user: UserResponse(user), isAdmin: try await backend.isAdmin(userID: user.id))
        }
        me.get("beers/{id}") { _, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            return PersonalDataResponse(beerID: beerID, try await backend.personalData(userID: user.id, beerID: beerID))
        }
        me.put("favourites/{id}") { _, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            try await backend.setFavourite(true, userID: user.id, beerID: beerID)
            return HTTPResponse.Status.noContent
        }
        me.delete("favourites/{id}") { _, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            try await backend.setFavourite(false, userID: user.id, beerID: beerID)
            return HTTPResponse.Status.noContent
        }
        me.put("ratings/{id}") { request, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            let rating = try await request.decodeJSON(RatingRequest.self, limit: configuration.maximumBodyBytes)
            guard (1...5).contains(rating.stars) else {
                throw APIError(.unprocessableContent, code: "invalid_value", message: "stars must be 1 to 5", field: "stars")
            }
            try await backend.setRating(rating.stars, userID: user.id, beerID: beerID)
            return HTTPResponse.Status.noContent
        }
        me.delete("ratings/{id}") { _, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            try await backend.setRating(nil, userID: user.id, beerID: beerID)
            return HTTPResponse.Status.noContent
        }
        me.put("notes/{id}") { request, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            let note = try await request.decodeJSON(NoteRequest.self, limit: configuration.maximumBodyBytes)
            try await backend.setNote(note.text, userID: user.id, beerID: beerID)
            return HTTPResponse.Status.noContent
        }
        me.delete("notes/{id}") { _, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            try await backend.setNote(nil, userID: user.id, beerID: beerID)
            return HTTPResponse.Status.noContent
        }
        me.post("checkins/{id}") { _, context in
            let (user, beerID) = try await userAndExistingBeer(context)
            // Whole seconds: what the JSON's ISO 8601 time shows is exactly what is stored.
            let at = Date(timeIntervalSince1970: configuration.now().timeIntervalSince1970.rounded(.down))
            try await backend.checkIn(userID: user.id, beerID: beerID, at: at)
            return EditedResponse(status: .created, response: CheckInResponse(beerId: beerID, at: at))
        }
        me.get("export") { _, context in
            let user = try context.signedInUser()
            let rows = try await backend.personalExport(userID: user.id)
            return ExportResponse(beers: rows.map {
                ExportResponse.Row(beer: BeerSummaryResponse($0.beer), personal: PersonalDataResponse(beerID: $0.beer.id, $0.data))
            })
        }
    }

    /// The signed-in user and the path's beer, which must exist (404 otherwise).
    private func userAndExistingBeer(_ context: TaproomRequestContext) async throws -> (User, Int64) {
        let user = try context.signedInUser()
        let beerID = try context.beerID()
        guard try await backend.beer(id: beerID) != nil else { throw APIError.noSuchBeer(beerID) }
        return (user, beerID)
    }
}
