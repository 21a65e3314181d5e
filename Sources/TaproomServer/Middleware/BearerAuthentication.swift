import Foundation
import Catalogue
import Hummingbird

/// Reads `Authorization: Bearer <token>` and puts the token's user into the context. With
/// `required`, a request without a live token is refused (401); without it, a request with no
/// Authorization header goes on anonymously, but a wrong token is still refused.
struct BearerAuthentication: RouterMiddleware {
    typealias Context = TaproomRequestContext

    let backend: any CatalogueBackend
    let now: @Sendable () -> Date
    let required: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else {
            if required { throw APIError.unauthorized }
            return try await next(request, context)
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw APIError.unauthorized }
        let hash = BearerToken(text: String(parts[1]).trimmingCharacters(in: .whitespaces)).hash
        guard let user = try await backend.user(forTokenHash: hash, now: now()) else { throw APIError.unauthorized }
        var context = context
        context.user = user
        context.tokenHash = hash
        return try await next(request, context)
    }
}
