import Hummingbird

/// HEAD answered as GET without the body, as HTTP asks of every general-purpose server (RFC 9110
/// §9.3.2): the same status and headers, Content-Length included. Wraps the whole router, since
/// the router finds a route by method before any middleware runs.
public struct HeadAnsweredAsGet<Base: HTTPResponderBuilder>: HTTPResponderBuilder {
    private let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public func buildResponder() -> Responder {
        Responder(base: base.buildResponder())
    }

    public struct Responder: HTTPResponder {
        let base: Base.Responder

        public func respond(to request: Request, context: Base.Responder.Context) async throws -> Response {
            guard request.method == .head else { return try await base.respond(to: request, context: context) }
            var head = request.head
            head.method = .get
            var response = try await base.respond(to: Request(head: head, body: request.body), context: context)
            // An event stream never ends, and its length is never known: HEAD learns only that it is one.
            let length = response.body.contentLength
            response.body = ResponseBody(contentLength: length) { writer in try await writer.finish(nil) }
            return response
        }
    }
}
