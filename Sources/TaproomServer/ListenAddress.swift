/// Where the server listens: `host:port` as given to `--listen` (port 0 picks a free one).
public struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int

    public static let defaultAddress = ListenAddress(host: "127.0.0.1", port: 8080)

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `127.0.0.1:8080`, `[::1]:8080` or `0.0.0.0:0`; nil when it is not host:port.
    public init?(parsing text: String) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
              (0...65_535).contains(port) else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { return nil }
        self.init(host: host, port: port)
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
