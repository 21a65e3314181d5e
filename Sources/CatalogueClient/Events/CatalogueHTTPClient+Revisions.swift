import AsyncHTTPClient
import Catalogue
import Foundation
import Locking
import NIOCore

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
                continuation.finish(throwing: ConnectionFailure.mapped(error, address: address))
            }
        }
        continuation.onTermination = { _ in reading.cancel() }
        return stream
    }

    private func readRevisions(_ yield: @escaping @Sendable (Int) -> Void) async throws {
        var request = HTTPClientRequest(url: server.url("/v1/events"))
        request.headers.add(name: "Accept", value: "text/event-stream")
        let response = try await HTTPTransport.client.execute(request, timeout: TimeAmount(requestTimeout))
        guard response.status == .ok else {
            let body = try await response.body.collect(upTo: 64 * 1024)
            let reply = HTTPReply(status: Int(response.status.code), headers: response.headers,
                                  body: Data(body.readableBytesView))
            throw Refusal.error(for: reply, call: .other, address: address)
        }
        guard response.headers.first(name: "Content-Type")?.lowercased().hasPrefix("text/event-stream") == true else {
            throw RemoteCatalogueError.serverFailed(address: address, detail: "it answered events that are not an event stream")
        }

        let address = self.address
        let lastHeard = LastHeard()
        let idleLimit = eventsIdleTimeout
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                var parser = ServerSentEventParser()
                for try await chunk in response.body {
                    lastHeard.now()
                    for event in parser.consume(chunk.readableBytesView) where event.type == "revision" {
                        guard let body = try? JSONDecoder().decode(RevisionBody.self, from: Data(event.data.utf8)) else {
                            throw RemoteCatalogueError.serverFailed(address: address,
                                                                    detail: "it sent a revision this client cannot read")
                        }
                        yield(body.revision)
                    }
                }
            }
            group.addTask {
                while true {
                    let deadline = lastHeard.time + idleLimit
                    guard ContinuousClock.now < deadline else { throw RemoteCatalogueError.timedOut(address: address) }
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
