import Hummingbird

/// The text of `/v1/events` (docs/openapi.json): server-sent events, UTF-8, one per write.
enum ServerSentEvent {
    /// `event: revision` with the catalogue's revision as its JSON data.
    static func revision(_ revision: Int) -> ByteBuffer {
        ByteBuffer(string: "event: revision\ndata: {\"revision\": \(revision)}\n\n")
    }

    /// A comment line, which clients ignore, so that proxies see the connection is alive.
    static let keepAlive = ByteBuffer(string: ": keep-alive\n\n")
}
