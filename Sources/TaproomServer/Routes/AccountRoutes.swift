import Catalogue
import Hummingbird

/// Accounts and sessions: make an account, sign in for a bearer token, sign out (revoking it).
/// Passwords are checked by the store with its scrypt storage and throttling.
/// A catalogue that cannot keep a session (a read-only file) refuses sign-in and sign-out as
/// read-only (403).
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
            return JSONResponse(API.Session(session), status: .created)
        }
        group.group("sessions/current")
            .add(middleware: BearerAuthentication(accounts: catalogue, required: true))
            .delete { _, context in
                try await catalogue.signOut(try context.signedIn())
                return HTTPResponse.Status.noContent
            }
    }
}
