import Catalogue
import Hummingbird

/// Accounts and sessions: make an account, sign in for a bearer token, sign out (revoking it).
/// Passwords are checked by the backend with its scrypt storage and throttling.
struct AccountRoutes {
    let backend: any CatalogueBackend
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        group.post("users") { request, _ in
            let credentials = try await request.decodeJSON(CredentialsRequest.self, limit: configuration.maximumBodyBytes)
            let user = try await backend.createUser(name: credentials.name, password: credentials.password)
            return EditedResponse(status: .created, response: UserResponse(user))
        }
        group.post("sessions") { request, _ in
            let credentials = try await request.decodeJSON(CredentialsRequest.self, limit: configuration.maximumBodyBytes)
            let user = try await backend.signIn(name: credentials.name, password: credentials.password)
            let token = BearerToken()
            let now = configuration.now()
            let expiresAt = now.addingTimeInterval(configuration.tokenLifetime)
            try await backend.storeToken(hash: token.hash, userID: user.id, expiresAt: expiresAt, now: now)
            return EditedResponse(status: .created,
                                  response: SessionResponse(token: token.text, expiresAt: expiresAt, user: UserResponse(user)))
        }
        group.group("sessions/current")
            .add(middleware: BearerAuthentication(backend: backend, now: configuration.now, required: true))
            .delete { _, context in
                if let hash = context.tokenHash { try await backend.revokeToken(hash: hash) }
                return HTTPResponse.Status.noContent
            }
    }
}
