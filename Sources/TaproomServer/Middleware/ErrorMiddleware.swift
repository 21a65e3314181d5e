import Hummingbird

/// Turns whatever a route throws, including the router's own "no such route", into the API's
/// JSON error (`APIError.from`), so every refusal has one shape and internals stay in the log.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let refusal = APIError.from(error, logger: context.logger)
            return try refusal.response(from: request, context: context)
        }
    }
}
