import Foundation
import NIOSSL
import PostgresNIO

/// Where a PostgreSQL server is, read from a connection URL as libpq reads one:
/// `postgres://user[:password]@host[:port]/database`, with `?host=/socket/folder` for a Unix socket
/// (then the URL's host may be empty) and `?sslmode=disable|prefer|require`. Without `sslmode`, a
/// socket connects in the clear and a TCP host prefers TLS (libpq's default).
public struct PostgresURL: Sendable {
    public let configuration: PostgresClient.Configuration
    /// The URL without its password, for messages and logs.
    public let redacted: String

    public init(_ text: String) throws(PostgresURLError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
              ["postgres", "postgresql"].contains(scheme) else {
            throw .notAURL
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let username = components.user.flatMap { $0.isEmpty ? nil : $0 } ?? "postgres"
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty else { throw .missingDatabase }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw .badPort }
        let socketFolder = query["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let host = query["host"].flatMap { $0.hasPrefix("/") ? nil : $0 } ?? components.host.flatMap { $0.isEmpty ? nil : $0 }

        if let socketFolder {
            configuration = PostgresClient.Configuration(
                unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: username,
                password: components.password, database: database)
        } else {
            guard let host else { throw .missingHost }
            let tls: PostgresClient.Configuration.TLS
            switch query["sslmode"] ?? "prefer" {
            case "disable": tls = .disable
            case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
            case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
            case let mode: throw .badSSLMode(mode)
            }
            configuration = PostgresClient.Configuration(host: host, port: port, username: username,
                                                         password: components.password, database: database, tls: tls)
        }
        var shown = components
        if shown.password != nil { shown.password = "***" }
        redacted = shown.string ?? "\(scheme)://…"
    }
}

/// Why a PostgreSQL URL cannot be used; the message names the part that is wrong.
public enum PostgresURLError: Error, Hashable, Sendable, CustomStringConvertible {
    case notAURL
    case missingDatabase
    case missingHost
    case badPort
    case badSSLMode(String)

    public var description: String {
        switch self {
        case .notAURL: "a PostgreSQL URL starts postgres:// (e.g. postgres://user@localhost:5432/taproom)"
        case .missingDatabase: "the PostgreSQL URL names no database (postgres://user@host/DATABASE)"
        case .missingHost: "the PostgreSQL URL names no host (or ?host=/socket/folder)"
        case .badPort: "the PostgreSQL URL's port is not between 1 and 65535"
        case .badSSLMode(let mode): "sslmode must be disable, prefer or require, not \(mode)"
        }
    }
}
