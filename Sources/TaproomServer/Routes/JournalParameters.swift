import Catalogue
import Hummingbird

/// `GET /v1/me/journal`'s query string as a `JournalRequest`: `q` (the query language with the
/// journal's `since:`/`until:`), `limit` (as the beer list's) and `after` (a page's `next`).
struct JournalParameters {
    let request: JournalRequest

    init(_ query: Parameters, _ configuration: ServerConfiguration) throws {
        var request = JournalRequest(limit: SearchParameters.defaultLimit)
        do {
            request.query = try QueryParser.parse(query["q"].map(String.init) ?? "")
        } catch {
            throw APIError.badRequest(error.description, field: "q", code: "invalid_query")
        }
        if let text = query["limit"] {
            guard let limit = Int(String(text)), (1...configuration.maximumPageSize).contains(limit) else {
                throw APIError.badRequest("limit must be a whole number from 1 to \(configuration.maximumPageSize)",
                                          field: "limit")
            }
            request.limit = limit
        }
        if let token = query["after"] {
            guard let after = JournalCursor(token: String(token)) else {
                throw APIError.badRequest("after must be a page's next value, as returned", field: "after")
            }
            request.after = after
        }
        self.request = request
    }
}
