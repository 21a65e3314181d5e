// The JSON bodies the API reads (docs/openapi.json describes each).

struct CredentialsRequest: Decodable {
    let name: String
    let password: String
}

struct RatingRequest: Decodable {
    let stars: Int

    enum CodingKeys: String, CodingKey { case stars }

    /// A fractional or huge number is the wrong type, named as `stars` (the decoder would
    /// otherwise report it as unreadable JSON without a field).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decode(Double.self, forKey: .stars)
        guard let stars = Int(exactly: value) else {
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: [CodingKeys.stars], debugDescription: "not a whole number"))
        }
        self.stars = stars
    }
}

struct NoteRequest: Decodable {
    let text: String
}
