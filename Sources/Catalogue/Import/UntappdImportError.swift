/// An Untappd export that cannot be imported: the row, column and why. Nothing is written.
public enum UntappdImportError: Error, Equatable, CustomStringConvertible, Sendable {
    case invalidValue(origin: String, column: Int, name: String, value: String, expected: String)
    case missingValue(origin: String, column: Int, name: String)

    public var description: String {
        switch self {
        case let .invalidValue(origin, column, name, value, expected):
            "\(origin): column \(column) (\(name)): \(String(reflecting: value)) is not \(expected)"
        case let .missingValue(origin, column, name):
            "\(origin): column \(column) (\(name)) is empty"
        }
    }
}
