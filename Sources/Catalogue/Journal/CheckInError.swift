/// A check-in a store refuses, naming the field (the server answers 422 with it).
public enum CheckInError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Field: String, Sendable {
        case time, serving, place, comment, rating, externalID = "externalId"
    }

    case tooLong(Field, limit: Int)
    case invalidTime

    public var field: Field {
        switch self {
        case .tooLong(let field, _): field
        case .invalidTime: .time
        }
    }

    public var description: String {
        switch self {
        case .tooLong(let field, let limit): "\(field.rawValue) is longer than \(limit) characters"
        case .invalidTime: "time is not a time"
        }
    }
}
