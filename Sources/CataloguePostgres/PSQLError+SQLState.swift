import PostgresNIO

/// The SQLSTATE codes this backend tells apart.
enum SQLState {
    static let uniqueViolation = "23505"
    static let foreignKeyViolation = "23503"
}

extension PSQLError {
    var sqlState: String? { serverInfo?[.sqlState] }
    var constraintName: String? { serverInfo?[.constraintName] }
}

/// An error from PostgreSQL as the person at the keyboard reads it: the server's message, or
/// what went wrong on the client's side (`PSQLError`'s own description hides both).
public struct PostgresFailure: Error, CustomStringConvertible {
    public let description: String

    /// `error` made readable when it is PostgreSQL's; anything else as it is.
    public static func readable(_ error: any Error) -> any Error {
        guard let error = error as? PSQLError else { return error }
        let detail = error.serverInfo?[.message] ?? "\(error.code)"
        return PostgresFailure(description: "PostgreSQL: \(detail)")
    }
}
