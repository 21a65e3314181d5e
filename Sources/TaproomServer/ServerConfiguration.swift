import Foundation

/// What a server's behaviour depends on besides its backend: limits and the clock.
public struct ServerConfiguration: Sendable {
    /// How long a sign-in's token stays valid.
    public var tokenLifetime: TimeInterval
    /// The largest JSON body an ordinary request may send.
    public var maximumBodyBytes: Int
    /// The largest body `POST /v1/imports` may send (a CSV or JSON file of beers).
    public var maximumImportBytes: Int
    /// The most beers one search page may hold.
    public var maximumPageSize: Int
    /// The clock tokens are issued and checked by (tests pass one they move by hand).
    public var now: @Sendable () -> Date
    /// How long `/v1/events` stays silent before it sends a keep-alive comment.
    public var eventKeepAlive: Duration = .seconds(15)

    public init(tokenLifetime: TimeInterval = 30 * 24 * 3600, maximumBodyBytes: Int = 64 * 1024,
                maximumImportBytes: Int = 32 * 1024 * 1024, maximumPageSize: Int = 200,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.tokenLifetime = tokenLifetime
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumImportBytes = maximumImportBytes
        self.maximumPageSize = maximumPageSize
        self.now = now
    }
}
