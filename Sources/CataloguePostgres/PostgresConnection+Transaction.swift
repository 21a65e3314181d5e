import Logging
import PostgresNIO

extension PostgresConnection {
    /// Runs `body` in a transaction: committed when it returns (rolled back instead when not
    /// `commits`: a dry run), rolled back when it throws, and its own error rethrown as it is
    /// (postgres-nio's `withTransaction` wraps it), so that an `AccountError` reaches the caller unchanged.
    func inTransaction<Result: Sendable>(
        _ begin: PostgresQuery = "BEGIN", commits: Bool = true, logger: Logger,
        _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await query(begin, logger: logger)
        let result: Result
        do {
            result = try await body(self)
        } catch {
            _ = try? await query("ROLLBACK", logger: logger)
            throw error
        }
        try await query(commits ? "COMMIT" : "ROLLBACK", logger: logger)
        return result
    }
}
