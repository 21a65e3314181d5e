import Catalogue
import Foundation
import Hummingbird

/// A request's context: Hummingbird's own, plus the session its bearer token stands for (set by
/// `BearerAuthentication`).
public struct TaproomRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in person; nil for a request without a token.
    public var session: Session?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// The API's own encoder: ISO 8601 times and sorted keys, so the same data always reads the same.
    public var responseEncoder: JSONEncoder { API.encoder() }
}
