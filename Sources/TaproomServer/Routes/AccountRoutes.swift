import Catalogue
import Hummingbird

/// Accounts and sessions: make an account, sign in for a bearer token, sign out (revoking it).
/// Passwords are checked by the store with its scrypt storage and throttling.
///
/// A SQLite file served read-only still lets its own app sign in and out for as long as it runs,
/// keeping no token: over HTTP that would hand out a token every later request refuses, or answer
/// a sign-out that left the token working. So a sign-in's token must be one the store knows, and a
/// signed-out one one it no longer knows; otherwise the catalogue is refused as read-only.
struct AccountRoutes {
    let catalogue: any SharedCatalogue
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        group.post("users") { request, _ in
            let credentials = try await request.decodeJSON(API.Credentials.self, limit: configuration.maximumBodyBytes)
            let user = try await catalogue.createAccount(name: credentials.name, password: credentials.password)
            return JSONResponse(API.User(user), status: .created)
        }
        group.post("sessions") { request, _ in
            let credentials = try await request.decodeJSON(API.Credentials.self, limit: configuration.maximumBodyBytes)
            let session = try await catalogue.signIn(name: credentials.name, password: credentials.password)
            guard try await catalogue.session(for: session.token) != nil else { throw CatalogueError.readOnly }
            return JSONResponse(API.Session(session), status: .created)
        }
        group.group("sessions/current")
            .add(middleware: BearerAuthentication(accounts: catalogue, required: true))
            .delete { _, context in
                let session = try context.signedIn()
                try await catalogue.signOut(session)
                guard try await catalogue.session(for: session.token) == nil else { throw CatalogueError.readOnly }
                return HTTPResponse.Status.noContent
            }
    }
}
