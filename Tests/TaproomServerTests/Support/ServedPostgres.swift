import Foundation
import PostgresTestSupport
import PTYTestSupport
import XCTest

/// Where the fault tests start: a new database on a PostgreSQL server the tests started, real
/// `taproom serve --postgres` processes on it, and an admin who imported `beers` beers named
/// "Fault Beer N" through the first server.
final class ServedPostgres {
    let postgres: PostgresTestServer
    let database: String
    let url: String
    private(set) var servers: [ServerProcess]
    let adminToken: String
    let beerIDs: [Int64]

    init(on postgres: PostgresTestServer, servers count: Int = 2, beers: Int = 12) async throws {
        self.postgres = postgres
        let database = try postgres.makeDatabase()
        let url = "postgres://\(postgres.username)@localhost:\(postgres.port)/\(database)?host=\(postgres.socketDirectory)"
        let servers = try (0..<count).map { _ in try ServerProcess(arguments: ["--postgres", url]) }
        (self.database, self.url, self.servers) = (database, url, servers)
        let beerCount = beers
        (adminToken, beerIDs) = try await LiveConnection.using(port: servers[0].port) { first in
            let admin = try await Self.signUp("admin", through: first)
            try postgres.execute("UPDATE users SET is_admin = true WHERE name = 'admin'", in: database)
            let csv = "name,brewery,style\n" + (1...beerCount).map { "Fault Beer \($0),Fault Brewery,Pale Ale\n" }.joined()
            let imported = try await first.send(.post, "/v1/imports", token: admin, body: csv, contentType: "text/csv")
            guard imported.response.status == 200 else { throw SetUpFailed("import: \(imported.response.bodyText)") }
            let found = try await first.send(.get, "/v1/beers?q=fault&limit=\(beerCount)")
            let ids: [Int64] = (found.response["beers"]?.array ?? []).compactMap {
                guard case .integer(let id)? = $0["id"] else { return nil }
                return Int64(id)
            }
            guard ids.count == beerCount else { throw SetUpFailed("search: \(found.response.bodyText)") }
            return (admin, ids)
        }
    }

    /// A new account, signed in through `connection`; its token.
    static func signUp(_ name: String, through connection: LiveConnection) async throws -> String {
        let credentials = #"{"name":"\#(name)","password":"correct horse battery"}"#
        let created = try await connection.send(.post, "/v1/users", body: credentials)
        guard created.response.status == 201 else { throw SetUpFailed("account \(name): \(created.response.bodyText)") }
        let session = try await connection.send(.post, "/v1/sessions", body: credentials)
        guard let token = session.response["token"]?.string else { throw SetUpFailed("sign-in \(name): \(session.response.bodyText)") }
        return token
    }

    /// New accounts signed in through the first server; their tokens, in order.
    func signUp(_ names: [String]) async throws -> [String] {
        try await LiveConnection.using(port: servers[0].port) { connection in
            var tokens: [String] = []
            for name in names { tokens.append(try await Self.signUp(name, through: connection)) }
            return tokens
        }
    }

    /// Starts server `index` again on its port (after it was stopped or killed).
    func restart(_ index: Int) throws {
        servers[index] = try ServerProcess(arguments: ["--postgres", url], port: servers[index].port)
    }

    /// What `taproom export --user NAME --json` reads from the database: each beer the person
    /// has data about, by name.
    func export(user: String) throws -> [ExportedBeer] {
        let result = try ChildProcess.run(try BuiltProduct.path(named: "taproom"),
                                          ["export", "--postgres", url, "--user", user, "--json"])
        guard result.status == 0 else { throw SetUpFailed("export --user \(user): \(result.errors)") }
        return try result.output.split(separator: "\n").map { try JSONDecoder().decode(ExportedBeer.self, from: Data($0.utf8)) }
    }

    /// Stops the servers (SIGTERM) and drops the database.
    func stop() {
        for server in servers { _ = server.stop() }
        try? postgres.dropDatabase(database)
    }

    struct ExportedBeer: Decodable {
        struct CheckIn: Decodable {
            let external_id: String?
        }

        let name: String
        let favourite: Bool
        let checkins: [CheckIn]
    }

    struct SetUpFailed: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
