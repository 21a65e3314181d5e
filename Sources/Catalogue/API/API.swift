import Foundation

/// The JSON of the shared catalogue's HTTP API (docs/openapi.json), written once: the server
/// encodes these types, the HTTP client decodes them, and `taproom search --json` prints them.
/// Each is turned into the catalogue's own types at the edge, so the wire format and the model
/// change only on purpose. Every property is always present, null when unknown.
public enum API {
    /// Times in ISO 8601 (UTC, whole seconds) and sorted keys: the same data always reads the same.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// Reads what `encoder()` writes (fractions of seconds too).
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = ISO8601Time.date(from: text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 time: \(text)")
        }
        return decoder
    }

    /// An answer that is not the JSON this document describes.
    public struct UnreadableBody: Error, Sendable {
        public let detail: String
    }
}
