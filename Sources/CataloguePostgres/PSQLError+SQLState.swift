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
