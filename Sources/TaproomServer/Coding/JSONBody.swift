import Catalogue
import Foundation
import Hummingbird

extension Request {
    /// The body as `T`, read up to `limit` bytes. Refusals name what is wrong: 413 for a body
    /// over the limit, 400 for text that is not JSON, or a property that is missing or of the
    /// wrong type (`field` is its path, such as `stars`).
    func decodeJSON<T: Decodable>(_ type: T.Type, limit: Int) async throws -> T {
        let buffer = try await body.collect(upTo: limit)
        do {
            return try API.decoder().decode(T.self, from: Data(buffer: buffer))
        } catch let error as DecodingError {
            throw APIError(decoding: error)
        }
    }
}

extension APIError {
    init(decoding error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            let field = Self.path(context.codingPath + [key])
            self = .badRequest("\(field) is required", field: field, code: "missing_field")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let field = Self.path(context.codingPath)
            self = .badRequest("\(field) must be \(Self.jsonName(of: type))", field: field, code: "wrong_type")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            let field = Self.path(context.codingPath)
            self = .badRequest("\(field) has an invalid value", field: field, code: "wrong_type")
        case .dataCorrupted:
            self = .badRequest("the body is not valid JSON", field: "body", code: "invalid_json")
        @unknown default:
            self = .badRequest("the body could not be read", field: "body", code: "invalid_json")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        // `checkIns[3].rating`: an index follows its array's name without a dot.
        keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "an object"
        }
    }
}
