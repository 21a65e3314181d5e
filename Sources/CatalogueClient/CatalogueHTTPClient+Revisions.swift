import Catalogue
import Foundation
import Locking

extension CatalogueHTTPClient {
    /// `GET /v1/events`, a server-sent-events stream: the current revision at once, then each new
    /// one. The request's time limit covers only the answer's head (the stream is meant to stay
    /// open); after it, silence longer than `eventsIdleTimeout` (the server sends a keep-alive
    /// every 15 s) counts as a lost connection and ends the stream with `.timedOut`. The stream
    /// ends normally when the server ends it (at shutdown); stopping iteration closes the request.
    public func revisions() -> AsyncThrowingStream<Int, Error> {
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        let reading = Task {
            do {
                try await readRevisions { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: ConnectionFailure.mapped(error, address: location))
            }
        }
        continuation.onTermination = { _ in reading.cancel() }
        return stream
    }

    private func readRevisions(_ yield: @escaping @Sendable (Int) -> Void) async throws {
        // No limit for the whole exchange (it is meant to stay open): its head has the request's
        // limit, and after it the idle watchdog below decides.
        let request = HTTPRequest(method: "GET", url: server.url("/v1/events"), headers: [("Accept", "text/event-stream")])
        let (head, body) = try await withTimeLimit(requestTimeout) { try await HTTPTransport.shared.open(request) }
        let answer = (status: head.status, headers: head.headers, body: body)
        let location = location
        guard answer.status == 200 else {
            var body = Data()
            for try await chunk in answer.body where body.count < 64 * 1024 { body.append(chunk) }
            throw Refusal.error(for: HTTPReply(status: answer.status, headers: answer.headers, body: body), call: .other,
                                address: location)
        }
        guard answer.headers["content-type"]?.lowercased().hasPrefix("text/event-stream") == true else {
            throw RemoteCatalogueError.serverFailed(address: location, detail: "it answered events that are not an event stream")
        }

        let lastHeard = LastHeard()
        let idleLimit = eventsIdleTimeout
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var parser = ServerSentEventParser()
                for try await chunk in answer.body {
                    lastHeard.now()
                    for event in parser.consume(chunk) where event.type == "revision" {
                        guard let body = try? API.decoder().decode(API.Revision.self, from: Data(event.data.utf8)) else {
                            throw RemoteCatalogueError.serverFailed(address: location,
                                                                    detail: "it sent a revision this client cannot read")
                        }
                        yield(body.revision)
                    }
                }
            }
            group.addTask {
                while true {
                    let deadline = lastHeard.time + idleLimit
                    guard ContinuousClock.now < deadline else { throw RemoteCatalogueError.timedOut(address: location) }
                    try await Task.sleep(until: deadline)
                }
            }
            defer { group.cancelAll() }
            // The reading ends when the server ends the stream; the watchdog only ever throws.
            try await group.next()
        }
    }
}

/// When the events stream last brought anything, keep-alives included.
private final class LastHeard: Sendable {
    private let instant = Locked(ContinuousClock.now)

    var time: ContinuousClock.Instant { instant.withLock { $0 } }

    func now() {
        instant.withLock { $0 = .now }
    }
}
