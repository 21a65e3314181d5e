// The JSON bodies the API reads (docs/openapi.json describes each).

struct CredentialsRequest: Decodable {
    let name: String
    let password: String
}

struct RatingRequest: Decodable {
    let stars: Int

    enum CodingKeys: String, CodingKey { case stars }

    /// Anything but a whole number (text, true, 4.5) is the wrong type, named as `stars`; a
    /// missing `stars` is reported as missing.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.contains(.stars) else {
            throw DecodingError.keyNotFound(CodingKeys.stars, .init(codingPath: [], debugDescription: "missing"))
        }
        guard let value = try? container.decode(Double.self, forKey: .stars), let stars = Int(exactly: value) else {
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: [CodingKeys.stars], debugDescription: "not a whole number"))
        }
        self.stars = stars
    }
}

struct NoteRequest: Decodable {
    let text: String
}
