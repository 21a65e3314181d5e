import Catalogue
import Foundation

/// The catalogue contract over HTTP: the JSON API of `taproom serve` (docs/openapi.json), the
/// same operations and answers as the store the server serves, through libcurl
/// (`HTTPTransport`). Every request has a time limit (the whole request, its body included); failures become `RemoteCatalogueError`s that name the
/// server, and the server's refusals the catalogue's own errors where it has one (a taken name is
/// `AccountError.nameTaken`, a read-only catalogue `CatalogueError.readOnly`).
public final class CatalogueHTTPClient: SharedCatalogue {
    public let server: ServerAddress
    /// How long one request may take, from connecting to the last byte of the answer.
    public let requestTimeout: Duration
    /// The same for signing in and creating an account: the server hashes the password with
    /// scrypt, deliberately slow, and a busy server queues the hashes.
    public let passwordRequestTimeout: Duration
    /// Whether a password may travel over plain HTTP to another machine (`--insecure`).
    public let allowsInsecurePasswords: Bool
    /// How long the live events may stay silent before the connection counts as lost; the server
    /// sends a keep-alive every 15 s.
    public let eventsIdleTimeout: Duration

    public var location: String { server.description }

    /// Throws `InvalidServerAddress` (naming `serverURL`) unless it is an http or https URL.
    public init(serverURL: String, requestTimeout: Duration = .seconds(10), passwordRequestTimeout: Duration = .seconds(30),
                allowsInsecurePasswords: Bool = false, eventsIdleTimeout: Duration = .seconds(45)) throws {
        server = try ServerAddress(serverURL)
        self.requestTimeout = requestTimeout
        self.passwordRequestTimeout = passwordRequestTimeout
        self.allowsInsecurePasswords = allowsInsecurePasswords
        self.eventsIdleTimeout = eventsIdleTimeout
    }

    // MARK: Reading

    public func search(_ request: SearchRequest, as session: Session?) async throws -> BeerPage {
        try Self.check(request, session)
        var parameters = Self.list(request)
        parameters.append(("limit", String(max(1, request.limit))))
        if let after = request.after { parameters.append(("after", after.token)) }
        let reply = try await send("GET", "/v1/beers", query: parameters, token: session?.token)
        return try decoded(API.BeerPage.self, reply, expecting: 200) { try $0.page() }
    }

    public func position(of beerID: Int64, in request: SearchRequest, as session: Session?) async throws -> Int? {
        try Self.check(request, session)
        let reply = try await send("GET", "/v1/beers/\(beerID)/position", query: Self.list(request), token: session?.token)
        if reply.status == 404 { return nil }
        return try decoded(API.Position.self, reply, expecting: 200) { $0.position }
    }

