import Foundation

/// What a server's behaviour depends on besides its catalogue: limits and timing. (How long a
/// sign-in lasts is the store's: `SessionRules`.)
public struct ServerConfiguration: Sendable {
    /// The largest JSON body an ordinary request may send.
    public var maximumBodyBytes: Int
    /// The largest body `POST /v1/imports` (a CSV or JSON file of beers) or
    /// `POST /v1/me/journal/untappd` (an Untappd export's check-ins: 32 MiB is some 50,000) may send.
    public var maximumImportBytes: Int
    /// The most beers one search page may hold.
    public var maximumPageSize: Int
    /// How long `/v1/events` stays silent before it sends a keep-alive comment.
    public var eventKeepAlive: Duration = .seconds(15)

    public init(maximumBodyBytes: Int = 64 * 1024, maximumImportBytes: Int = 32 * 1024 * 1024,
                maximumPageSize: Int = 200) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumImportBytes = maximumImportBytes
        self.maximumPageSize = maximumPageSize
    }
}
