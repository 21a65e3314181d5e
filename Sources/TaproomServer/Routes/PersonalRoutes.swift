import Catalogue
import Foundation
import Hummingbird

/// `/v1/me/...`: the signed-in person's own favourites, ratings, notes, check-ins, journal (and
/// an Untappd export into it), taste and export.
/// No path names a user: every call acts for the bearer token's session, so nobody can reach
/// another's data whatever they put in the path. Each change answers with the person's data about
/// the beer after it.
struct PersonalRoutes {
    let catalogue: any SharedCatalogue
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        let me = group.group("me").add(middleware: BearerAuthentication(accounts: catalogue, required: true))
        me.get { _, context in JSONResponse(API.Me(try context.signedIn())) }
        me.get("beers/{id}") { _, context in
            try await answer(context) { try await catalogue.personalData(beerID: $0, session: $1) }
        }
        me.put("favourites/{id}") { _, context in
            try await answer(context) { try await catalogue.setFavourite(true, beerID: $0, session: $1) }
        }
        me.delete("favourites/{id}") { _, context in
            try await answer(context) { try await catalogue.setFavourite(false, beerID: $0, session: $1) }
        }
        me.put("ratings/{id}") { request, context in
            let rating = try await request.decodeJSON(API.Rating.self, limit: configuration.maximumBodyBytes)
            guard (1...5).contains(rating.stars) else {
                throw APIError(.unprocessableContent, code: "invalid_value", message: "stars must be 1 to 5", field: "stars")
            }
            return try await answer(context) { try await catalogue.setRating(rating.stars, beerID: $0, session: $1) }
        }
        me.delete("ratings/{id}") { _, context in
            try await answer(context) { try await catalogue.setRating(nil, beerID: $0, session: $1) }
        }
        me.put("notes/{id}") { request, context in
            let note = try await request.decodeJSON(API.Note.self, limit: configuration.maximumBodyBytes)
            return try await answer(context) { try await catalogue.setNote(note.text, beerID: $0, session: $1) }
        }
        me.delete("notes/{id}") { _, context in
            try await answer(context) { try await catalogue.setNote(nil, beerID: $0, session: $1) }
        }
        me.post("checkins/{id}") { request, context in
            let checkIn = try await newCheckIn(request)
            return try await answer(context, status: .created) { try await catalogue.checkIn(beerID: $0, checkIn, session: $1) }
        }
        me.get("journal") { request, context in
            let journal = try JournalParameters(request.uri.queryParameters, configuration).request
            return JSONResponse(API.JournalPage(try await catalogue.journal(journal, session: try context.signedIn())))
        }
        me.post("journal/untappd") { request, context in
            let session = try context.signedIn()
            let dryRun = try Self.dryRun(request.uri.queryParameters)
            let rows = try await untappdRows(request)
            let report = try await catalogue.importCheckIns(rows, dryRun: dryRun, session: session)
            context.logger.info("untappd import", metadata: [
                "user": "\(session.user.name)", "added": "\(report.checkInsAdded)", "dryRun": "\(dryRun)",
            ])
            return JSONResponse(API.UntappdImportReport(report))
        }
        me.get("taste") { _, context in
            JSONResponse(API.TasteFacts(try await catalogue.tasteFacts(session: try context.signedIn())))
        }
        me.get("export") { _, context in
            JSONResponse(API.Export(try await catalogue.personalExport(session: try context.signedIn())))
        }
    }

    /// A check-in's details from the body; no body (or an empty one) is a check-in now.
    private func newCheckIn(_ request: Request) async throws -> NewCheckIn {
        let buffer = try await request.body.collect(upTo: configuration.maximumBodyBytes)
        guard buffer.readableBytes > 0 else { return NewCheckIn() }
        do {
            return try API.decoder().decode(API.NewCheckIn.self, from: Data(buffer: buffer)).checkIn()
        } catch let error as DecodingError {
            throw APIError(decoding: error)
        } catch let error as API.InvalidField {
            throw APIError(.unprocessableContent, code: "invalid_value", message: error.message, field: error.field)
        }
    }

    /// An Untappd export's rows from the body (as large as a file import may be), each property
    /// checked: a refusal names the row and property (`checkIns[3].rating`).
    private func untappdRows(_ request: Request) async throws -> [UntappdCheckIn] {
        let body = try await request.decodeJSON(API.UntappdImport.self, limit: configuration.maximumImportBytes)
        do {
            return try body.rows()
        } catch let error as API.InvalidField {
            throw APIError(.unprocessableContent, code: "invalid_value", message: error.message, field: error.field)
        }
    }

    /// `dryRun=true` reports what would change and writes nothing; absent or `false`, the import is made.
    private static func dryRun(_ query: Parameters) throws -> Bool {
        switch query["dryRun"].map(String.init) {
        case nil, "false": false
        case "true": true
        default: throw APIError.badRequest("dryRun must be true or false", field: "dryRun")
        }
    }

    /// The person's data about the path's beer after `call` (404 when there is no such beer).
    private func answer(_ context: TaproomRequestContext, status: HTTPResponse.Status = .ok,
                        _ call: (Int64, Session) async throws -> PersonalBeerData) async throws -> JSONResponse<API.PersonalData> {
        let session = try context.signedIn()
        let beerID = try context.beerID()
        return JSONResponse(API.PersonalData(beerID: beerID, try await call(beerID, session)), status: status)
    }
}
