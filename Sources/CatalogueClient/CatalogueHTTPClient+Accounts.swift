import Catalogue
import Foundation

/// Accounts and sessions on the server: its scrypt storage and throttling decide; a password
/// travels only over HTTPS or to this machine, unless the client allows otherwise.
extension CatalogueHTTPClient {
    public func createAccount(name: String, password: String) async throws -> User {
        try refuseInsecurePassword()
        let body = try API.encoder().encode(API.Credentials(name: name, password: password))
        let reply = try await send("POST", "/v1/users", body: (body, "application/json"), timeout: passwordRequestTimeout)
        return try decoded(API.User.self, reply, expecting: 201, call: .createAccount(name: name)) { $0.user }
    }

    public func signIn(name: String, password: String) async throws -> Session {
        try refuseInsecurePassword()
        let body = try API.encoder().encode(API.Credentials(name: name, password: password))
        let reply = try await send("POST", "/v1/sessions", body: (body, "application/json"), timeout: passwordRequestTimeout)
        return try decoded(API.Session.self, reply, expecting: 201, call: .signIn) { $0.session }
    }

    public func session(for token: BearerToken) async throws -> Session? {
        let reply = try await send("GET", "/v1/me", token: token)
        if reply.status == 401 { return nil }
        return try decoded(API.Me.self, reply, expecting: 200) { $0.session(token: token) }
    }

    /// A token the server no longer accepts is as signed out as it can be: that is not a failure.
    public func signOut(_ session: Session) async throws {
        let reply = try await send("DELETE", "/v1/sessions/current", token: session.token)
        guard reply.status == 204 || reply.status == 401 else {
            throw Refusal.error(for: reply, call: .other, address: location)
        }
    }
}
