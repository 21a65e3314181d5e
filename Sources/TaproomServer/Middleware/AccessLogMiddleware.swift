import Hummingbird
import Logging

/// One log line per request once it is answered: method, path, status and how long it took, so
/// an operator reading the log sees refusals and failures, not just arrivals. Bodies, headers
/// and the query string (which may hold a person's search) are left out.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        context.logger.info("\(request.method) \(request.uri.path) \(response.status.code)", metadata: [
            "status": "\(response.status.code)", "ms": "\((milliseconds * 10).rounded() / 10)",
        ])
        return response
    }
}
