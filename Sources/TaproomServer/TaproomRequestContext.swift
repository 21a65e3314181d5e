import Catalogue
import Foundation
import Hummingbird

/// A request's context: Hummingbird's own, plus the user its bearer token signed in (set by
/// `BearerAuthentication`).
public struct TaproomRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in user; nil for a request without a token.
    public var user: User?
    /// The hash of the token the request came with, so signing out can revoke exactly it.
    public var tokenHash: Data?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// ISO 8601 times and sorted keys: the same data always reads the same.
    public var responseEncoder: JSONEncoder { Self.makeResponseEncoder() }

    static func makeResponseEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