    public func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer] {
        let reply = try await send("GET", "/v1/beers/\(beerID)/similar", token: session?.token)
        if reply.status == 404 { throw CatalogueError.noSuchBeer(beerID) }
        return try decoded(API.SimilarBeers.self, reply, expecting: 200) { try $0.similar() }
    }

    public func styleDistribution(ofStyle name: String) async throws -> StyleDistribution {
        let reply = try await send("GET", "/v1/style-distribution", query: [("style", name)])
        return try decoded(API.StyleDistribution.self, reply, expecting: 200) { try $0.distribution() }
    }

    public func beer(id: Int64) async throws -> Beer? {
        let reply = try await send("GET", "/v1/beers/\(id)")
        if reply.status == 404 { return nil }
        return try decoded(API.Beer.self, reply, expecting: 200) { $0.beer }
    }

    public func stats() async throws -> CatalogueStats {
        try decoded(API.Stats.self, try await send("GET", "/v1/stats"), expecting: 200) { $0.stats }
    }

    public func revision() async throws -> Int {
        try decoded(API.Revision.self, try await send("GET", "/v1/revision"), expecting: 200) { $0.revision }
    }

    // MARK: The signed-in person's own data

    public func personalData(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await personal("GET", "/v1/me/beers/\(beerID)", session: session)
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await personal(isFavourite ? "PUT" : "DELETE", "/v1/me/favourites/\(beerID)", session: session)
    }

    public func setRating(_ stars: Int?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let path = "/v1/me/ratings/\(beerID)"
        guard let stars else { return try await personal("DELETE", path, session: session) }
        return try await personal("PUT", path, json: API.Rating(stars: stars), session: session)
    }

    /// An empty or missing note removes it, as the stores do.
    public func setNote(_ text: String?, beerID: Int64, session: Session) async throws -> PersonalBeerData {
        let path = "/v1/me/notes/\(beerID)"
        guard let text, !text.isEmpty else { return try await personal("DELETE", path, session: session) }
        return try await personal("PUT", path, json: API.Note(text: text), session: session)
    }

    /// Refuses what the stores refuse (`CheckInError`) before sending; a nil time stays nil, for
    /// the server's clock.
    public func checkIn(beerID: Int64, _ checkIn: NewCheckIn, session: Session) async throws -> PersonalBeerData {
        _ = try checkIn.validated(now: Date.init)
        return try await personal("POST", "/v1/me/checkins/\(beerID)", json: API.NewCheckIn(checkIn), session: session,
                                  expecting: 201)
    }

    public func journal(_ request: JournalRequest, session: Session) async throws -> JournalPage {
        var parameters = [("q", request.query.text), ("limit", String(max(1, request.limit)))]
        if let after = request.after { parameters.append(("after", after.token)) }
        let reply = try await send("GET", "/v1/me/journal", query: parameters, token: session.token)
        return try decoded(API.JournalPage.self, reply, expecting: 200) { try $0.page() }
    }

    public func tasteFacts(session: Session) async throws -> TasteFacts {
        let reply = try await send("GET", "/v1/me/taste", token: session.token)
        return try decoded(API.TasteFacts.self, reply, expecting: 200) { try $0.facts() }
    }

    public func personalExport(session: Session) async throws -> [PersonalExportRow] {
        try decoded(API.Export.self, try await send("GET", "/v1/me/export", token: session.token), expecting: 200) { $0.rows }
    }

    /// Refuses what the stores refuse (`CheckInError`) before sending the rows, as `checkIn` does;
    /// allowed as long as a file import (a few thousand check-ins are megabytes).
    public func importCheckIns(_ checkIns: [UntappdCheckIn], dryRun: Bool, session: Session) async throws -> UntappdImportReport {
        for row in checkIns { _ = try row.checkIn.validated(now: Date.init) }
        let body = try API.encoder().encode(API.UntappdImport(checkIns))
        let reply = try await send("POST", "/v1/me/journal/untappd", query: dryRun ? [("dryRun", "true")] : [],
                                   token: session.token, body: (body, "application/json"), timeout: passwordRequestTimeout)
        return try decoded(API.UntappdImportReport.self, reply, expecting: 200) { $0.report }
    }

    // MARK: Import

    public func importFile(_ file: ImportedFile, session: Session) async throws -> ImportReport {
        let type = switch file.format {
        case .csv: "text/csv"
        case .json: "application/json"
        case .auto: try ImportFile.resolve(.auto, bytes: file.bytes, url: URL(fileURLWithPath: file.name)) == .json
            ? "application/json" : "text/csv"
        }
        let reply = try await send("POST", "/v1/imports", token: session.token, body: (Data(file.bytes), type),
                                   timeout: passwordRequestTimeout)
        return try decoded(API.ImportReport.self, reply, expecting: 200) { $0.report }
    }

    // MARK: Requests

    /// `fav` or `had` with nobody signed in, or the journal's dates in a list of beers, is the same
    /// `QueryError` the stores throw, without asking the server (which would refuse it as a 400 about `q`).
    private static func check(_ request: SearchRequest, _ session: Session?) throws {
        if request.query.wantsFavourites, session == nil { throw QueryError.favouritesNeedUser }
        if request.query.wantsCheckIns, session == nil { throw QueryError.hadNeedsUser }
        if let dates = request.query.filters.first(where: \.isDateRange) {
            throw QueryError.journalOnly(CatalogueQuery(filters: [dates]).text)
        }
    }

    /// `q`, `sort` and `order`: a list of the catalogue.
    private static func list(_ request: SearchRequest) -> [(String, String)] {
        [("q", request.query.text), ("sort", request.sort.rawValue), ("order", request.descending ? "desc" : "asc")]
    }

    /// A call about the person's data, answered with their data about the beer.
    private func personal(_ method: String, _ path: String, json: (some Encodable)? = nil as API.Note?,
                          session: Session, expecting status: Int = 200) async throws -> PersonalBeerData {
        let body = try json.map { (try API.encoder().encode($0), "application/json") }
        let reply = try await send(method, path, token: session.token, body: body)
        if reply.status == 404 { throw CatalogueError.noSuchBeer(Int64(path.split(separator: "/").last ?? "") ?? 0) }
        return try decoded(API.PersonalData.self, reply, expecting: status) { $0.data }
    }

    func refuseInsecurePassword() throws {
        guard server.isEncrypted || server.isLoopback || allowsInsecurePasswords else {
            throw RemoteCatalogueError.insecurePassword(address: location)
        }
    }

    /// One request and its whole answer within `timeout` (default `requestTimeout`); failures to
    /// talk to the server are `RemoteCatalogueError`s, any answer is returned as it is.
    func send(_ method: String, _ path: String, query: [(String, String)] = [], token: BearerToken? = nil,
              body: (data: Data, type: String)? = nil, timeout: Duration? = nil) async throws -> HTTPReply {
        let timeout = timeout ?? requestTimeout
        var request = HTTPRequest(method: method, url: server.url(path, query: query), timeout: timeout)
        request.headers.append(("Accept", "application/json"))
        if let token { request.headers.append(("Authorization", "Bearer \(token.text)")) }
        if let body {
            request.headers.append(("Content-Type", body.type))
            request.body = body.data
        }
        do {
            return try await HTTPTransport.shared.send(request)
        } catch {
            throw ConnectionFailure.mapped(error, address: location)
        }
    }

    /// The answer's body as `Body`, made into what the caller returns; any other status is the
    /// refusal it stands for.
    func decoded<Body: Decodable, Value>(_ type: Body.Type, _ reply: HTTPReply, expecting status: Int,
                                         call: Refusal.Call = .other, _ make: (Body) throws -> Value) throws -> Value {
        guard reply.status == status else { throw Refusal.error(for: reply, call: call, address: location) }
        do {
            return try make(try API.decoder().decode(Body.self, from: reply.body))
        } catch let error as API.UnreadableBody {
            throw RemoteCatalogueError.serverFailed(address: location, detail: "it answered \(error.detail)")
        } catch {
            throw RemoteCatalogueError.serverFailed(address: location, detail: "it answered JSON this client cannot read")
        }
    }
}
