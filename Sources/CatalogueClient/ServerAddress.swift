import Foundation

/// Where a `taproom serve` is: an http or https URL, optionally with a path the server sits
/// under behind a reverse proxy (`https://example.org/taproom`). Anything else is refused with a
/// message that names the text given.
public struct ServerAddress: Hashable, Sendable, CustomStringConvertible {
    /// The URL as given, without a trailing slash: what messages show.
    public let description: String
    public let host: String
    public let isEncrypted: Bool

    public init(_ text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil,
              components.user == nil, components.password == nil,
              (1...65535).contains(components.port ?? 80)
        else { throw InvalidServerAddress(text: text) }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        isEncrypted = scheme == "https"
        var base = trimmed
        while base.hasSuffix("/") { base.removeLast() }
        description = base
    }

    /// This machine: localhost, 127.0.0.0/8 or ::1. A password sent there never crosses a network.
    public var isLoopback: Bool {
        let name = host.lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        if name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets.allSatisfy({ UInt8($0) != nil }) else { return false }
        return octets[0] == "127"
    }

    /// The URL of an API path (`/v1/beers`) with its query items, each value percent-encoded.
    func url(_ path: String, query: [(String, String)] = []) -> String {
        guard !query.isEmpty else { return description + path }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#")
        let encoded = query.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }
        return description + path + "?" + encoded.joined(separator: "&")
    }
}

/// A server address that is not an http or https URL.
public struct InvalidServerAddress: Error, Hashable, Sendable, CustomStringConvertible {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    public var description: String {
        "\"\(text)\" is not a server address: expected a URL such as http://127.0.0.1:8080 or https://beer.example"
    }
}
