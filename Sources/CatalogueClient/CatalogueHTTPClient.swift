import AsyncHTTPClient
import Catalogue
import Foundation
import NIOCore
import NIOHTTP1

/// `RemoteCatalogue` over HTTP: the JSON API of `taproom serve` (docs/openapi.json), through
/// AsyncHTTPClient. Every request has a time limit (the whole request, its body included);
/// failures become `RemoteCatalogueError`s that name the server, and the server's refusals the
/// catalogue's own errors where it has one (a taken name is `AccountError.nameTaken`).
public final class CatalogueHTTPClient: RemoteCatalogue {
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

    public var address: String { server.description }

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

    public func search(query: String, sort: SortField, descending: Bool, limit: Int, after: NextPage?,
                       token: BearerToken?) async throws -> BeerPage {
        var parameters = Self.list(query: query, sort: sort, descending: descending)
        parameters.append(("limit", String(max(1, limit))))
        if let after { parameters.append(("after", after.token)) }
        let reply = try await send(.GET, "/v1/beers", query: parameters, token: token)
        return try decoded(BeerPageBody.self, reply, expecting: 200) { try $0.page() }
    }

    public func position(of beerID: Int64, query: String, sort: SortField, descending: Bool,
                         token: BearerToken?) async throws -> Int? {
        let reply = try await send(.GET, "/v1/beers/\(beerID)/position",
                                   query: Self.list(query: query, sort: sort, descending: descending), token: token)
        if reply.status == 404 { return nil }
        return try decoded(PositionBody.self, reply, expecting: 200) { $0.position }
    }

    public func beer(id: Int64) async throws -> Beer? {
        let reply = try await send(.GET, "/v1/beers/\(id)")
        if reply.status == 404 { return nil }
        return try decoded(BeerBody.self, reply, expecting: 200) { $0.beer }
    }

    public func stats() async throws -> CatalogueStats {
        let reply = try await send(.GET, "/v1/stats")
        return try decoded(StatsBody.self, reply, expecting: 200) {
            CatalogueStats(beers: $0.beers, breweries: $0.breweries, styles: $0.styles, users: $0.users)
        }
    }

    public func revision() async throws -> Int {
        let reply = try await send(.GET, "/v1/revision")
        return try decoded(RevisionBody.self, reply, expecting: 200) { $0.revision }
    }

    // MARK: Accounts and sessions

    public func createAccount(name: String, password: String) async throws -> RemoteSession {
        try refuseInsecurePassword()
        let reply = try await send(.POST, "/v1/users", json: CredentialsBody(name: name, password: password),
                                   timeout: passwordRequestTimeout)
        guard reply.status == 201 else { throw Refusal.error(for: reply, call: .createAccount(name: name), address: address) }
        return try await signIn(name: name, password: password)
    }

    public func signIn(name: String, password: String) async throws -> RemoteSession {
        try refuseInsecurePassword()
        let reply = try await send(.POST, "/v1/sessions", json: CredentialsBody(name: name, password: password),
                                   timeout: passwordRequestTimeout)
        return try decoded(SessionBody.self, reply, expecting: 201, call: .signIn) { $0.session }
    }

    /// A token the server no longer accepts is as signed out as it can be: that is not a failure.
    public func signOut(_ token: BearerToken) async throws {
        let reply = try await send(.DELETE, "/v1/sessions/current", token: token)
        guard reply.status == 204 || reply.status == 401 else {
            throw Refusal.error(for: reply, call: .other, address: address)
        }
    }

    public func user(for token: BearerToken) async throws -> User? {
        let reply = try await send(.GET, "/v1/me", token: token)
        if reply.status == 401 { return nil }
        return try decoded(MeBody.self, reply, expecting: 200) { $0.user.user }
    }

    // MARK: The signed-in person's own data

    public func personalData(beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        let reply = try await send(.GET, "/v1/me/beers/\(beerID)", token: token)
        return try decoded(PersonalDataBody.self, reply, expecting: 200) { $0.data }
    }

