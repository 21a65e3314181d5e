/// Why the tests' PostgreSQL server could not be used, with what the failing command printed.
public struct PostgresTestServerError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
