import Catalogue
import Hummingbird
import ServiceLifecycle

/// `GET /v1/events`: the catalogue's revision as server-sent events, for anyone. The current
/// revision first, then each new one as this process's `RevisionFeed` hears of it (never a lower
/// number than the last sent), and a keep-alive comment after `eventKeepAlive` of silence. The
/// stream ends when the server shuts down, so a graceful stop does not wait for its clients.
struct EventRoutes {
    let catalogue: any BeerCatalogue
    let feed: RevisionFeed

    func register(on group: RouterGroup<TaproomRequestContext>) {
        group.get("events") { _, _ in
            // Subscribed before reading, so a change made during the read is not missed.
            let subscription = feed.subscribe()
            let current = try await catalogue.revision()
            let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                try await Self.stream(subscription, from: current, to: &writer)
            })
        }
    }

    static func stream(_ subscription: RevisionSubscription, from current: Int,
                               to writer: inout any ResponseBodyWriter) async throws {
        defer { subscription.leave() }
        try await writer.write(ServerSentEvent.revision(current))
        var sent = current
        try await withGracefulShutdownHandler {
            while let event = await subscription.next() {
                switch event {
                case .revision(let revision):
                    guard revision > sent else { continue }
                    try await writer.write(ServerSentEvent.revision(revision))
                    sent = revision
                case .keepAlive:
                    try await writer.write(ServerSentEvent.keepAlive)
                }
            }
        } onGracefulShutdown: {
            subscription.finish()
        }
        try await writer.finish(nil)
    }
}
