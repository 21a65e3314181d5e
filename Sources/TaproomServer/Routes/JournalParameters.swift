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
        request.limit = try PageParameters.limit(query, configuration) ?? request.limit
        request.after = try PageParameters.after(query, JournalCursor.init(token:))
        self.request = request
    }
}
