import Hummingbird

/// `405 Method Not Allowed` with an `Allow` header, as HTTP says, for a request whose path is
/// served but not with its method (`TRACE /v1/stats`); any other unrouted request goes on to the
/// router's 404. Added after every route, so it wraps only the router's "no such route" and
/// learns the routes from the router itself.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each served path's segments (`{id}` stands for any one) and the methods it answers.
    private let routes: [(segments: [Substring], methods: [String])]

    init(routes: [Router<Context>.RouteDescription]) {
        var byPath: [(path: String, methods: [String])] = []
        for route in routes {
            let path = "\(route.path)"
            if let index = byPath.firstIndex(where: { $0.path == path }) {
                byPath[index].methods.append(route.method.rawValue)
            } else {
                byPath.append((path, [route.method.rawValue]))
            }
        }
        self.routes = byPath.map { ($0.path.split(separator: "/"), $0.methods) }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let allowed = methods(for: request.uri.path)
        guard !allowed.isEmpty else { return try await next(request, context) }
        var refusal = APIError(.methodNotAllowed, code: "method_not_allowed",
                               message: "\(request.method.rawValue) is not allowed here; use \(allowed.joined(separator: " or "))")
        refusal.allow = allowed
        throw refusal
    }

    /// The methods of every route whose path matches `path`; empty when none does.
    func methods(for path: String) -> [String] {
        let given = path.split(separator: "/")
        return routes.filter { route in
            route.segments.count == given.count
                && zip(route.segments, given).allSatisfy { template, segment in template.hasPrefix("{") || template == segment }
        }.flatMap { $0.methods.contains("GET") ? $0.methods + ["HEAD"] : $0.methods }
    }
}
