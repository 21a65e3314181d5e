import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One answer, read whole.
struct HTTPReply: Sendable {
    let status: Int
    let headers: HTTPHeaders
    let body: Data
}

/// The HTTP client every `CatalogueHTTPClient` sends through.
enum HTTPTransport {
    /// One for the process, as `HTTPClient.shared` is: it lives as long as the process, so it is
    /// never shut down. Its own configuration rather than the shared one's: a refused connection
    /// fails at once (the shared client retries it until the deadline), redirects are not followed
    /// (a password must not travel on to wherever a 3xx points), and no read timeout (each request
    /// has its own time limit; the live events have their own idle limit).
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: nil, redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10)),
            connectionPool: .init(), proxy: nil, ignoreUncleanSSLShutdown: false, decompression: .disabled)
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The most an answer may hold: far above the API's largest (a personal export).
    static let maximumBodyBytes = 64 * 1024 * 1024
}
