import Foundation
import Catalogue
import Hummingbird

/// Reads `Authorization: Bearer <token>` and puts the session it stands for into the context.
/// With `required`, a request without a live token is refused (401); without it, a request with
/// no Authorization header goes on anonymously, but a wrong token is still refused.
struct BearerAuthentication: RouterMiddleware {
    typealias Context = TaproomRequestContext

    let accounts: any CatalogueAccounts
    let required: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else {
            if required { throw APIError.unauthorized }
            return try await next(request, context)
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw APIError.unauthorized }
        let token = BearerToken(text: String(parts[1]).trimmingCharacters(in: .whitespaces))
        guard let session = try await accounts.session(for: token) else { throw APIError.unauthorized }
        var context = context
        context.session = session
        return try await next(request, context)
    }
}
