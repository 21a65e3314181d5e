import Foundation

extension API {
    /// An account, without anything of its password.
    public struct User: Codable, Sendable {
        public let id: Int64
        public let name: String
        public let createdAt: Date

        public init(_ user: Catalogue.User) {
            id = user.id
            name = user.name
            createdAt = user.createdAt
        }

        public var user: Catalogue.User { Catalogue.User(id: id, name: name, createdAt: createdAt) }
    }

    /// `POST /v1/sessions`'s answer: the bearer token to send from now on.
    public struct Session: Codable, Sendable {
        public let token: String
        public let expiresAt: Date
        public let user: User
        public let isAdmin: Bool

        public init(_ session: Catalogue.Session) {
            token = session.token.text
            expiresAt = session.expiresAt
            user = User(session.user)
            isAdmin = session.isAdmin
        }

        public var session: Catalogue.Session {
            Catalogue.Session(user: user.user, token: BearerToken(text: token), expiresAt: expiresAt, isAdmin: isAdmin)
        }
    }

    /// `GET /v1/me`: who a token signs in, and until when.
    public struct Me: Codable, Sendable {
        public let user: User
        public let isAdmin: Bool
        public let expiresAt: Date

        public init(_ session: Catalogue.Session) {
            user = User(session.user)
            isAdmin = session.isAdmin
            expiresAt = session.expiresAt
        }

        /// The session it describes, for the token that asked.
        public func session(token: BearerToken) -> Catalogue.Session {
            Catalogue.Session(user: user.user, token: token, expiresAt: expiresAt, isAdmin: isAdmin)
        }
    }

    /// `POST /v1/users` and `POST /v1/sessions`'s body.
    public struct Credentials: Codable, Sendable {
        public let name: String
        public let password: String

        public init(name: String, password: String) {
            self.name = name
            self.password = password
        }
    }
}
