import Hummingbird

/// `limit` and `after`, read alike by every paged route; each refusal names its parameter.
enum PageParameters {
    /// `limit`: 1 to the configured maximum; nil when not given.
    static func limit(_ query: Parameters, _ configuration: ServerConfiguration) throws -> Int? {
        guard let text = query["limit"] else { return nil }
        guard let limit = Int(String(text)), (1...configuration.maximumPageSize).contains(limit) else {
            throw APIError.badRequest("limit must be a whole number from 1 to \(configuration.maximumPageSize)",
                                      field: "limit")
        }
        return limit
    }

    /// `after`: a page's `next`, as `token` reads it; nil when not given.
    static func after<Cursor>(_ query: Parameters, _ token: (String) -> Cursor?) throws -> Cursor? {
        guard let text = query["after"] else { return nil }
        guard let after = token(String(text)) else {
            throw APIError.badRequest("after must be a page's next value, as returned", field: "after")
        }
        return after
    }
}