    public func setFavourite(_ isFavourite: Bool, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await change(isFavourite ? .PUT : .DELETE, "/v1/me/favourites/\(beerID)", beerID: beerID, token: token)
    }

    public func setRating(_ stars: Int?, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        let path = "/v1/me/ratings/\(beerID)"
        guard let stars else { return try await change(.DELETE, path, beerID: beerID, token: token) }
        return try await change(.PUT, path, json: RatingBody(stars: stars), beerID: beerID, token: token)
    }

    /// An empty or missing note removes it, as the embedded store does.
    public func setNote(_ text: String?, beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        let path = "/v1/me/notes/\(beerID)"
        guard let text, !text.isEmpty else { return try await change(.DELETE, path, beerID: beerID, token: token) }
        return try await change(.PUT, path, json: NoteBody(text: text), beerID: beerID, token: token)
    }

    public func checkIn(beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        try await change(.POST, "/v1/me/checkins/\(beerID)", beerID: beerID, token: token)
    }

    public func personalExport(token: BearerToken) async throws -> [PersonalExportRow] {
        let reply = try await send(.GET, "/v1/me/export", token: token)
        return try decoded(ExportBody.self, reply, expecting: 200) { $0.rows }
    }

    // MARK: Requests

    /// `q`, `sort` and `order`: a list of the catalogue.
    private static func list(query: String, sort: SortField, descending: Bool) -> [(String, String)] {
        [("q", query), ("sort", sort.rawValue), ("order", descending ? "desc" : "asc")]
    }

    /// The server answers a change with no body: the data after it is read back.
    private func change(_ method: HTTPMethod, _ path: String, json: (some Encodable & Sendable)? = nil as NoteBody?,
                        beerID: Int64, token: BearerToken) async throws -> PersonalBeerData {
        let reply = try await send(method, path, token: token, json: json)
        guard (200..<300).contains(reply.status) else { throw Refusal.error(for: reply, call: .other, address: address) }
        return try await personalData(beerID: beerID, token: token)
    }

    private func refuseInsecurePassword() throws {
        guard server.isEncrypted || server.isLoopback || allowsInsecurePasswords else {
            throw RemoteCatalogueError.insecurePassword(address: address)
        }
    }

    /// One request and its whole answer within `timeout` (default `requestTimeout`); failures to
    /// talk to the server are `RemoteCatalogueError`s, any answer is returned as it is.
    func send(_ method: HTTPMethod, _ path: String, query: [(String, String)] = [], token: BearerToken? = nil,
              json: (some Encodable & Sendable)? = nil as NoteBody?, timeout: Duration? = nil) async throws -> HTTPReply {
        var request = HTTPClientRequest(url: server.url(path, query: query))
        request.method = method
        request.headers.add(name: "Accept", value: "application/json")
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token.text)") }
        if let json {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: try JSONEncoder().encode(json)))
        }
        let timeout = timeout ?? requestTimeout
        do {
            return try await withTimeLimit(timeout) { [request] in
                let response = try await HTTPTransport.client.execute(request, timeout: TimeAmount(timeout))
                let body = try await response.body.collect(upTo: HTTPTransport.maximumBodyBytes)
                return HTTPReply(status: Int(response.status.code), headers: response.headers,
                                 body: Data(body.readableBytesView))
            }
        } catch {
            throw ConnectionFailure.mapped(error, address: address)
        }
    }

    /// The answer's body as `Body`, made into what the caller returns; any other status is the
    /// refusal it stands for.
    private func decoded<Body: Decodable, Value>(_ type: Body.Type, _ reply: HTTPReply, expecting status: Int,
                                                 call: Refusal.Call = .other,
                                                 _ make: (Body) throws -> Value) throws -> Value {
        guard reply.status == status else { throw Refusal.error(for: reply, call: call, address: address) }
        do {
            return try make(try JSONDecoder.api.decode(Body.self, from: reply.body))
        } catch let error as UnreadableBody {
            throw RemoteCatalogueError.serverFailed(address: address, detail: "it answered \(error.detail)")
        } catch {
            throw RemoteCatalogueError.serverFailed(address: address, detail: "it answered JSON this client cannot read")
        }
    }
}
