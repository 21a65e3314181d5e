import Crypto
import Foundation

/// A sign-in's bearer token: 32 random bytes, shown to the client once as URL-safe base64. The
/// backend keeps only its SHA-256 (`hash`), so a copy of the database lets nobody sign in.
public struct BearerToken: Hashable, Sendable {
    /// What the client sends back in `Authorization: Bearer …`.
    public let text: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A token as a client presented it (not checked here: an unknown one simply matches nobody).
    public init(text: String) {
        self.text = text
    }

    /// The SHA-256 of the token's text: what a store keeps and looks up.
    public var hash: Data {
        Data(SHA256.hash(data: Data(text.utf8)))
    }
}
