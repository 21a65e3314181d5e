import Foundation

/// What talking to a server adds to the catalogue's own refusals, worded for the person at the
/// keyboard.
public enum RemoteCatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection (refused, unknown host, dropped, TLS failure); `reason` says which.
    case unreachable(address: String, reason: String)
    /// No answer within the request's time limit.
    case timedOut(address: String)
    /// The token is not (or no longer) accepted: sign in again.
    case signInExpired
    /// A password would travel unencrypted to a machine other than this one.
    case insecurePassword(address: String)
    /// The server refused the request (a 4xx other than the cases above), naming the field.
    case rejected(status: Int, code: String, message: String, field: String?)
    /// The server failed (5xx) or answered something this client cannot read.
    case serverFailed(address: String, detail: String)

    public var description: String {
        switch self {
        case .unreachable(let address, let reason): "Cannot reach the server at \(address): \(reason)"
        case .timedOut(let address): "The server at \(address) did not answer in time"
        case .signInExpired: "Your sign-in has expired; sign in again"
        case .insecurePassword(let address):
            "Refusing to send a password over plain HTTP to \(address); use https, or pass --insecure"
        case .rejected(_, _, let message, let field): field.map { "\($0): \(message)" } ?? message
        case .serverFailed(let address, let detail): "The server at \(address) failed: \(detail)"
        }
    }

    /// Worth trying again later without the person doing anything (reads only: a write is not
    /// repeated behind the person's back).
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut, .serverFailed: true
        case .signInExpired, .insecurePassword, .rejected: false
        }
    }
}
