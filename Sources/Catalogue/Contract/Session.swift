import Foundation

/// A signed-in person: who they are, the bearer token that shows it, and when it stops working.
/// Made only by a sign-in (`CatalogueAccounts.signIn`, `session(for:)`) or, for the owner of a
/// catalogue's file or database, by the store itself (`SQLiteCatalogue.acting(asUserNamed:)`).
/// A store acts for `user` without asking again (the server checks the token of every request
/// before it has a session); a client sends `token`.
public struct Session: Hashable, Sendable {
    public let user: User
    public let token: BearerToken
    public let expiresAt: Date
    /// Whether the account may import (`taproom account create --admin`).
    public let isAdmin: Bool

    package init(user: User, token: BearerToken, expiresAt: Date, isAdmin: Bool = false) {
        self.user = user
        self.token = token
        self.expiresAt = expiresAt
        self.isAdmin = isAdmin
    }
}

/// How long a new session lasts, and the clock that says when it ends: a store's sign-in rules.
public struct SessionRules: Sendable {
    public var lifetime: TimeInterval
    public var now: @Sendable () -> Date

    /// Thirty days.
    public static let defaultLifetime: TimeInterval = 30 * 24 * 3600

    public init(lifetime: TimeInterval = SessionRules.defaultLifetime, now: @escaping @Sendable () -> Date = { Date() }) {
        self.lifetime = lifetime
        self.now = now
    }

    /// Now in whole seconds: what a JSON time shows is exactly what is stored.
    public func wholeSecondsNow() -> Date {
        Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
    }
}
